import type { PurchaseSummary } from '@funil/core/purchase-summary';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderSummary } from './thank-you-next-steps.tsx';

const PAID: PurchaseSummary = {
  product: { kind: 'program', name: 'IA NA PRÁTICA' },
  amountCents: 179_700,
  items: [{ kind: 'main', name: 'IA NA PRÁTICA', amountCents: 179_700 }],
  coupon: null,
  currency: 'BRL',
  method: 'pix',
  installments: 1,
  status: 'paid',
  nextSteps: { buyersGroupUrl: null, accessBy: 'whatsapp' },
};

/** The summary's rows as a reader meets them: each label with its value. */
const rows = () =>
  within(screen.getByRole('region', { name: 'Resumo do pedido' }))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

afterEach(cleanup);

describe('the order summary on /obrigado', () => {
  it('lists every item with its amount, the coupon it took and the total paid', () => {
    // As the server answers: the offer's amount with the coupon taken off, the bump at its price.
    render(
      <OrderSummary
        summary={{
          ...PAID,
          amountCents: 191_430,
          items: [
            { kind: 'main', name: 'IA NA PRÁTICA', amountCents: 161_730 },
            { kind: 'bump', name: 'Pack de prompts para o dia a dia', amountCents: 29_700 },
          ],
          coupon: { code: 'LANCAMENTO10', discountCents: 17_970 },
        }}
      />,
    );
    expect(rows()).toEqual([
      'Programa IA NA PRÁTICA: R$ 1.797,00',
      'Cupom LANCAMENTO10: − R$ 179,70',
      'Pack de prompts para o dia a dia: R$ 297,00',
      'Total pago: R$ 1.914,30',
      'Forma de pagamento: PIX',
      'Situação: Pagamento aprovado',
    ]);
  });

  it('says "Total" for a purchase not paid, and lists a coupon on a purchase of the offer alone', () => {
    render(
      <OrderSummary
        summary={{
          ...PAID,
          amountCents: 161_730,
          items: [{ kind: 'main', name: 'IA NA PRÁTICA', amountCents: 161_730 }],
          coupon: { code: 'LANCAMENTO10', discountCents: 17_970 },
          status: 'confirming',
          nextSteps: null,
        }}
      />,
    );
    expect(rows().slice(0, 3)).toEqual([
      'Programa IA NA PRÁTICA: R$ 1.797,00',
      'Cupom LANCAMENTO10: − R$ 179,70',
      'Total: R$ 1.617,30',
    ]);
  });

  it('names the product and its amount for the offer alone, and for an answer from before items', () => {
    render(<OrderSummary summary={PAID} />);
    const alone = rows();
    cleanup();
    render(<OrderSummary summary={{ ...PAID, items: [] }} />);
    expect(rows()).toEqual(alone);
    expect(alone).toEqual([
      'Produto: Programa IA NA PRÁTICA',
      'Valor: R$ 1.797,00',
      'Forma de pagamento: PIX',
      'Situação: Pagamento aprovado',
    ]);
  });
});
