import { describe, expect, it } from 'vitest';
import { testLaunchSettings } from '../lib/test-launch-settings.ts';
import { buildCheckoutRequest, checkoutEndpoint, mobileDebugInfo } from './checkout-request.ts';

const context = {
  leadId: 'lead-1',
  now: 1_700_000_000_000,
  siteOrigin: 'https://funil.example',
  currentUrl: 'https://parceiro.example/oferta?x=1',
  program: testLaunchSettings().program,
};

describe('buildCheckoutRequest', () => {
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
        successUrl: 'https://funil.example/pagamento/sucesso?lead=lead-1',
        cancelUrl: 'https://parceiro.example/oferta?x=1',
        expiredUrl: 'https://funil.example/pagamento/expirado?lead=lead-1',
      },
      externalReference: 'PROGRAMAIANAPRATICA_lead-1',
    });
  });

  it('builds the card request: installment charge up to 12x, total R$ 2.080,32', () => {
    const request = buildCheckoutRequest('card', context);
    expect(request).toMatchObject({
      billingTypes: ['CREDIT_CARD'],
      chargeTypes: ['INSTALLMENT'],
      minutesToExpire: 1440,
      installment: { maxInstallmentCount: 12 },
      items: [{ value: 2080.32, quantity: 1 }],
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

  it('uses the timestamp without a lead, and callbacks without the lead parameter', () => {
    const request = buildCheckoutRequest('pix', { ...context, leadId: null });
    expect(request.externalReference).toBe('PROGRAMAIANAPRATICA_1700000000000');
    expect(request.callback.successUrl).toBe('https://funil.example/pagamento/sucesso');
    expect(request.callback.expiredUrl).toBe('https://funil.example/pagamento/expirado');
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
});

describe('checkoutEndpoint', () => {
  it('sends single PIX to /pix, single card to /credit-card, the rest to /multi', () => {
    expect(checkoutEndpoint({ billingTypes: ['PIX'] })).toBe('pix');
    expect(checkoutEndpoint({ billingTypes: ['CREDIT_CARD'] })).toBe('credit-card');
    expect(checkoutEndpoint({ billingTypes: ['PIX', 'CREDIT_CARD'] })).toBe('multi');
  });
});

describe('mobileDebugInfo', () => {
  it('is present only for narrow or mobile browsers', () => {
    const win = (width: number, userAgent: string) =>
      ({ innerWidth: width, innerHeight: 700, navigator: { userAgent } }) as unknown as Window;
    expect(mobileDebugInfo(win(1280, 'Mozilla/5.0 (X11; Linux x86_64)'))).toBeUndefined();
    expect(mobileDebugInfo(win(390, 'Mozilla/5.0 (iPhone)'))).toEqual({
      userAgent: 'Mozilla/5.0 (iPhone)',
      viewport: '390x700',
      isMobile: true,
    });
  });
});
