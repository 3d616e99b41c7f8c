import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';
import { offerPricingUpdateSchema, percentToBasisPoints } from './offer-pricing-admin.ts';

const coupon = {
  code: 'LANCAMENTO10',
  kind: 'percent',
  percent: 10,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  active: true,
};
const batch = { pixPriceCents: 49_700, cardTotalCents: 59_700, startsAt: null, endsAt: null, quantity: null };

const messagesOf = (body: unknown) => {
  const parsed = offerPricingUpdateSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('offerPricingUpdateSchema', () => {
  it('keeps instants in UTC and coupon codes in upper case', () => {
    const parsed = offerPricingUpdateSchema.parse({
      batches: [{ ...batch, startsAt: '2026-11-20T09:00:00-03:00' }],
      coupons: [{ ...coupon, code: ' lancamento10 ' }],
      bumps: [],
    });
    expect(parsed.batches[0]?.startsAt).toBe('2026-11-20T12:00:00.000Z');
    expect(parsed.coupons[0]?.code).toBe('LANCAMENTO10');
  });

  it('takes a percent with up to two decimals, from 1 to 100', () => {
    const body = (percent: number) => ({ batches: [], coupons: [{ ...coupon, percent }], bumps: [] });
    expect(messagesOf(body(12.5))).toEqual([]);
    expect(messagesOf(body(1.29))).toEqual([]);
    expect(percentToBasisPoints(1.29)).toBe(129);
    for (const percent of [0.5, 100.5, 12.345]) {
      expect(messagesOf(body(percent)), String(percent)).toEqual([ERRORS.coupon_percent_invalid]);
    }
  });

  it('asks for the amount a fixed coupon takes off, and a card total no lower than the PIX price', () => {
    expect(
      messagesOf({ batches: [], coupons: [{ ...coupon, kind: 'fixed', percent: null }], bumps: [] }),
    ).toEqual([ERRORS.coupon_amount_invalid]);
    expect(messagesOf({ batches: [{ ...batch, cardTotalCents: 40_000 }], coupons: [], bumps: [] })).toEqual([
      ERRORS.batch_card_total_invalid,
    ]);
  });

  it('refuses one offer bumped twice', () => {
    const bump = { offerCode: 'ingresso-imersao', priceCents: 4_700, pitch: 'Leve a imersão junto' };
    expect(messagesOf({ batches: [], coupons: [], bumps: [bump, bump] })).toEqual([ERRORS.bump_duplicate]);
  });
});
