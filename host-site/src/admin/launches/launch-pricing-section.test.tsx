// The launch editor's "Preços e ofertas" against the answers /api/admin/launches/{id}/pricing gives:
// batches, coupons and bumps in reais and São Paulo time with their figures, the PUT body they
// become, the server's refusal in its words, and a viewer who only reads.
import type { StaffOfferPricing } from '@funil/core/offer-pricing-admin';
import { ADMIN, failure, json, renderAdmin, stubFetch } from '@funil/testkit/host-site/render-admin';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LaunchPricingSection } from './launch-pricing-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LAUNCH = '1a2b3c4d-0000-4000-8000-000000000001';

const PRICING: StaffOfferPricing = {
  offer: { code: 'ia-na-pratica', name: 'IA NA PRÁTICA', pixPriceCents: 179_700, cardTotalCents: 199_700 },
  batches: [
    {
      id: 'lote-a',
      position: 1,
      label: '1º lote',
      pixPriceCents: 49_700,
      cardTotalCents: 59_700,
      startsAt: null,
      endsAt: '2026-11-26T02:59:00.000Z',
      quantity: 2,
      sold: 1,
      held: 1,
      left: 0,
    },
    {
      id: 'lote-b',
      position: 2,
      label: '2º lote',
      pixPriceCents: 69_700,
      cardTotalCents: 79_700,
      startsAt: '2026-11-26T02:59:00.000Z',
      endsAt: null,
      quantity: null,
      sold: 4,
      held: 0,
      left: null,
    },
  ],
  coupons: [
    {
      id: 'cupom-a',
      code: 'LANCAMENTO10',
      kind: 'percent',
      percent: 10,
      amountCents: null,
      startsAt: null,
      endsAt: null,
      maxUses: 100,
      uses: 3,
      active: true,
    },
  ],
  bumps: [
    {
      id: 'bump-a',
      offerCode: 'ingresso-imersao-ia-na-pratica',
      offerName: 'Ingresso Imersão',
      priceCents: 4_700,
      pitch: 'Garanta também seu lugar na imersão',
    },
  ],
  bumpable: [
    { code: 'ingresso-imersao-ia-na-pratica', name: 'Ingresso Imersão', kind: 'ticket', priceCents: 9_700 },
    { code: 'ingresso-aula-ao-vivo', name: 'Ingresso Aula ao Vivo', kind: 'ticket', priceCents: 2_700 },
  ],
};

const toastText = () => document.querySelector('.admin-toast')?.textContent;

async function openSection() {
  const details = screen.getByText('Ver e alterar preços e ofertas').closest('details') as HTMLDetailsElement;
  await act(async () => {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  });
  return screen.findByRole('group', { name: '1º lote' });
}

const input = (group: HTMLElement, label: string) => within(group).getByLabelText(label) as HTMLInputElement;

