// The PIX charge part of the payment provider contract (issue 30): a charge paid on our own page,
// its code and QR, its cancellation, and the webhooks the provider sends as it is paid, falls
// overdue or is removed, read exactly as the server reads them.

import { PAID_EVENTS, paymentWebhookSchema } from '@funil/core/payment-webhook';
import type { PaymentProvider, PixChargeProviderRequest } from '@funil/server/domain/ports/payments';
import { expect, it } from 'vitest';
import { parseBrCode, pngSize } from '../pix/parse-br-code.ts';

export interface PixChargeHarness {
  /** The buyer pays the charge in their bank app. */
  pay: (chargeId: string) => Promise<void> | void;
  /** The charge's due date passes unpaid. */
  expire: (chargeId: string) => Promise<void> | void;
  /** Every webhook body the provider has sent so far, in order. */
  webhooks: () => unknown[];
  /** The split the provider holds for a charge, in Asaas's words (walletId, fixedValue in reais). */
  receivedSplit: (chargeId: string) => Promise<unknown> | unknown;
  /** The provider pays a paid charge's split to the partner's wallet (issue 31). */
  paySplit: (chargeId: string) => Promise<void> | void;
  /** A paid charge's money goes back to the buyer. */
  refund: (chargeId: string) => Promise<void> | void;
}

/** A partner's Asaas wallet, as its commission's split names it. */
export const CONTRACT_WALLET = '0b763922-aa88-4cbe-a567-e3fe8511fa06';

/** A charge due in half an hour, for a buyer with a valid CPF. */
export const pixChargeRequest = (): PixChargeProviderRequest => ({
  customer: {
    name: 'Bia Rocha',
    email: 'bia@exemplo.com',
    mobilePhone: '11987654321',
    cpfCnpj: '52998224725',
  },
  valueCents: 179_700,
  description: 'IA NA PRÁTICA',
  externalReference: 'PROGRAMAIANAPRATICA_11111111-2222-4333-8444-555555555555',
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
});

const CONTEXT = { origin: 'http://localhost:8787' };

/** The webhooks sent for one charge, each read by the server's own schema. */
function eventsOf(harness: PixChargeHarness, chargeId: string) {
  return harness
    .webhooks()
    .map((body) => paymentWebhookSchema.parse(body))
    .filter((event) => event.payment?.id === chargeId);
}

