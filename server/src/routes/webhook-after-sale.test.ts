// What becomes of a paid checkout (Asaas's refund and chargeback events), through the real app on
// both engines: partial refunds keep their amount, chargebacks and their disputes are their own
// states, and a won dispute (awaiting the chargeback's reversal) makes the sale stand again.
import { PROGRAM } from '@funil/core/offers';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, type TestApp, testAppOn } from '@funil/testkit/server/test-server';
import { expect, it } from 'vitest';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';

const TOKEN = 'token-do-webhook';

describeEachEngine('payment webhooks after the sale', (database) => {
  let t: TestApp;
  let leadId: string;
  let leadToken: string;
  let providerId: string;
  let sequence = 0;

  async function paidCheckout(): Promise<void> {
    t = testAppOn(database().db, { payments: { provider: createSandboxProvider(), webhookToken: TOKEN } });
    const lead = await postJson(t.app, '/api/leads', {
      name: 'Ana Souza',
      phone: '5511987654321',
      started_at: 0,
    });
    ({ id: leadId, token: leadToken } = await lead.json());
    const { link } = await (
      await postJson(t.app, '/api/payments/pix', modalCheckoutRequest('pix', leadId, { leadToken }))
    ).json();
    providerId = new URL(link).pathname.split('/').at(-1) ?? '';
  }

  async function send(event: string, payment: Record<string, unknown> = {}): Promise<string> {
    sequence += 1;
    const res = await postJson(
      t.app,
      '/api/webhooks/asaas',
      {
        id: `evt_${sequence}`,
        event,
        payment: { id: 'pay_1', checkoutSession: providerId, billingType: 'PIX', ...payment },
      },
      { 'asaas-access-token': TOKEN },
    );
    expect(res.status).toBe(200);
    return (await res.json()).outcome;
  }

  async function state() {
    const checkout = await database()
      .db.selectFrom('checkouts')
      .select(['status', 'refunded_cents', 'amount_cents'])
      .executeTakeFirstOrThrow();
    const lead = await database()
      .db.selectFrom('leads')
      .select(['trans_status', 'trans_status_code', 'checkout_status', 'has_purchased'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    return { ...checkout, ...lead, has_purchased: Number(lead.has_purchased) };
  }

  const refund = (status: string, value: number) => ({ value, status, dateCreated: '2025-04-02 10:00:00' });

  it('keeps a partial refund as its own state with the amount given back, then a full one', async () => {
    await paidCheckout();
    await send('PAYMENT_RECEIVED');
    expect(await send('PAYMENT_PARTIALLY_REFUNDED', { refunds: [refund('DONE', 500)] })).toBe('applied');
    expect(await state()).toMatchObject({
      status: 'partially_refunded',
      refunded_cents: 50_000,
      trans_status: 'partially_refunded',
      trans_status_code: 'PAYMENT_PARTIALLY_REFUNDED',
      checkout_status: 'partially_refunded',
      has_purchased: 1,
    });
    // Asaas sends the payment's whole refund list each time; a cancelled refund gave nothing back.
    await send('PAYMENT_PARTIALLY_REFUNDED', {
      refunds: [refund('DONE', 500), refund('CANCELLED', 100), refund('DONE', 297.5)],
    });
    expect(await state()).toMatchObject({ status: 'partially_refunded', refunded_cents: 79_750 });

    await send('PAYMENT_REFUNDED');
    expect(await state()).toMatchObject({
      status: 'refunded',
      refunded_cents: PROGRAM.pixPriceCents,
      trans_status: 'refunded',
    });
  });

  it('keeps the largest refunded amount whatever order the refunds arrive in', async () => {
    await paidCheckout();
    await send('PAYMENT_RECEIVED');
    await send('PAYMENT_REFUNDED');
    expect(await send('PAYMENT_PARTIALLY_REFUNDED', { refunds: [refund('DONE', 500)] })).toBe('unchanged');
    expect(await state()).toMatchObject({ status: 'refunded', refunded_cents: PROGRAM.pixPriceCents });
  });

  it('follows a chargeback into its dispute, and back to paid when the dispute is won', async () => {
    await paidCheckout();
    await send('PAYMENT_RECEIVED');
    await send('PAYMENT_CHARGEBACK_REQUESTED', { chargeback: { status: 'REQUESTED' } });
    expect(await state()).toMatchObject({ status: 'chargeback', trans_status: 'chargeback' });
    await send('PAYMENT_CHARGEBACK_DISPUTE', { chargeback: { status: 'IN_DISPUTE' } });
    expect(await state()).toMatchObject({
      status: 'chargeback_dispute',
      trans_status: 'chargeback_dispute',
      checkout_status: 'chargeback_dispute',
    });
    await send('PAYMENT_AWAITING_CHARGEBACK_REVERSAL', { chargeback: { status: 'REVERSED' } });
    expect(await state()).toMatchObject({
      status: 'paid',
      trans_status: 'paid',
      trans_status_code: 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL',
      refunded_cents: 0,
      has_purchased: 1,
    });
  });

  it('returns a reversed chargeback to a partial refund when part had been given back', async () => {
    await paidCheckout();
    await send('PAYMENT_RECEIVED');
    await send('PAYMENT_PARTIALLY_REFUNDED', { refunds: [refund('DONE', 100)] });
    await send('PAYMENT_CHARGEBACK_REQUESTED');
    await send('PAYMENT_AWAITING_CHARGEBACK_REVERSAL');
    expect(await state()).toMatchObject({ status: 'partially_refunded', refunded_cents: 10_000 });
  });

  it('keeps a dispute that arrives before its chargeback until the chargeback comes', async () => {
    await paidCheckout();
    await send('PAYMENT_RECEIVED');
    expect(await send('PAYMENT_CHARGEBACK_DISPUTE')).toBe('deferred');
    expect((await state()).status).toBe('paid');
    expect(await send('PAYMENT_CHARGEBACK_REQUESTED')).toBe('applied');
    expect((await state()).status).toBe('chargeback_dispute');
  });

  it('applies a reversal that waited for a dispute and a chargeback that waited for the payment', async () => {
    await paidCheckout();
    for (const event of [
      'PAYMENT_AWAITING_CHARGEBACK_REVERSAL',
      'PAYMENT_CHARGEBACK_DISPUTE',
      'PAYMENT_CHARGEBACK_REQUESTED',
    ]) {
      expect(await send(event)).toBe('deferred');
    }
    expect(await send('PAYMENT_RECEIVED')).toBe('applied');
    expect(await state()).toMatchObject({
      status: 'paid',
      trans_status_code: 'PAYMENT_AWAITING_CHARGEBACK_REVERSAL',
    });
  });

  it('holds a partial refund that arrives before the payment and applies it with the payment', async () => {
    await paidCheckout();
    expect(await send('PAYMENT_PARTIALLY_REFUNDED', { refunds: [refund('DONE', 200)] })).toBe('deferred');
    expect(await state()).toMatchObject({ status: 'created', refunded_cents: 0, has_purchased: 0 });
    await send('PAYMENT_RECEIVED');
    expect(await state()).toMatchObject({
      status: 'partially_refunded',
      refunded_cents: 20_000,
      has_purchased: 1,
    });
  });
});
