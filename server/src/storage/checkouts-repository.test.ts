// The checkouts repository and the webhook use case on both engines, concurrent deliveries included.

import { describeEachEngine } from '@funil/testkit/server/test-databases';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { applyPaymentWebhook } from '../domain/payment-webhook.ts';
import { createCheckoutsRepository, webhookScope } from './checkouts-repository.ts';
import type { Database } from './schema.ts';
import { PROGRAM_OFFER_CODE } from './seed.ts';

const TIME = '2025-04-01T12:00:00.000Z';
const LEAD = '11111111-2222-4333-8444-555555555555';
const logger = pino({ level: 'silent' });
const now = () => new Date(TIME);

async function prepare(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('leads')
    .values({ id: LEAD, name: 'Ana', phone: '5511987654321', created_at: TIME, updated_at: TIME })
    .execute();
  const repository = createCheckoutsRepository(db);
  await repository.insertCheckout({
    id: 'c1',
    lead_id: LEAD,
    offer_code: PROGRAM_OFFER_CODE,
    method: 'pix',
    amount_cents: 179_700,
    max_installments: 1,
    provider: 'sandbox',
    external_reference: `PROGRAMAIANAPRATICA_${LEAD}`,
    expires_at: TIME,
    status: 'pending',
    created_at: TIME,
    updated_at: TIME,
  });
  await repository.checkoutCreated('c1', {
    provider_checkout_id: 'sbx_1',
    link: 'http://x/sbx_1',
    updated_at: TIME,
  });
  await repository.updateLeadCheckout(LEAD, {
    checkout_status: 'created',
    checkout_url: 'http://x/sbx_1',
    checkout_updated_at: TIME,
    updated_at: TIME,
  });
}

const paid = (id: string, event = 'CHECKOUT_PAID') => ({ id, event, checkout: { id: 'sbx_1' } });

describeEachEngine('checkouts repository', (database) => {
  it('reads the active offer and the lead a checkout needs', async () => {
    const { db } = database();
    await prepare(db);
    const repository = createCheckoutsRepository(db);
    expect(await repository.findOffer(PROGRAM_OFFER_CODE)).toMatchObject({
      pix_price_cents: 179_700,
      max_installments: 12,
    });
    await db
      .insertInto('lead_claims')
      .values({
        id: 'claim-1',
        lead_id: LEAD,
        name: 'Outra',
        conversion_stage: 'new_lead',
        created_at: TIME,
        updated_at: TIME,
      })
      .execute();
    await db
      .insertInto('lead_capabilities')
      .values([
        { token_hash: 'own', lead_id: LEAD, claim_id: null, request_key_hash: null, created_at: TIME },
        {
          token_hash: 'claimed',
          lead_id: LEAD,
          claim_id: 'claim-1',
          request_key_hash: null,
          created_at: TIME,
        },
      ])
      .execute();
    expect(await repository.findLead(LEAD, 'own')).toEqual({
      id: LEAD,
      name: 'Ana',
      phone: '5511987654321',
      email: '',
    });
    // Only the lead's own capability buys in its name: not a claim's, not a wrong one.
    expect(await repository.findLead(LEAD, 'claimed')).toBeUndefined();
    expect(await repository.findLead(LEAD, 'wrong')).toBeUndefined();
    expect(await repository.findCheckoutsByReference(`PROGRAMAIANAPRATICA_${LEAD}`, 2)).toEqual([
      expect.objectContaining({ id: 'c1', offer_name: 'IA NA PRÁTICA', status: 'created' }),
    ]);
  });

  it('applies a purchase once, however often the event is delivered', async () => {
    const { db } = database();
    await prepare(db);
    const deps = { scope: webhookScope(db), logger, now };
    const outcomes = [];
    for (let index = 0; index < 5; index += 1)
      outcomes.push(await applyPaymentWebhook(deps, paid('evt_1'), '{}'));
    expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const lead = await db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      journey_stage: 'customer',
      conversion_stage: 'payment_approved',
      trans_value: 179_700,
    });
    expect([true, 1]).toContain(lead.has_purchased);
    expect(await db.selectFrom('provider_events').selectAll().execute()).toHaveLength(1);
  });

  it('marks a visit only on a created checkout of a lead that has not bought', async () => {
    const { db } = database();
    await prepare(db);
    const repository = createCheckoutsRepository(db);
    await repository.markVisited('sbx_1', '2025-04-01T12:05:00.000Z');
    const lead = await db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      checkout_status: 'visited',
      checkout_visited_at: '2025-04-01T12:05:00.000Z',
    });
    expect(
      await db.selectFrom('checkouts').select(['status', 'visited_at']).executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'visited',
      visited_at: '2025-04-01T12:05:00.000Z',
    });
  });

  it('gives one state change to concurrent deliveries from several processes', async () => {
    const t = database();
    await prepare(t.db);
    // Two pools on PostgreSQL, as two server processes would have; SQLite has one connection.
    const pools = t.engine === 'postgres' ? [t.db, t.openAnother(), t.openAnother()] : [t.db];
    const deliveries = Array.from({ length: 6 }, (_, index) => {
      const db = pools[index % pools.length] as Kysely<Database>;
      // The same event five times, and the payment event that means the same purchase.
      const event = index === 5 ? paid('evt_pay', 'PAYMENT_RECEIVED') : paid('evt_1');
      return applyPaymentWebhook({ scope: webhookScope(db), logger, now }, event, '{}');
    });
    const outcomes = await Promise.all(deliveries);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(4);
    const events = await t.db.selectFrom('provider_events').select('provider_event_id').execute();
    expect(events.map((e) => e.provider_event_id).sort()).toEqual(['evt_1', 'evt_pay']);
    expect((await t.db.selectFrom('checkouts').select('status').executeTakeFirstOrThrow()).status).toBe(
      'paid',
    );
  });
});
