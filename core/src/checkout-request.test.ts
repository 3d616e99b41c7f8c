import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema } from './checkout.ts';
import { buildCheckoutRequest, paymentTypes, programItem } from './checkout-request.ts';
import { PROGRAM } from './offers.ts';

const LEAD = '11111111-2222-4333-8444-555555555555';
const context = {
  leadId: LEAD,
  siteOrigin: 'https://funil.example',
  currentUrl: 'https://parceiro.example/oferta?x=1',
  program: {
    pixPriceCents: PROGRAM.pixPriceCents,
    cardTotalCents: PROGRAM.cardTotalCents,
    cardInstallments: PROGRAM.cardInstallments,
  },
};

describe('buildCheckoutRequest', () => {
  it('names a ticket by its code, one line at its price, paid at once on the card', () => {
    const ticket = { code: 'ingresso-imersao-ia-na-pratica', name: 'Ingresso Imersão', priceCents: 9_700 };
    const card = buildCheckoutRequest('card', { ...context, ticket });
    expect(card).toMatchObject({
      offer: 'ingresso-imersao-ia-na-pratica',
      items: [{ name: 'Ingresso Imersão', description: 'Ingresso Imersão', quantity: 1, value: 97 }],
      installment: { maxInstallmentCount: 1 },
    });
    expect(checkoutRequestSchema.safeParse(card).success).toBe(true);
    expect(buildCheckoutRequest('pix', context)).not.toHaveProperty('offer');
  });

  it('builds the single PIX request: detached charge, 1440 min, R$ 1.797 described as PIX à vista', () => {
    expect(buildCheckoutRequest('pix', context)).toEqual({
      billingTypes: ['PIX'],
      chargeTypes: ['DETACHED'],
      minutesToExpire: 1440,
      items: [
        {
          name: 'IA NA PRÁTICA',
          description: 'Programa IA NA PRÁTICA - PIX à vista',
          quantity: 1,
          value: 1797,
        },
      ],
      callback: {
        successUrl: 'https://funil.example/pagamento/sucesso',
        cancelUrl: 'https://parceiro.example/oferta?x=1',
        expiredUrl: 'https://funil.example/pagamento/expirado',
      },
      leadId: LEAD,
    });
  });

  it('builds the card request: installment charge up to 12x, total R$ 2.080,32', () => {
    expect(buildCheckoutRequest('card', context)).toMatchObject({
      billingTypes: ['CREDIT_CARD'],
      chargeTypes: ['INSTALLMENT'],
      minutesToExpire: 1440,
      installment: { maxInstallmentCount: 12 },
      items: [{ value: 2080.32, quantity: 1, description: 'Programa IA NA PRÁTICA' }],
    });
  });

  it('quotes the prices the modal showed, as staff set them (the server charges its own)', () => {
    const program = { pixPriceCents: 149_700, cardInstallments: 10, cardTotalCents: 170_000 };
    expect(buildCheckoutRequest('pix', { ...context, program }).items[0]?.value).toBe(1497);
    expect(buildCheckoutRequest('card', { ...context, program })).toMatchObject({
      installment: { maxInstallmentCount: 10 },
      items: [{ value: 1700 }],
    });
  });

  it('sends the lead as its own field, and no lead field without one', () => {
    const named = buildCheckoutRequest('pix', context);
    expect(named.leadId).toBe(LEAD);
    expect(named).not.toHaveProperty('externalReference');
    const anonymous = buildCheckoutRequest('pix', { ...context, leadId: null });
    expect(anonymous).not.toHaveProperty('leadId');
    expect(anonymous.callback.successUrl).toBe('https://funil.example/pagamento/sucesso');
  });

  it("carries the lead's secret, which is what lets the server buy in its name", () => {
    expect(buildCheckoutRequest('pix', { ...context, leadToken: 'segredo-1' }).leadToken).toBe('segredo-1');
    expect(buildCheckoutRequest('pix', context)).not.toHaveProperty('leadToken');
    expect(
      buildCheckoutRequest('pix', { ...context, leadId: null, leadToken: 'segredo-1' }),
    ).not.toHaveProperty('leadToken');
  });

  it('adds known customer data and the mobile debug info', () => {
    const request = buildCheckoutRequest('pix', {
      ...context,
      customer: { name: 'Ana', whatsapp: '5511987654321', email: '' },
      debug: { isMobile: true },
    });
    expect(request.customerData).toEqual({ name: 'Ana', phone: '5511987654321' });
    expect(request._debug).toEqual({ isMobile: true });
  });

  it('passes the schema the server validates with, for either method, with or without a lead', () => {
    for (const method of ['pix', 'card'] as const) {
      for (const leadId of [LEAD, null]) {
        const request = buildCheckoutRequest(method, { ...context, leadId, leadToken: 'segredo-1' });
        expect(checkoutRequestSchema.safeParse(request).success).toBe(true);
      }
    }
  });
});

describe('paymentTypes and programItem', () => {
  it('pairs PIX with a detached charge, the card with installments, and both for /multi', () => {
    expect(paymentTypes('multi')).toEqual({
      billingTypes: ['PIX', 'CREDIT_CARD'],
      chargeTypes: ['DETACHED', 'INSTALLMENT'],
    });
    expect(programItem('multi', 'IA NA PRÁTICA', 208_032)).toEqual({
      name: 'IA NA PRÁTICA',
      description: 'Programa IA NA PRÁTICA',
      quantity: 1,
      value: 2080.32,
    });
  });
});
