// The pure rules of what a provider event does: states, refunded amounts and installments.
import { readFileSync } from 'node:fs';
import {
  HANDLED_EVENTS,
  isSplitEvent,
  type PaymentWebhookEvent,
  SPLIT_EVENTS,
} from '@funil/core/payment-webhook';
import { describe, expect, it } from 'vitest';
import type { StoredCheckout } from './ports/checkouts.ts';
import { installmentsOf, refundedCentsOf, settledStatus, transitionFor } from './purchase-changes.ts';

const checkout = (changes: Partial<StoredCheckout> = {}): StoredCheckout => ({
  id: 'c1',
  lead_id: null,
  offer_code: 'ia-na-pratica',
  offer_name: 'IA NA PRÁTICA',
  method: 'credit-card',
  amount_cents: 208_032,
  currency: 'BRL',
  max_installments: 12,
  provider_checkout_id: 'chk_1',
  link: null,
  status: 'paid',
  refunded_cents: 0,
  ...changes,
});

const event = (name: string, payment?: NonNullable<PaymentWebhookEvent['payment']>): PaymentWebhookEvent => ({
  id: 'evt',
  event: name,
  ...(payment ? { payment } : {}),
});

describe('transitionFor', () => {
  it('knows every event the README lists, and nothing else moves a checkout', () => {
    // The split events move the partner's commission, never the checkout (domain/commissions/).
    for (const name of HANDLED_EVENTS.filter((event) => !isSplitEvent(event))) {
      expect(transitionFor(name), name).toBeDefined();
    }
    for (const name of SPLIT_EVENTS) expect(transitionFor(name), name).toBeUndefined();
    for (const name of [
      'PAYMENT_CREATED',
      'PAYMENT_UPDATED',
      'PAYMENT_REFUND_IN_PROGRESS',
      'CHECKOUT_CREATED',
    ]) {
      expect(transitionFor(name), name).toBeUndefined();
    }
  });

  it("is what the README's payment section tells staff to subscribe to, event by event", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const payments = readme.slice(
      readme.indexOf('## Payments'),
      readme.indexOf('\n## ', readme.indexOf('## Payments') + 1),
    );
    const listed = new Set(
      payments.match(/`(?:CHECKOUT|PAYMENT)_[A-Z_]+`/g)?.map((name) => name.slice(1, -1)),
    );
    expect([...listed].sort()).toEqual([...HANDLED_EVENTS].sort());
  });

  it('gives partial refunds and chargeback disputes their own states', () => {
    expect(transitionFor('PAYMENT_PARTIALLY_REFUNDED')?.to).toBe('partially_refunded');
    expect(transitionFor('PAYMENT_CHARGEBACK_DISPUTE')?.to).toBe('chargeback_dispute');
    expect(transitionFor('PAYMENT_AWAITING_CHARGEBACK_REVERSAL')).toMatchObject({
      to: 'settled',
      from: ['chargeback', 'chargeback_dispute'],
    });
  });
});

describe('settledStatus', () => {
  it('is paid, partly refunded or refunded by the amount given back', () => {
    expect(settledStatus({ amount_cents: 1_000, refunded_cents: 0 })).toBe('paid');
    expect(settledStatus({ amount_cents: 1_000, refunded_cents: 1 })).toBe('partially_refunded');
    expect(settledStatus({ amount_cents: 1_000, refunded_cents: 1_000 })).toBe('refunded');
  });
});

describe('refundedCentsOf', () => {
  it('counts the whole amount for a refund and the refunds not cancelled for a partial one, capped', () => {
    expect(refundedCentsOf(event('PAYMENT_REFUNDED'), checkout())).toBe(208_032);
    const partial = (refunds: { value: number; status: string }[]) =>
      refundedCentsOf(event('PAYMENT_PARTIALLY_REFUNDED', { id: 'p', refunds }), checkout());
    expect(
      partial([
        { value: 100.1, status: 'DONE' },
        { value: 0.2, status: 'PENDING' },
      ]),
    ).toBe(10_030);
    expect(partial([{ value: 100, status: 'CANCELLED' }])).toBe(0);
    expect(partial([{ value: 5_000, status: 'DONE' }])).toBe(208_032);
    expect(refundedCentsOf(event('PAYMENT_PARTIALLY_REFUNDED', { id: 'p' }), checkout())).toBeUndefined();
    expect(refundedCentsOf(event('PAYMENT_RECEIVED'), checkout())).toBeUndefined();
  });
});

describe('installmentsOf', () => {
  it('is 1 for PIX and a card paid at once, the plan count for a split card, never a guess', () => {
    expect(installmentsOf(checkout({ method: 'pix' }), event('CHECKOUT_PAID'), undefined)).toBe(1);
    expect(
      installmentsOf(
        checkout({ method: 'multi' }),
        event('PAYMENT_RECEIVED', { id: 'p', billingType: 'PIX' }),
        5,
      ),
    ).toBe(1);
    const card = (installment?: string) =>
      event('PAYMENT_CONFIRMED', {
        id: 'p',
        billingType: 'CREDIT_CARD',
        ...(installment ? { installment } : {}),
      });
    expect(installmentsOf(checkout(), card(), undefined)).toBe(1);
    expect(installmentsOf(checkout(), card('ins_1'), 3)).toBe(3);
    // The plan unread, or a count we never offered: unknown, not 12x.
    expect(installmentsOf(checkout(), card('ins_1'), undefined)).toBeNull();
    expect(installmentsOf(checkout(), card('ins_1'), 13)).toBeNull();
    // A card checkout paid before its payment event said anything: not known yet.
    expect(installmentsOf(checkout(), event('CHECKOUT_PAID'), undefined)).toBeNull();
  });
});
