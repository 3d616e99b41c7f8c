// Which lead a checkout request names, and the request built from our offer (spec §7 payment buttons).
import { isLeadId } from '@funil/core/lead-id';
import { PROGRAM } from '@funil/core/offers';
import { describe, expect, it } from 'vitest';
import { checkoutLeadId, planCheckout } from './checkout-plan.ts';
import { offerOnlyOrder } from './order-pricing.ts';

const LEAD = '11111111-2222-4333-8444-555555555555';
const PREFIX = PROGRAM.externalReferencePrefix;
const OFFER = {
  code: 'ia-na-pratica',
  name: PROGRAM.name,
  pix_price_cents: PROGRAM.pixPriceCents,
  card_total_cents: PROGRAM.cardTotalCents,
  max_installments: PROGRAM.cardInstallments,
  checkout_expiry_minutes: PROGRAM.checkoutExpiryMinutes,
  external_reference_prefix: PREFIX,
};

describe('checkoutLeadId', () => {
  it("reads the lead from the request's leadId", () => {
    expect(checkoutLeadId({ leadId: LEAD }, PREFIX, isLeadId)).toBe(LEAD);
  });

  it('reads the external reference of a widget built before leadId, only when leadId is absent', () => {
    expect(checkoutLeadId({ externalReference: `${PREFIX}${LEAD}` }, PREFIX, isLeadId)).toBe(LEAD);
    expect(
      checkoutLeadId({ leadId: 'nao-e-um-id', externalReference: `${PREFIX}${LEAD}` }, PREFIX, isLeadId),
    ).toBeUndefined();
  });

  it('names no lead for a timestamp reference, another prefix or a malformed id', () => {
    expect(checkoutLeadId({ externalReference: `${PREFIX}1743508800000` }, PREFIX, isLeadId)).toBeUndefined();
    expect(checkoutLeadId({ externalReference: `OUTRO_${LEAD}` }, PREFIX, isLeadId)).toBeUndefined();
    expect(checkoutLeadId({ leadId: "1' or '1'='1" }, PREFIX, isLeadId)).toBeUndefined();
    expect(checkoutLeadId({}, PREFIX, isLeadId)).toBeUndefined();
  });
});

describe('planCheckout', () => {
  const now = new Date('2025-04-01T12:00:00.000Z');
  const input = {
    offer: OFFER,
    lead: undefined,
    siteOrigin: 'https://funil.example',
    cancelUrl: 'https://x.example/',
    checkoutId: 'c0ffee00-0000-4000-8000-000000000001',
    now,
  };

  it('expires the checkout after the offer minutes', () => {
    expect(planCheckout({ ...input, endpoint: 'pix', order: offerOnlyOrder(OFFER, true) }).expiresAt).toBe(
      '2025-04-02T12:00:00.000Z',
    );
  });

  it('prices PIX in cash and the card at its total over 12 installments', () => {
    const pix = planCheckout({ ...input, endpoint: 'pix', order: offerOnlyOrder(OFFER, true) });
    const card = planCheckout({ ...input, endpoint: 'credit-card', order: offerOnlyOrder(OFFER, false) });
    expect([pix.amountCents, pix.request.items[0]?.value, pix.request.installment]).toEqual([
      179_700,
      1797,
      undefined,
    ]);
    expect([card.amountCents, card.request.items[0]?.value, card.request.installment]).toEqual([
      208_032,
      2080.32,
      { maxInstallmentCount: 12 },
    ]);
  });

  it('names our checkout (and the lead) in the success link only', () => {
    const anonymous = planCheckout({ ...input, endpoint: 'pix', order: offerOnlyOrder(OFFER, true) }).request
      .callback;
    expect(anonymous.successUrl).toBe(
      'https://funil.example/pagamento/sucesso?checkout=c0ffee00-0000-4000-8000-000000000001',
    );
    expect(anonymous.expiredUrl).toBe('https://funil.example/pagamento/expirado');
    const known = planCheckout({
      ...input,
      endpoint: 'credit-card',
      order: offerOnlyOrder(OFFER, false),
      lead: { id: LEAD, name: 'Ana', phone: '5511987654321', email: '' },
    }).request.callback;
    expect(known.successUrl).toBe(
      `https://funil.example/pagamento/sucesso?lead=${LEAD}&checkout=c0ffee00-0000-4000-8000-000000000001`,
    );
    expect(known.expiredUrl).toBe(`https://funil.example/pagamento/expirado?lead=${LEAD}`);
  });

  it('sends the lead national phone and only its first name, and skips an empty e-mail', () => {
    const plan = planCheckout({
      ...input,
      endpoint: 'pix',
      order: offerOnlyOrder(OFFER, true),
      lead: { id: LEAD, name: 'Ana Maria Souza', phone: '5511987654321', email: '' },
    });
    expect(plan.request.customerData).toEqual({ name: 'Ana', phone: '11987654321' });
  });
});
