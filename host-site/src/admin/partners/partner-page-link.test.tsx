import { json, renderAdmin, stubFetch } from '@funil/testkit/host-site/render-admin';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartnerPageLink } from './partner-page-link.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const URL_ONE = 'https://funil.test/parceiro/resultados#chave=Q2hhdmUtZGUtdGVzdGUtZG8tcGFyY2Vpcm8tMzItYnk';
const URL_TWO = 'https://funil.test/parceiro/resultados#chave=T3V0cmEtY2hhdmUtZGUtdGVzdGUtMzItYnl0ZXMtYWE';

describe('the partner’s private results link', () => {
  it('makes a link and shows it once, to copy', async () => {
    const fetchMock = stubFetch(
      json(200, { link: { since: null } }),
      json(200, { url: URL_ONE, since: '2026-11-20T14:00:00.000Z' }),
    );
    renderAdmin(<PartnerPageLink code="ana" name="Ana Parceira" />);
    expect(await screen.findByText(/^Sem link privado/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gerar link privado de Ana Parceira' }));

    const field = (await screen.findByLabelText(/^Novo link de Ana Parceira/)) as HTMLInputElement;
    expect(field.value).toBe(URL_ONE);
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeTruthy();
    expect(screen.getByText('Link privado ativo desde 20/11/2026, 11:00.')).toBeTruthy();
    expect(await screen.findByText('Link privado de Ana Parceira gerado.')).toBeTruthy();
    expect(fetchMock.mock.calls[1]).toEqual([
      '/api/admin/partners/ana/page-link',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    ]);
  });

  it('asks before swapping the link, saying the old one stops working, then shows the new one', async () => {
    const fetchMock = stubFetch(
      json(200, { link: { since: '2026-11-01T12:00:00.000Z' } }),
      json(200, { url: URL_TWO, since: '2026-11-20T14:00:00.000Z' }),
    );
    renderAdmin(<PartnerPageLink code="ana" name="Ana Parceira" />);
    expect(await screen.findByText('Link privado ativo desde 01/11/2026, 09:00.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Gerar link privado/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Trocar link de Ana Parceira' }));
    const dialog = screen.getByRole('dialog', { name: 'Trocar o link de Ana Parceira?' });
    expect(dialog.textContent).toContain('O link atual para de funcionar na hora');
    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Trocar link de Ana Parceira' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Trocar o link de Ana Parceira?' })).getByRole('button', {
        name: 'Trocar link',
      }),
    );
    expect(((await screen.findByLabelText(/^Novo link de Ana Parceira/)) as HTMLInputElement).value).toBe(
      URL_TWO,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await screen.findByText('Link de Ana Parceira trocado: o anterior não funciona mais.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST' });
  });
});