export function describePixChargeContract(provider: () => PaymentProvider, harness: PixChargeHarness): void {
  it('makes a PIX charge: a BR Code of the amount with a valid CRC, and its QR as a PNG', async () => {
    const charge = await provider().createPixCharge(pixChargeRequest(), CONTEXT);
    expect(charge.id).toMatch(/^pay_\w+$/);
    const code = parseBrCode(charge.payload);
    expect(code.crcValid).toBe(true);
    expect(code.fields).toMatchObject({ '00': '01', '52': '0000', '53': '986', '54': '1797.00', '58': 'BR' });
    expect(code.merchantAccount['00']).toBe('br.gov.bcb.pix');
    expect(code.merchantAccount['01']).toMatch(/\S/);
    expect(code.fields['59']?.length).toBeLessThanOrEqual(25);
    expect(code.fields['60']?.length).toBeLessThanOrEqual(15);
    expect(code.additionalData['05']).toMatch(/^[A-Za-z0-9]{1,25}$|^\*\*\*$/);
    const size = pngSize(charge.encodedImage);
    expect(size?.width).toBeGreaterThan(0);
    expect(size?.height).toBe(size?.width);
  });

  it('gives every charge its own id and code', async () => {
    const first = await provider().createPixCharge(pixChargeRequest(), CONTEXT);
    const second = await provider().createPixCharge(pixChargeRequest(), CONTEXT);
    expect(second.id).not.toBe(first.id);
    expect(second.payload).not.toBe(first.payload);
  });

  it('tells a paid charge with the payment webhooks: its id, PIX, its value and reference, and the buyer', async () => {
    const payments = provider();
    const request = pixChargeRequest();
    const charge = await payments.createPixCharge(request, CONTEXT);
    await harness.pay(charge.id);
    const events = eventsOf(harness, charge.id);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(PAID_EVENTS as readonly string[]).toContain(event.event);
    expect(events.at(-1)).toMatchObject({
      event: 'PAYMENT_RECEIVED',
      payment: { billingType: 'PIX', status: 'RECEIVED', externalReference: request.externalReference },
    });
    const value = (harness.webhooks().at(-1) as { payment: { value: unknown } }).payment.value;
    expect(value).toBe(1797);
    // The webhook names the charge's customer: the buyer as they gave themselves on our page.
    const customerId = events.at(-1)?.payment?.customer ?? '';
    expect(await payments.customer(customerId)).toEqual({
      name: 'Bia Rocha',
      email: 'bia@exemplo.com',
      phone: '11987654321',
    });
    // Paid is final: it can no longer be cancelled, and nothing says it was.
    expect(await payments.cancelPixCharge(charge.id)).toBe(false);
    expect(eventsOf(harness, charge.id).map((event) => event.event)).not.toContain('PAYMENT_DELETED');
  });

  it('tells an unpaid charge past its due date with PAYMENT_OVERDUE, and can still cancel it', async () => {
    const payments = provider();
    const charge = await payments.createPixCharge(pixChargeRequest(), CONTEXT);
    await harness.expire(charge.id);
    expect(eventsOf(harness, charge.id)).toEqual([
      expect.objectContaining({
        event: 'PAYMENT_OVERDUE',
        payment: expect.objectContaining({ status: 'OVERDUE' }),
      }),
    ]);
    expect(await payments.cancelPixCharge(charge.id)).toBe(true);
    expect(eventsOf(harness, charge.id).map((event) => event.event)).toEqual([
      'PAYMENT_OVERDUE',
      'PAYMENT_DELETED',
    ]);
  });

  it('cancels an unpaid charge once, with PAYMENT_DELETED; an unknown charge is not cancelled', async () => {
    const payments = provider();
    const charge = await payments.createPixCharge(pixChargeRequest(), CONTEXT);
    expect(await payments.cancelPixCharge(charge.id)).toBe(true);
    expect(eventsOf(harness, charge.id)).toEqual([expect.objectContaining({ event: 'PAYMENT_DELETED' })]);
    expect(await payments.cancelPixCharge(charge.id)).toBe(false);
    expect(await payments.cancelPixCharge('pay_000000000000000000000000')).toBe(false);
  });

  it('carries a split to a wallet, echoes it on its webhooks and tells when it is paid out and refunded', async () => {
    const payments = provider();
    const request = { ...pixChargeRequest(), split: { walletId: CONTRACT_WALLET, fixedValueCents: 179_70 } };
    const charge = await payments.createPixCharge(request, CONTEXT);
    expect(await harness.receivedSplit(charge.id)).toEqual([
      { walletId: CONTRACT_WALLET, fixedValue: 179.7 },
    ]);
    await harness.pay(charge.id);
    await harness.paySplit(charge.id);
    await harness.refund(charge.id);
    const events = eventsOf(harness, charge.id);
    expect(events.map((event) => event.event).filter((name) => name !== 'PAYMENT_CONFIRMED')).toEqual([
      'PAYMENT_RECEIVED',
      'PAYMENT_SPLIT_DONE',
      'PAYMENT_REFUNDED',
    ]);
    for (const event of events) {
      expect(event.payment?.split).toEqual([expect.objectContaining({ walletId: CONTRACT_WALLET })]);
    }
    const done = events.find((event) => event.event === 'PAYMENT_SPLIT_DONE');
    expect(done?.payment?.split?.[0]?.status).toBe('DONE');
    expect(done?.additionalInfo?.splitId).toBe(done?.payment?.split?.[0]?.id);
    expect(events.at(-1)?.payment?.status).toBe('REFUNDED');
  });

  it('sends no split when none is asked', async () => {
    const charge = await provider().createPixCharge(pixChargeRequest(), CONTEXT);
    expect(await harness.receivedSplit(charge.id)).toBeUndefined();
  });
}
