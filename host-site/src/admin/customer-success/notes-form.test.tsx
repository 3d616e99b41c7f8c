import { EMPTY_CHECKLIST } from '@funil/core/onboarding';
import { failure, json, renderAdmin, stubFetch } from '@funil/testkit/host-site/render-admin';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotesForm } from './notes-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BUYER = '3c9e1f2a-4b5d-4e6f-8a7b-9c0d1e2f3a4b';

function typeAndSave(text: string) {
  fireEvent.change(screen.getByLabelText('Observações sobre Carla'), { target: { value: text } });
  fireEvent.submit(
    screen.getByRole('button', { name: 'Salvar observação' }).closest('form') as HTMLFormElement,
  );
}

describe('a buyer’s notes', () => {
  it('saves the notes, hands the checklist back and confirms in the toast', async () => {
    const saved = { ...EMPTY_CHECKLIST, notes: 'Prefere e-mail.' };
    const fetchMock = stubFetch(json(200, { checklist: saved }));
    const onSaved = vi.fn();
    renderAdmin(<NotesForm leadId={BUYER} buyerName="Carla" notes="" onSaved={onSaved} />);

    typeAndSave('Prefere e-mail.');
    expect(await screen.findByText('Observação salva.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/customer-success/${BUYER}/checklist`,
      expect.objectContaining({ method: 'PATCH', body: '{"notes":"Prefere e-mail."}' }),
    );
  });

  it('says why nothing was saved, beside the notes', async () => {
    stubFetch(failure(404, 'staff_buyer_not_found', 'Comprador não encontrado.'));
    const onSaved = vi.fn();
    renderAdmin(<NotesForm leadId={BUYER} buyerName="Carla" notes="" onSaved={onSaved} />);

    typeAndSave('Ligar amanhã.');
    expect((await screen.findByRole('alert')).textContent).toBe('Comprador não encontrado.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText('Observação salva.')).toBeNull();
  });
});
