// POST /api/webhooks/asaas: token, one state change per event id, purchase fields from our own checkout row.
import { PROGRAM } from '@funil/core/offers';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxProvider, type SandboxProvider } from '../providers/payments/sandbox-provider.ts';

const TOKEN = 'token-do-webhook';

let t: TestApp;
let sandbox: SandboxProvider;
let leadId: string;
let leadToken: string;
let checkoutId: string;
let providerId: string;

async function createCheckout(
  method: 'pix' | 'credit-card',
): Promise<{ id: string; providerId: string; link: string }> {
  const res = await postJson(
    t.app,
    `/api/payments/${method}`,
    modalCheckoutRequest(method, leadId, { leadToken }),
  );
  const { link } = await res.json();
  const row = await t.db
    .selectFrom('checkouts')
    .select(['id', 'provider_checkout_id'])
    .where('link', '=', link)
    .executeTakeFirstOrThrow();
  return { id: row.id, providerId: row.provider_checkout_id ?? '', link };
}

function send(body: unknown, token: string | null = TOKEN) {
  return postJson(t.app, '/api/webhooks/asaas', body, token === null ? {} : { 'asaas-access-token': token });
}

const paid = (id = 'evt_1', value = 0.01) => ({
  id,
  event: 'CHECKOUT_PAID',
  dateCreated: '2025-04-01 09:00:00',
  checkout: { id: providerId, status: 'PAID', externalReference: `PROGRAMAIANAPRATICA_${leadId}`, value },
});

const lead = () => t.db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
const snapshot = async () =>
  JSON.stringify(
    await Promise.all([
      t.db.selectFrom('leads').selectAll().execute(),
      t.db.selectFrom('checkouts').selectAll().execute(),
      t.db.selectFrom('provider_events').selectAll().execute(),
    ]),
  );

beforeEach(async () => {
  sandbox = createSandboxProvider();
  t = await startTestServer({ payments: { provider: sandbox, webhookToken: TOKEN } });
  const res = await postJson(t.app, '/api/leads', {
    name: 'Ana Souza',
    phone: '5511987654321',
    started_at: 0,
  });
  ({ id: leadId, token: leadToken } = await res.json());
  ({ id: checkoutId, providerId } = await createCheckout('pix'));
});