describe('launch pricing section', () => {
  it('reads nothing until opened, then shows each batch, coupon and bump with its figures', async () => {
    const fetchMock = stubFetch(json(200, PRICING));
    renderAdmin(<LaunchPricingSection launchId={LAUNCH} readOnly={false} />);
    expect(fetchMock).not.toHaveBeenCalled();
    const first = await openSection();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/admin/launches/${LAUNCH}/pricing`);

    expect(input(first, 'Preço no PIX (R$)').value).toBe('497,00');
    expect(input(first, 'Total no cartão (R$)').value).toBe('597,00');
    // 02:59 UTC is 23:59 of the day before in São Paulo.
    expect(input(first, 'Fim (horário de Brasília)').value).toBe('2026-11-25T23:59');
    expect(input(first, 'Quantidade (opcional)').value).toBe('2');
    expect(
      within(first).getByText('1 vendidos · 1 reservados em checkouts abertos · 0 restantes'),
    ).toBeTruthy();
    const second = screen.getByRole('group', { name: '2º lote' });
    expect(within(second).getByText('4 vendidos · 0 reservados em checkouts abertos')).toBeTruthy();

    const coupon = screen.getByRole('group', { name: 'Cupom LANCAMENTO10' });
    expect(input(coupon, 'Desconto (%)').value).toBe('10');
    expect((within(coupon).getByLabelText('Tipo') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Percentual',
    );
    expect(within(coupon).getByText('3 usos')).toBeTruthy();

    const bump = screen.getByRole('group', { name: 'Order bump 1' });
    expect((within(bump).getByLabelText('Oferta') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Ingresso Imersão (R$ 97,00)',
    );
    expect(input(bump, 'Preço no order bump (R$)').value).toBe('47,00');
    // No stored value is shown as stored.
    expect(document.body.textContent).not.toMatch(/percent|fixed|ticket/);
  });

  it('saves the rows as edited in one PUT, in reais and São Paulo time, and confirms with a toast', async () => {
    const fetchMock = stubFetch(json(200, PRICING), json(200, PRICING));
    renderAdmin(<LaunchPricingSection launchId={LAUNCH} readOnly={false} />);
    await openSection();

    // The second batch goes first, and a third is added after it.
    fireEvent.click(screen.getByRole('button', { name: 'Subir o 2º lote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar lote' }));
    const third = screen.getByRole('group', { name: '3º lote' });
    fireEvent.change(input(third, 'Preço no PIX (R$)'), { target: { value: '897' } });
    fireEvent.change(input(third, 'Total no cartão (R$)'), { target: { value: '997,00' } });
    fireEvent.change(input(third, 'Fim (horário de Brasília)'), { target: { value: '2026-12-01T20:00' } });
    fireEvent.change(input(third, 'Quantidade (opcional)'), { target: { value: '50' } });

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar cupom' }));
    const coupon = screen.getByRole('group', { name: 'Cupom 2' });
    fireEvent.change(input(coupon, 'Código'), { target: { value: 'menos50' } });
    fireEvent.change(within(coupon).getByLabelText('Tipo'), { target: { value: 'fixed' } });
    fireEvent.change(input(coupon, 'Desconto (R$)'), { target: { value: '50,00' } });

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar order bump' }));
    const bump = screen.getByRole('group', { name: 'Order bump 2' });
    fireEvent.change(input(bump, 'Preço no order bump (R$)'), { target: { value: '19,90' } });
    fireEvent.change(input(bump, 'Frase (uma linha)'), { target: { value: 'Leve a aula ao vivo junto' } });

    fireEvent.click(screen.getByRole('button', { name: 'Salvar preços e ofertas' }));
    await waitFor(() => expect(toastText()).toBe('Preços e ofertas salvos.'));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe(`/api/admin/launches/${LAUNCH}/pricing`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      batches: [
        {
          id: 'lote-b',
          pixPriceCents: 69_700,
          cardTotalCents: 79_700,
          startsAt: '2026-11-25T23:59:00-03:00',
          endsAt: null,
          quantity: null,
        },
        {
          id: 'lote-a',
          pixPriceCents: 49_700,
          cardTotalCents: 59_700,
          startsAt: null,
          endsAt: '2026-11-25T23:59:00-03:00',
          quantity: 2,
        },
        {
          pixPriceCents: 89_700,
          cardTotalCents: 99_700,
          // A new batch starts where the one before it ends.
          startsAt: '2026-11-25T23:59:00-03:00',
          endsAt: '2026-12-01T20:00:00-03:00',
          quantity: 50,
        },
      ],
      coupons: [
        {
          id: 'cupom-a',
          code: 'LANCAMENTO10',
          kind: 'percent',
          percent: 10,
          startsAt: null,
          endsAt: null,
          maxUses: 100,
          active: true,
        },
        {
          code: 'menos50',
          kind: 'fixed',
          amountCents: 5_000,
          startsAt: null,
          endsAt: null,
          maxUses: null,
          active: true,
        },
      ],
      bumps: [
        {
          id: 'bump-a',
          offerCode: 'ingresso-imersao-ia-na-pratica',
          priceCents: 4_700,
          pitch: 'Garanta também seu lugar na imersão',
        },
        { offerCode: 'ingresso-aula-ao-vivo', priceCents: 1_990, pitch: 'Leve a aula ao vivo junto' },
      ],
    });
  });

  it('shows the server’s refusal in its words, with no toast', async () => {
    const message =
      'A quantidade do lote não pode ficar abaixo das unidades já vendidas ou reservadas em checkouts abertos.';
    stubFetch(json(200, PRICING), failure(409, 'batch_quantity_below_taken', message));
    renderAdmin(<LaunchPricingSection launchId={LAUNCH} readOnly={false} />);
    const first = await openSection();
    fireEvent.change(input(first, 'Quantidade (opcional)'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar preços e ofertas' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(toastText()).toBeUndefined();
  });

  it('shows a viewer the prices without a way to change them', async () => {
    stubFetch(json(200, PRICING));
    renderAdmin(<LaunchPricingSection launchId={LAUNCH} readOnly />, { staff: { ...ADMIN, role: 'viewer' } });
    const first = await openSection();
    // The batches' group is disabled, and every input in it with it.
    expect(input(first, 'Preço no PIX (R$)').closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar preços e ofertas' })).toBeNull();
  });
});
