// Issue 27, reproduction 2: an erased person must be nowhere. A lead is saved through every path the
// product has (testkit/src/fixtures/lead-everywhere.ts), erased through the staff API, and then every cell of
// every table the engine's catalogue lists is searched for the person: a table added later is
// searched too, without anyone remembering to list it.

import {
  BYSTANDER,
  conversationOf,
  type EverywhereApp,
  everywhereApp,
  type Footprint,
  laterRefund,
  leaveFootprint,
  needlesOf,
  ZULEICA,
} from '@funil/testkit/fixtures/lead-everywhere';
import { cellsHolding, type Needle, type Trace } from '@funil/testkit/server/schema-cells';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { sha256 } from '../../domain/conversions-user-data.ts';
import { ANONYMIZED_NAME } from '../../domain/lead-erasure.ts';

/**
 * What decision 0012 keeps by law after an erasure, as `table.column`: the sales (checkouts that
 * were paid) and their provider webhooks, for the tax records (CTN arts. 173 and 195). The law
 * needs that a sale of an amount, by a method, on a date happened, not who bought: none of these
 * may hold the person's name, phone or e-mail, so nothing is allowed for those needles. Entries
 * here would name a column and the needle labels it may still hold, with the reason.
 */
const KEPT_BY_LAW: Record<string, readonly string[]> = {};

const allowed = (trace: Trace) =>
  KEPT_BY_LAW[`${trace.table}.${trace.column}`]?.includes(trace.label) ?? false;

/** Where each needle still is, as `table.column: label` lines, so a failure names the spot. */
async function tracesOf(t: EverywhereApp, needles: Needle[]): Promise<string[]> {
  const traces = await cellsHolding(t.db, needles);
  return [
    ...new Set(traces.filter((trace) => !allowed(trace)).map((t) => `${t.table}.${t.column}: ${t.label}`)),
  ].sort();
}

/** Each test drives the whole product over HTTP: a few seconds of work, more on a busy machine. */
const WHOLE_PRODUCT_MS = 60_000;

const tablesOf = (lines: string[]) => [...new Set(lines.map((line) => line.split('.')[0]))].sort();