describe('POST /api/webhooks/asaas', () => {
  it('makes the lead a customer with its purchase fields on CHECKOUT_PAID, amount from our row', async () => {
    const res = await send(paid('evt_1', 0.01));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'applied' });

    expect(await lead()).toMatchObject({
      has_purchased: 1,
      purchase_date: '2025-04-01T12:00:00.000Z',
      purchase_id: checkoutId,
      payment_provider_transaction_key: providerId,
      plan_name: PROGRAM.name,
      plan_key: 'ia-na-pratica',
      product_key: 'ia-na-pratica',
      trans_installments: 1,
      trans_value: PROGRAM.pixPriceCents,
      trans_status: 'paid',
      trans_status_code: 'CHECKOUT_PAID',
      journey_stage: 'customer',
      conversion_stage: 'payment_approved',
      checkout_status: 'paid',
    });
    const checkout = await t.db.selectFrom('checkouts').selectAll().executeTakeFirstOrThrow();
    expect(checkout).toMatchObject({ status: 'paid', paid_at: '2025-04-01T12:00:00.000Z' });
    const events = await t.db.selectFrom('provider_events').selectAll().execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      provider_event_id: 'evt_1',
      event_type: 'CHECKOUT_PAID',
      checkout_id: checkoutId,
    });
    expect(events[0]?.processed_at).not.toBeNull();
  });

  it('answers a repeated event 200 and changes nothing', async () => {
    await send(paid());
    const before = await snapshot();
    for (let index = 0; index < 4; index += 1) {
      const res = await send(paid());
      expect(res.status).toBe(200);
      expect((await res.json()).outcome).toBe('duplicate');
    }
    expect(await snapshot()).toBe(before);
  });

  it('counts one purchase when PAYMENT_RECEIVED and CHECKOUT_PAID both arrive', async () => {
    await send({
      id: 'evt_pay',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_1', checkoutSession: providerId, billingType: 'PIX', value: 1797 },
    });
    expect((await lead()).payment_provider_transaction_key).toBe('pay_1');
    const res = await send(paid('evt_checkout'));
    expect((await res.json()).outcome).toBe('unchanged');
    expect((await lead()).trans_status_code).toBe('PAYMENT_RECEIVED');
    expect(await t.db.selectFrom('provider_events').selectAll().execute()).toHaveLength(2);
  });

  it('finds the checkout by external reference when the payment does not name it', async () => {
    await send({
      id: 'evt_ref',
      event: 'PAYMENT_CONFIRMED',
      payment: { id: 'pay_2', externalReference: `PROGRAMAIANAPRATICA_${leadId}`, billingType: 'PIX' },
    });
    expect((await lead()).has_purchased).toBe(1);
  });

  it('reads the card installments from the provider plan and the card total from our row', async () => {
    const card = await createCheckout('credit-card');
    const plan = await sandbox.openInstallmentPlan(6);
    await send({
      id: 'evt_card',
      event: 'PAYMENT_CONFIRMED',
      // What Asaas sends: the plan's id, this installment's value, and no count at all.
      payment: {
        id: 'pay_3',
        checkoutSession: card.providerId,
        billingType: 'CREDIT_CARD',
        installment: plan,
        value: 1,
      },
    });
    expect(await lead()).toMatchObject({
      trans_installments: 6,
      trans_value: PROGRAM.cardTotalCents,
      purchase_id: card.id,
    });
    const row = await t.db
      .selectFrom('checkouts')
      .select('installments')
      .where('id', '=', card.id)
      .executeTakeFirst();
    expect(row?.installments).toBe(6);
  });

  it('records a card paid at once as 1x, and no count at all (not 12x) for a plan it cannot read', async () => {
    const once = await createCheckout('credit-card');
    await send({
      id: 'evt_once',
      event: 'PAYMENT_CONFIRMED',
      payment: { id: 'pay_4', checkoutSession: once.providerId, billingType: 'CREDIT_CARD', value: 2080.32 },
    });
    expect((await lead()).trans_installments).toBe(1);

    const unknown = await createCheckout('credit-card');
    await send({
      id: 'evt_unknown_plan',
      event: 'PAYMENT_CONFIRMED',
      payment: {
        id: 'pay_5',
        checkoutSession: unknown.providerId,
        billingType: 'CREDIT_CARD',
        installment: 'ins_x',
      },
    });
    expect(await lead()).toMatchObject({ purchase_id: unknown.id, trans_installments: null });
    expect(t.logs.some((line) => line.msg.startsWith('Parcelamento não lido'))).toBe(true);
  });

  it('fills the installments from a later paid event when the first one had none', async () => {
    const card = await createCheckout('credit-card');
    await send({ id: 'evt_checkout_first', event: 'CHECKOUT_PAID', checkout: { id: card.providerId } });
    expect(await lead()).toMatchObject({ purchase_id: card.id, trans_installments: null });
    const plan = await sandbox.openInstallmentPlan(4);
    const res = await send({
      id: 'evt_payment_later',
      event: 'PAYMENT_CONFIRMED',
      payment: {
        id: 'pay_6',
        checkoutSession: card.providerId,
        billingType: 'CREDIT_CARD',
        installment: plan,
      },
    });
    expect((await res.json()).outcome).toBe('unchanged');
    expect((await lead()).trans_installments).toBe(4);
  });

  it('refuses a missing or wrong token with 401 and changes nothing', async () => {
    const before = await snapshot();
    for (const token of [null, '', 'token-errado', TOKEN.toUpperCase(), `${TOKEN}x`]) {
      const res = await send(paid(`evt_${token}`), token);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('webhook_unauthorized');
    }
    expect(await snapshot()).toBe(before);
  });

  // Issue 14, reproduction 10: an authenticated body that failed validation got 400, and Asaas
  // pauses the whole webhook queue after 15 failures in a row.
  it('answers 200 to an authenticated body it cannot read, keeps it for staff and changes nothing else', async () => {
    const before = JSON.stringify([await lead(), await t.db.selectFrom('checkouts').selectAll().execute()]);
    const bodies = ['{"id":', { event: 'CHECKOUT_PAID' }, { id: 'evt_sem_tipo' }, [1, 2], 'null'];
    for (const body of bodies) {
      const res = await send(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, outcome: 'invalid_body' });
    }
    const kept = await t.db
      .selectFrom('provider_events')
      .select(['provider_event_id', 'event_type', 'payload', 'problem', 'checkout_id', 'processed_at'])
      .orderBy('received_at')
      .execute();
    expect(kept).toHaveLength(bodies.length);
    expect(kept.every((row) => row.problem === 'invalid_body' && row.checkout_id === null)).toBe(true);
    expect(kept.every((row) => row.provider_event_id.startsWith('invalid_'))).toBe(true);
    expect(kept.map((row) => row.payload)).toContain('{"id":');
    expect(kept.map((row) => row.event_type).sort()).toEqual([
      'CHECKOUT_PAID',
      'UNKNOWN',
      'UNKNOWN',
      'UNKNOWN',
      'UNKNOWN',
    ]);
    expect(JSON.stringify([await lead(), await t.db.selectFrom('checkouts').selectAll().execute()])).toBe(
      before,
    );
    expect(t.logs.some((line) => line.msg.includes('corpo inválido'))).toBe(true);
    // The same event id, readable this time, is still applied.
    expect(await (await send({ ...paid('evt_sem_tipo'), id: 'evt_sem_tipo' })).json()).toMatchObject({
      outcome: 'applied',
    });
  });

  it('still refuses an unauthenticated body it cannot read with 401 and keeps nothing', async () => {
    const res = await send('{"id":', 'token-errado');
    expect(res.status).toBe(401);
    expect(await t.db.selectFrom('provider_events').selectAll().execute()).toEqual([]);
  });

  it('keeps an event for a checkout it does not know for staff and answers 200', async () => {
    const res = await send({ id: 'evt_x', event: 'CHECKOUT_PAID', checkout: { id: 'chk_desconhecido' } });
    expect(res.status).toBe(200);
    expect((await res.json()).outcome).toBe('unknown_checkout');
    expect((await lead()).has_purchased).toBe(0);
    expect(await t.db.selectFrom('provider_events').select(['problem', 'checkout_id']).execute()).toEqual([
      { problem: 'unknown_checkout', checkout_id: null },
    ]);
  });

  // Issue 14, reproduction 9: a payment event with only the externalReference matched the lead's
  // newest checkout, so one PIX payment produced two purchases.
  it('makes one purchase of one payment whose later event carries only the externalReference', async () => {
    const card = await createCheckout('credit-card');
    const reference = `PROGRAMAIANAPRATICA_${leadId}`;
    const first = await send({
      id: 'evt_pix_1',
      event: 'PAYMENT_RECEIVED',
      payment: {
        id: 'pay_pix',
        checkoutSession: providerId,
        billingType: 'PIX',
        externalReference: reference,
      },
    });
    expect((await first.json()).outcome).toBe('applied');
    const again = await send({
      id: 'evt_pix_2',
      event: 'PAYMENT_CONFIRMED',
      payment: { id: 'pay_pix', billingType: 'PIX', externalReference: reference },
    });
    expect((await again.json()).outcome).toBe('unchanged');

    const statuses = await t.db.selectFrom('checkouts').select(['id', 'status']).orderBy('id').execute();
    expect(statuses).toEqual(
      [
        { id: checkoutId, status: 'paid' },
        { id: card.id, status: 'created' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await lead()).toMatchObject({ purchase_id: checkoutId, trans_value: PROGRAM.pixPriceCents });
    const purchases = await t.db
      .selectFrom('tracking_events')
      .select('event_id')
      .where('event_name', '=', 'Purchase')
      .execute();
    expect(purchases).toEqual([{ event_id: `Purchase_${checkoutId}` }]);
  });

  it('keeps an event whose only clue names several checkouts for staff, applying it to none', async () => {
    await createCheckout('credit-card');
    const before = await snapshot();
    const res = await send({
      id: 'evt_ambiguo',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_novo', billingType: 'PIX', externalReference: `PROGRAMAIANAPRATICA_${leadId}` },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).outcome).toBe('ambiguous_reference');
    const kept = await t.db
      .selectFrom('provider_events')
      .select(['problem', 'checkout_id', 'provider_payment_id'])
      .where('provider_event_id', '=', 'evt_ambiguo')
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({
      problem: 'ambiguous_reference',
      checkout_id: null,
      provider_payment_id: 'pay_novo',
    });
    expect(JSON.parse(await snapshot())[0]).toEqual(JSON.parse(before)[0]);
    expect(JSON.parse(await snapshot())[1]).toEqual(JSON.parse(before)[1]);
    expect((await lead()).has_purchased).toBe(0);
  });

  it('takes the externalReference when it names exactly one checkout that reached the provider', async () => {
    const res = await send({
      id: 'evt_ref',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_ref', billingType: 'PIX', externalReference: `PROGRAMAIANAPRATICA_${leadId}` },
    });
    expect((await res.json()).outcome).toBe('applied');
    expect((await lead()).purchase_id).toBe(checkoutId);
  });

  it('records an event it does not act on without changing the checkout or the lead', async () => {
    const res = await send({
      id: 'evt_created',
      event: 'PAYMENT_CREATED',
      payment: { id: 'pay_0', checkoutSession: providerId },
    });
    expect((await res.json()).outcome).toBe('ignored');
    expect((await t.db.selectFrom('checkouts').select('status').executeTakeFirstOrThrow()).status).toBe(
      'created',
    );
    expect((await lead()).checkout_status).toBe('created');
  });

  it('marks an expired checkout abandoned on the lead', async () => {
    await send({ id: 'evt_exp', event: 'CHECKOUT_EXPIRED', checkout: { id: providerId } });
    const stored = await lead();
    expect(stored.checkout_status).toBe('expired');
    expect(stored.checkout_abandoned_at).toBe('2025-04-01T12:00:00.000Z');
    expect(stored.has_purchased).toBe(0);
  });

  it('does not let an older checkout expiring undo a purchase', async () => {
    const card = await createCheckout('credit-card');
    await send({ id: 'evt_paid', event: 'CHECKOUT_PAID', checkout: { id: card.providerId } });
    await send({ id: 'evt_old', event: 'CHECKOUT_EXPIRED', checkout: { id: providerId } });
    expect(await lead()).toMatchObject({
      checkout_status: 'paid',
      has_purchased: 1,
      checkout_abandoned_at: null,
    });
  });

  it('records a refund and a chargeback on the checkout and the lead', async () => {
    await send(paid());
    await send({
      id: 'evt_ref',
      event: 'PAYMENT_REFUNDED',
      payment: { id: 'pay_9', checkoutSession: providerId },
    });
    expect(await lead()).toMatchObject({
      trans_status: 'refunded',
      trans_status_code: 'PAYMENT_REFUNDED',
      has_purchased: 1,
    });
    expect((await t.db.selectFrom('checkouts').select('status').executeTakeFirstOrThrow()).status).toBe(
      'refunded',
    );
    await send({
      id: 'evt_cb',
      event: 'PAYMENT_CHARGEBACK_REQUESTED',
      payment: { id: 'pay_9', checkoutSession: providerId },
    });
    expect((await lead()).trans_status).toBe('chargeback');
  });

  it('keeps a refund that arrives before the payment and applies it when the payment comes', async () => {
    const refund = {
      id: 'evt_ref',
      event: 'PAYMENT_REFUNDED',
      payment: { id: 'pay_9', checkoutSession: providerId },
    };
    expect((await (await send(refund)).json()).outcome).toBe('deferred');
    expect((await lead()).has_purchased).toBe(0);

    expect((await (await send(paid())).json()).outcome).toBe('applied');
    expect(await lead()).toMatchObject({
      has_purchased: 1,
      trans_status: 'refunded',
      checkout_status: 'refunded',
    });
    expect((await t.db.selectFrom('checkouts').select('status').executeTakeFirstOrThrow()).status).toBe(
      'refunded',
    );
    const unprocessed = await t.db
      .selectFrom('provider_events')
      .select('id')
      .where('processed_at', 'is', null)
      .execute();
    expect(unprocessed).toEqual([]);
  });
});

describe('POST /api/webhooks/asaas for a PIX charge made on our own page (issue 30)', () => {
  const CHARGE = 'pay_0123456789abcdef01234567';
  /** The charge's checkout keeps the payment's id as its provider id; no externalReference helps. */
  const chargeEvent = (id: string, event: string, status: string) =>
    send({ id, event, payment: { id: CHARGE, billingType: 'PIX', status, value: 1797 } });
  const status = async () =>
    (
      await t.db
        .selectFrom('checkouts')
        .select('status')
        .where('id', '=', checkoutId)
        .executeTakeFirstOrThrow()
    ).status;

  beforeEach(async () => {
    await t.db
      .updateTable('checkouts')
      .set({ provider_checkout_id: CHARGE })
      .where('id', '=', checkoutId)
      .execute();
  });

  it('pays the checkout whose provider id is the payment', async () => {
    expect((await (await chargeEvent('evt_r', 'PAYMENT_RECEIVED', 'RECEIVED')).json()).outcome).toBe(
      'applied',
    );
    expect(await status()).toBe('paid');
    expect((await lead()).payment_provider_transaction_key).toBe(CHARGE);
  });

  it('expires an open charge on PAYMENT_OVERDUE and cancels one on PAYMENT_DELETED', async () => {
    expect((await (await chargeEvent('evt_o', 'PAYMENT_OVERDUE', 'OVERDUE')).json()).outcome).toBe('applied');
    expect(await status()).toBe('expired');
    expect((await lead()).checkout_status).toBe('expired');

    await t.db.updateTable('checkouts').set({ status: 'pending' }).where('id', '=', checkoutId).execute();
    expect((await (await chargeEvent('evt_d', 'PAYMENT_DELETED', 'PENDING')).json()).outcome).toBe('applied');
    expect(await status()).toBe('canceled');
  });

  it('never moves a paid charge back when it is later reported overdue or removed', async () => {
    await chargeEvent('evt_r', 'PAYMENT_RECEIVED', 'RECEIVED');
    for (const [id, event] of [
      ['evt_o', 'PAYMENT_OVERDUE'],
      ['evt_d', 'PAYMENT_DELETED'],
    ] as const) {
      expect((await (await chargeEvent(id, event, 'RECEIVED')).json()).outcome).toBe('unchanged');
    }
    expect(await status()).toBe('paid');
    expect(await lead()).toMatchObject({ has_purchased: 1, checkout_status: 'paid' });
  });
});
