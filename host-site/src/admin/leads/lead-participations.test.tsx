import type { LeadParticipation } from '@funil/core/admin-leads';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadParticipations } from './lead-participations.tsx';

const CALL = 'Call gratuita: automatize seu negócio com IA';
const january: LeadParticipation = {
  launchId: '1',
  launchName: 'IA na Prática',
  since: '2027-01-10T13:00:00.000Z',
  captured: true,
  events: [CALL],
  checkouts: 0,
  bought: false,
};
const march: LeadParticipation = {
  launchId: '2',
  launchName: 'Lançamento Março',
  since: '2027-03-01T13:00:00.000Z',
  captured: false,
  events: [CALL],
  checkouts: 2,
  bought: true,
};

afterEach(cleanup);

describe("a lead's launches in their journey", () => {
  it('shows one row per launch, how the person took part and whether they bought, in pt-BR', () => {
    render(<LeadParticipations participations={[january, march]} />);
    expect(screen.getByRole('heading', { name: 'Lançamentos' })).toBeTruthy();
    expect(screen.getByText('Participou de 2 lançamentos: é a mesma pessoa em cada um.')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['IA na Prática', '10/01/2027, 10:00', `Cadastro pelo formulário · Inscrição: ${CALL}`, 'Não comprou'],
      ['Lançamento Março', '01/03/2027, 10:00', `Inscrição: ${CALL} · 2 checkouts abertos`, 'Comprou'],
    ]);
  });

  it('says so when the lead took part in no launch', () => {
    render(<LeadParticipations participations={[]} />);
    expect(screen.getByText('Este lead ainda não participou de nenhum lançamento.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
