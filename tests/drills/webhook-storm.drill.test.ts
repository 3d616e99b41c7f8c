// Webhook storm drill: one payment webhook delivered 100 times at once changes state once, and
// any delivery order of a checkout's events ends where the provider's own order ends.
import { buildCheckoutRequest } from '@funil/core/checkout-request';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson } from '@funil/testkit/server/test-server';
import type { Hono } from 'hono';
import { expect, it } from 'vitest';
import { drillApp, WEBHOOK_TOKEN } from './drill-app.ts';

const STORM = 100;

let phoneSequence = 0;

async function leadWithCheckout(app: Hono): Promise<{ leadId: string; providerId: string }> {
  phoneSequence += 1;
  const lead = await postJson(app, '/api/leads', {
    name: 'Compradora do Ensaio',
    phone: `55319${String(10_000_000 + phoneSequence).slice(-8)}`,
    started_at: 0,
  });
  // The lead's own browser buys: it holds the secret the save answered (decision 0019).
  const { id: leadId, token: leadToken } = (await lead.json()) as { id: string; token: string };
  const checkout = await postJson(
    app,
    '/api/payments/pix',
    buildCheckoutRequest('pix', {
      leadId,
      leadToken,
      siteOrigin: 'http://localhost',
      currentUrl: 'http://localhost/ianapratica',
      // A price the server ignores: it charges the launch settings'.
      program: { pixPriceCents: 100, cardTotalCents: 100, cardInstallments: 12 },
    }),
  );
  if (checkout.status !== 200) throw new Error(`checkout respondeu ${checkout.status}`);
  const { link } = (await checkout.json()) as { link: string };
  // The sandbox's link ends with the provider's checkout id.
  const providerId = new URL(link).pathname.split('/').at(-1) ?? '';
  return { leadId, providerId };
}

const paymentEvent = (id: string, event: string, providerId: string) => ({
  id,
  event,
  payment: { id: `pay_${providerId}`, checkoutSession: providerId, billingType: 'PIX' },
});

async function deliver(app: Hono, event: unknown): Promise<string> {
  const res = await postJson(app, '/api/webhooks/asaas', event, { 'asaas-access-token': WEBHOOK_TOKEN });
  if (res.status !== 200) throw new Error(`webhook respondeu ${res.status}`);
  return ((await res.json()) as { outcome: string }).outcome;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describeEachEngine('webhook storm drill', (database) => {
  /** What the purchase looks like to the business: the checkout and the lead's purchase fields. */
  async function purchaseState(leadId: string) {
    const { db } = database();
    const checkout = await db
      .selectFrom('checkouts')
      .select(['id', 'status', 'refunded_cents'])
      .where('lead_id', '=', leadId)
      .executeTakeFirstOrThrow();
    const lead = await db
      .selectFrom('leads')
      .select([
        'has_purchased',
        'purchase_id',
        'journey_stage',
        'conversion_stage',
        'trans_status',
        'trans_value',
        'checkout_status',
      ])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    return {
      checkout: checkout.status,
      refunded_cents: Number(checkout.refunded_cents),
      ...lead,
      has_purchased: Number(lead.has_purchased),
      purchase_id: lead.purchase_id === checkout.id,
    };
  }

  it(`applies the same webhook once when it arrives ${STORM} times at once`, async () => {
    const app = drillApp(database().db);
    const { leadId, providerId } = await leadWithCheckout(app);
    const event = paymentEvent('evt_storm', 'PAYMENT_RECEIVED', providerId);

    const outcomes = await Promise.all(Array.from({ length: STORM }, () => deliver(app, event)));

    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(STORM - 1);
    const logged = await database().db.selectFrom('provider_events').select('provider_event_id').execute();
    expect(logged).toEqual([{ provider_event_id: 'evt_storm' }]);
    expect(await purchaseState(leadId)).toMatchObject({
      checkout: 'paid',
      has_purchased: 1,
      purchase_id: true,
    });
  });

  it(`changes state once when ${STORM} different "paid" events arrive at once`, async () => {
    const app = drillApp(database().db);
    const { leadId, providerId } = await leadWithCheckout(app);
    const kinds = ['CHECKOUT_PAID', 'PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'];

    const outcomes = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        deliver(app, paymentEvent(`evt_paid_${i}`, kinds[i % 3] ?? '', providerId)),
      ),
    );

    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'unchanged')).toHaveLength(STORM - 1);
    expect(await purchaseState(leadId)).toMatchObject({ checkout: 'paid', has_purchased: 1 });
  });

  for (const journey of [
    ['PAYMENT_CREATED', 'PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED', 'PAYMENT_REFUNDED'],
    ['PAYMENT_CREATED', 'PAYMENT_CONFIRMED', 'PAYMENT_REFUNDED', 'PAYMENT_CHARGEBACK_REQUESTED'],
    ['PAYMENT_CONFIRMED', 'PAYMENT_PARTIALLY_REFUNDED', 'PAYMENT_REFUNDED'],
    [
      'PAYMENT_CONFIRMED',
      'PAYMENT_CHARGEBACK_REQUESTED',
      'PAYMENT_CHARGEBACK_DISPUTE',
      'PAYMENT_AWAITING_CHARGEBACK_REVERSAL',
    ],
  ]) {
    it(`ends every delivery order of ${journey.join(' → ')} in the in-order state`, async () => {
      const app = drillApp(database().db);
      const states: string[] = [];
      for (const order of permutations(journey)) {
        const { leadId, providerId } = await leadWithCheckout(app);
        for (const kind of order)
          await deliver(app, paymentEvent(`evt_${providerId}_${kind}`, kind, providerId));
        states.push(JSON.stringify(await purchaseState(leadId)));
      }
      const inOrder = states[0];
      expect(JSON.parse(inOrder ?? '{}')).toMatchObject({ has_purchased: 1, purchase_id: true });
      expect(states.filter((state) => state !== inOrder)).toEqual([]);
    });
  }
});