describeEachEngine('LGPD erasure finds the person everywhere', (database) => {
  async function seed() {
    const t = await everywhereApp(database().db);
    const other = await leaveFootprint(t, BYSTANDER);
    const footprint = await leaveFootprint(t, ZULEICA);
    const before = await tracesOf(t, needlesOf(ZULEICA));
    // The paths above did leave the person in these stores (else the test below proves nothing).
    expect(tablesOf(before)).toEqual(
      expect.arrayContaining([
        'behaviour_daily',
        'behaviour_entries',
        'event_registrations',
        'instagram_profiles',
        'lead_claims',
        'lead_interactions',
        'lead_visits',
        'leads',
        'onboarding_checklists',
        'outbound_events',
        'provider_events',
        'sandbox_pix_charges',
        'sandbox_sessions',
        'sandbox_whatsapp_messages',
        'tracking_events',
        'whatsapp_messages',
      ]),
    );
    // The producer's webhooks were about to tell of both: a delivery pending, a failed try each.
    const deliveries = await pendingDeliveries(t, footprint.leadId);
    const bystanderDeliveries = await pendingDeliveries(t, other.leadId);
    expect(deliveries.length).toBeGreaterThanOrEqual(3);
    return {
      t,
      footprint,
      other,
      bystanderBefore: await tracesOf(t, needlesOf(BYSTANDER)),
      deliveries,
      bystanderDeliveries,
    };
  }

  /** One pending delivery, with one failed attempt, of each of the lead's outbound events. */
  async function pendingDeliveries(t: EverywhereApp, leadId: string): Promise<string[]> {
    const time = new Date().toISOString();
    const events = await t.db
      .selectFrom('outbound_events')
      .select('id')
      .where('lead_id', '=', leadId)
      .execute();
    for (const event of events) {
      const id = `dlv_${event.id}`;
      await t.db
        .insertInto('webhook_deliveries')
        .values({
          id,
          endpoint_id: 'ep_producer',
          event_id: event.id,
          status: 'pending',
          next_attempt_at: time,
          created_at: time,
          updated_at: time,
        })
        .execute();
      await t.db
        .insertInto('webhook_attempts')
        .values({
          id: `att_${event.id}`,
          delivery_id: id,
          attempt: 1,
          started_at: time,
          duration_ms: 5,
          status_code: 500,
        })
        .execute();
    }
    return events.map((event) => `dlv_${event.id}`);
  }

  /** Which of these deliveries, and attempts of them, are still there. */
  async function deliveriesLeft(t: EverywhereApp, ids: string[]) {
    const deliveries = await t.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    const attempts = await t.db
      .selectFrom('webhook_attempts')
      .select('id')
      .where('delivery_id', 'in', ids)
      .execute();
    return { deliveries: deliveries.length, attempts: attempts.length };
  }

  /** What staff and the buyer's own link still show of the person. */
  async function pagesAfter(t: EverywhereApp, footprint: Footprint) {
    const paid = await t.app.request(footprint.paidLink);
    const checkout = await t.app.request(footprint.abandonedLink);
    const list = await (await t.app.request('/sandbox/whatsapp', { headers: { cookie: t.admin } })).text();
    const conversation = await t.app.request(footprint.conversationPath, { headers: { cookie: t.admin } });
    const name = ZULEICA.name.split(' ')[0] as string;
    return {
      paid: paid.status,
      checkout: checkout.status,
      checkoutShowsName: (await checkout.text()).includes(name),
      listShowsPerson: list.includes(name) || list.includes('97351-8264'),
      conversation: conversation.status,
      conversationShowsName: (await conversation.text()).includes(name),
    };
  }

  const pagesForgetHer = {
    paid: 404,
    checkout: 404,
    checkoutShowsName: false,
    listShowsPerson: false,
    conversation: 404,
    conversationShowsName: false,
  };

  it(
    'delete: no trace of the phone, e-mail, name or lead id in any cell; the sale kept without them',
    async () => {
      const { t, footprint, bystanderBefore, deliveries, bystanderDeliveries } = await seed();

      const res = await t.call('DELETE', `/api/admin/privacy/leads/${footprint.leadId}`, { cookie: t.admin });
      expect(res.status).toBe(200);
      // The provider refunds the kept sale later, naming the buyer: the sale moves, the name stays out.
      expect(await t.webhook(laterRefund(footprint, ZULEICA))).toBe('applied');

      const needles: Needle[] = [
        ...needlesOf(ZULEICA),
        // Once deleted, the lead's and the claim's ids point at nobody and must not be left either.
        { label: 'id do lead', text: footprint.leadId },
        { label: 'id do lead (SHA-256)', text: sha256(footprint.leadId) },
        { label: 'id da reivindicação', text: footprint.claimId },
        { label: 'id da reivindicação (SHA-256)', text: sha256(footprint.claimId) },
      ];
      expect(await tracesOf(t, needles)).toEqual([]);
      expect(await pagesAfter(t, footprint)).toEqual(pagesForgetHer);

      // The sale stays for the books, with nobody in it (decision 0012).
      const kept = await t.db
        .selectFrom('checkouts')
        .select(['lead_id', 'status', 'amount_cents', 'method', 'link', 'buyer_erased_at'])
        .where('lead_id', 'is', null)
        .execute();
      expect(kept).toEqual([
        {
          lead_id: null,
          status: 'refunded',
          amount_cents: expect.any(Number),
          method: 'pix',
          link: null,
          buyer_erased_at: expect.any(String),
        },
      ]);
      // Someone else's data is untouched, their WhatsApp conversation included.
      expect(await tracesOf(t, needlesOf(BYSTANDER))).toEqual(bystanderBefore);
      expect(await conversationOf(t, BYSTANDER)).toMatch(/^\/sandbox\/whatsapp\//);
      // Nothing of hers is left to send; the bystander's deliveries still go.
      expect(await deliveriesLeft(t, deliveries)).toEqual({ deliveries: 0, attempts: 0 });
      expect(await deliveriesLeft(t, bystanderDeliveries)).toEqual({
        deliveries: bystanderDeliveries.length,
        attempts: bystanderDeliveries.length,
      });
    },
    WHOLE_PRODUCT_MS,
  );

  it(
    'anonymise: no trace of the phone, e-mail or name in any cell; the anonymous record stays',
    async () => {
      const { t, footprint, bystanderBefore, deliveries, bystanderDeliveries } = await seed();

      const res = await t.call('POST', `/api/admin/privacy/leads/${footprint.leadId}/anonymize`, {
        cookie: t.admin,
      });
      expect(res.status).toBe(200);
      expect(await t.webhook(laterRefund(footprint, ZULEICA))).toBe('applied');

      expect(await tracesOf(t, needlesOf(ZULEICA))).toEqual([]);
      expect(await pagesAfter(t, footprint)).toEqual(pagesForgetHer);
      const lead = await t.db
        .selectFrom('leads')
        .select(['name', 'phone', 'has_purchased', 'utm_campaign'])
        .where('id', '=', footprint.leadId)
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ name: ANONYMIZED_NAME, phone: '', utm_campaign: 'lancamento' });
      expect(await tracesOf(t, needlesOf(BYSTANDER))).toEqual(bystanderBefore);
      expect(await conversationOf(t, BYSTANDER)).toMatch(/^\/sandbox\/whatsapp\//);
      // Nothing of hers is left to send; the bystander's deliveries still go.
      expect(await deliveriesLeft(t, deliveries)).toEqual({ deliveries: 0, attempts: 0 });
      expect(await deliveriesLeft(t, bystanderDeliveries)).toEqual({
        deliveries: bystanderDeliveries.length,
        attempts: bystanderDeliveries.length,
      });
    },
    WHOLE_PRODUCT_MS,
  );
});
