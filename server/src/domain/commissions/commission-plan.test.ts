import { describe, expect, it } from 'vitest';
import type { CommissionTermsReader } from '../ports/commissions.ts';
import { checkoutSplit, commissionAmount, planCommission, readCommissionPlan } from './commission-plan.ts';

const WALLET = '0b763922-aa88-4cbe-a567-e3fe8511fa06';
const lines = [
  { offerCode: 'programa', amountCents: 179_700 },
  { offerCode: 'gravacoes', amountCents: 4_799 },
];

describe('commission amount', () => {
  it('takes the percentage of every item charged, bumps included, rounded down to the cent', () => {
    expect(commissionAmount({ percentBp: 1000, fixedByOffer: {} }, lines, 184_499)).toEqual({
      percentBp: 1000,
      fixedCents: null,
      amountCents: 17_970 + 479,
    });
  });

  it('pays the fixed amount for an offer that has one, the percentage for the rest', () => {
    expect(commissionAmount({ percentBp: 1000, fixedByOffer: { programa: 100_00 } }, lines, 184_499)).toEqual(
      {
        percentBp: 1000,
        fixedCents: 100_00,
        amountCents: 100_00 + 479,
      },
    );
    expect(commissionAmount({ percentBp: null, fixedByOffer: { programa: 100_00 } }, lines, 184_499)).toEqual(
      {
        percentBp: null,
        fixedCents: 100_00,
        amountCents: 100_00,
      },
    );
  });

  it('never pays more than the charge, and nothing without terms', () => {
    expect(
      commissionAmount({ percentBp: null, fixedByOffer: { programa: 999_999 } }, lines, 184_499)?.amountCents,
    ).toBe(184_499);
    expect(commissionAmount({ percentBp: null, fixedByOffer: {} }, lines, 184_499)).toBeUndefined();
    expect(commissionAmount({ percentBp: 0, fixedByOffer: {} }, lines, 184_499)).toBeUndefined();
  });
});

describe('commission plan', () => {
  const store = (walletId: string | null): CommissionTermsReader => ({
    leadPartnerCode: async (leadId) => (leadId === 'lead-da-ana' ? 'ana' : null),
    partnerCommissionTerms: async (code) =>
      code === 'ana' ? { code, percentBp: 1000, fixedByOffer: {}, walletId } : undefined,
  });
  const input = { lines, totalCents: 184_499, splittable: true };

  it("credits the lead's first touch over the page the checkout was opened on", async () => {
    const planned = await planCommission(store(WALLET), {
      ...input,
      leadId: 'lead-da-ana',
      checkoutPartner: 'bia',
    });
    expect(planned?.plan).toMatchObject({
      partnerCode: 'ana',
      amountCents: 18_449,
      split: true,
      reason: null,
    });
    expect(planned?.split).toEqual({ walletId: WALLET, fixedValueCents: 18_449 });
    expect(checkoutSplit({ walletId: WALLET, fixedValueCents: 18_449 })).toEqual({
      walletId: WALLET,
      fixedValue: 184.49,
    });
    expect(
      await planCommission(store(WALLET), { ...input, leadId: 'outro', checkoutPartner: 'ana' }),
    ).toBeUndefined();
    expect(
      (await planCommission(store(WALLET), { ...input, leadId: undefined, checkoutPartner: 'ana' }))?.plan
        .partnerCode,
    ).toBe('ana');
  });

  it('sends no split without a wallet or on a card plan, and keeps the commission to be paid by hand', async () => {
    const noWallet = await planCommission(store(null), {
      ...input,
      leadId: undefined,
      checkoutPartner: 'ana',
    });
    expect(noWallet?.split).toBeUndefined();
    expect(noWallet?.plan).toMatchObject({ split: false, reason: 'sem_carteira', amountCents: 18_449 });
    const card = await planCommission(store(WALLET), {
      ...input,
      splittable: false,
      leadId: undefined,
      checkoutPartner: 'ana',
    });
    expect(card?.split).toBeUndefined();
    expect(card?.plan.reason).toBe('parcelado');
    expect(readCommissionPlan(JSON.stringify(card?.plan))).toEqual(card?.plan);
    expect(readCommissionPlan('{')).toBeUndefined();
  });
});
