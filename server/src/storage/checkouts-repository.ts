// Checkouts, their provider events and the lead's checkout/purchase columns, on Kysely for both engines.

import { ATTRIBUTION_KEYS } from '@funil/core/attribution-keys';
import type { Kysely, Transaction } from 'kysely';
import type {
  CheckoutStore,
  Offer,
  PixChargeExpiryStore,
  StoredCheckout,
} from '../domain/ports/checkouts.ts';
import type { BrowserFacts, WebhookScope, WebhookStore } from '../domain/ports/payment-webhooks.ts';
import { leadAdConsents } from './ad-consent-sql.ts';
import { commissionLedger, commissionTermsReader } from './commissions-repository.ts';
import { rescoreLead } from './engagement-scores.ts';
import { transactionScope } from './group-commit.ts';
import { countCouponUse, createOfferPricingRepository } from './offer-pricing-repository.ts';
import { holdSeat, releaseSeat, sellSeat } from './offer-seats.ts';
import type { Database } from './schema.ts';
import { isTrue, TRUE, transactionLock } from './sql-values.ts';

export interface CheckoutsRepository extends CheckoutStore, WebhookStore, PixChargeExpiryStore {
  /** The sandbox page was opened: created → visited, on the checkout and on its lead. */
  markVisited(providerCheckoutId: string, time: string): Promise<void>;
}

export function createCheckoutsRepository(db: Kysely<Database>): CheckoutsRepository {
  const lock = transactionLock(db);
  const checkouts = () =>
    db
      .selectFrom('checkouts')
      .leftJoin('offers', 'offers.code', 'checkouts.offer_code')
      .select([
        'checkouts.id',
        'checkouts.lead_id',
        'checkouts.offer_code',
        'offers.name as offer_name',
        'checkouts.method',
        'checkouts.amount_cents',
        'checkouts.currency',
        'checkouts.max_installments',
        'checkouts.provider_checkout_id',
        'checkouts.link',
        'checkouts.status',
        'checkouts.refunded_cents',
      ]);

  /** An offer on sale, with what a checkout reads of it. */
  const activeOffer = (code: string) =>
    db
      .selectFrom('offers')
      .select([
        'code',
        'name',
        'pix_price_cents',
        'card_total_cents',
        'max_installments',
        'checkout_expiry_minutes',
        'external_reference_prefix',
      ])
      .where('code', '=', code)
      .where('is_active', '=', TRUE);

  return {
    ...createOfferPricingRepository(db),
    ...commissionTermsReader(db),
    ...commissionLedger(db),

    findOffer(code: string): Promise<Offer | undefined> {
      return activeOffer(code).executeTakeFirst();
    },

    findTicket(launchId: string, code: string): Promise<Offer | undefined> {
      return activeOffer(code)
        .select('kind')
        .where('launch_id', '=', launchId)
        .where('kind', '=', 'ticket')
        .executeTakeFirst();
    },

    holdSeat: (offerCode, checkoutId, until, now) => holdSeat(db, { offerCode, checkoutId, until, now }),

    releaseSeat: (checkoutId) => releaseSeat(db, checkoutId),

    async isActivePartnerOrigin(origin: string) {
      const partner = await db
        .selectFrom('partners')
        .select('id')
        .where('site_origin', '=', origin)
        .where('is_active', '=', TRUE)
        .executeTakeFirst();
      return partner !== undefined;
    },

    async isActivePartner(code: string) {
      const partner = await db
        .selectFrom('partners')
        .select('id')
        .where('code', '=', code)
        .where('is_active', '=', TRUE)
        .executeTakeFirst();
      return partner !== undefined;
    },

    findLead(id: string, tokenHash: string) {
      // The lead's own capability only: a claim's secret names its claim, never the lead (decision 0019).
      return db
        .selectFrom('leads')
        .innerJoin('lead_capabilities as cap', 'cap.lead_id', 'leads.id')
        .select(['leads.id', 'leads.name', 'leads.phone', 'leads.email'])
        .where('leads.id', '=', id)
        .where('cap.token_hash', '=', tokenHash)
        .where('cap.claim_id', 'is', null)
        .executeTakeFirst();
    },

    async insertCheckout(checkout) {
      await db.insertInto('checkouts').values(checkout).execute();
    },

    async checkoutCreated(id, changes) {
      await db
        .updateTable('checkouts')
        .set({ ...changes, status: 'created' })
        .where('id', '=', id)
        .execute();
    },

    async checkoutFailed(id, updatedAt) {
      await db
        .updateTable('checkouts')
        .set({ status: 'failed', updated_at: updatedAt })
        .where('id', '=', id)
        .execute();
    },

    async findPixCharge(id) {
      const row = await db
        .selectFrom('checkouts')
        .select(['id', 'lead_id', 'status', 'expires_at', 'amount_cents', 'pix_payload', 'pix_qr_image'])
        .where('id', '=', id)
        .where('pix_payload', 'is not', null)
        .executeTakeFirst();
      if (!row?.pix_payload || !row.pix_qr_image || !row.expires_at) return undefined;
      const items = await db
        .selectFrom('checkout_items')
        .select(['name', 'amount_cents'])
        .where('checkout_id', '=', id)
        .orderBy('position')
        .execute();
      return {
        ...row,
        expires_at: row.expires_at,
        pix_payload: row.pix_payload,
        pix_qr_image: row.pix_qr_image,
        amount_cents: Number(row.amount_cents),
        items: items.map((item) => ({ name: item.name, amount_cents: Number(item.amount_cents) })),
      };
    },

    async expiredPixCharges(now, limit) {
      const rows = await db
        .selectFrom('checkouts')
        .select(['id', 'provider_checkout_id'])
        .where('pix_payload', 'is not', null)
        .where('status', 'in', ['created', 'visited'])
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(limit)
        .execute();
      return rows.flatMap((row) =>
        row.provider_checkout_id ? [{ id: row.id, provider_checkout_id: row.provider_checkout_id }] : [],
      );
    },

    async expirePixCharge(id, time) {
      await db.transaction().execute(async (trx) => {
        const checkout = await trx
          .updateTable('checkouts')
          .set({ status: 'expired', updated_at: time })
          .where('id', '=', id)
          .where('status', 'in', ['created', 'visited'])
          .returning(['lead_id', 'link'])
          .executeTakeFirst();
        if (!checkout) return;
        await releaseSeat(trx, id);
        await moveLeadCheckout(trx, checkout, {
          checkout_status: 'expired',
          checkout_abandoned_at: time,
          checkout_updated_at: time,
          updated_at: time,
        });
      });
    },

    async updateLeadCheckout(leadId, changes) {
      await db.updateTable('leads').set(changes).where('id', '=', leadId).execute();
      await rescoreLead(db, leadId);
    },

    async checkoutItems(checkoutId) {
      const rows = await db
        .selectFrom('checkout_items')
        .select(['offer_code', 'amount_cents'])
        .where('checkout_id', '=', checkoutId)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({ offer_code: row.offer_code, amount_cents: Number(row.amount_cents) }));
    },

    async recordEvent(event) {
      const inserted = await db
        .insertInto('provider_events')
        .values(event)
        .onConflict((oc) => oc.columns(['provider', 'provider_event_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    findCheckoutByProviderId(providerCheckoutId): Promise<StoredCheckout | undefined> {
      return checkouts().where('checkouts.provider_checkout_id', '=', providerCheckoutId).executeTakeFirst();
    },

    async findCheckoutByPaymentId(providerPaymentId): Promise<StoredCheckout | undefined> {
      const earlier = await db
        .selectFrom('provider_events')
        .select('checkout_id')
        .where('provider', '=', 'asaas')
        .where('provider_payment_id', '=', providerPaymentId)
        .where('checkout_id', 'is not', null)
        .limit(1)
        .executeTakeFirst();
      return earlier?.checkout_id
        ? checkouts().where('checkouts.id', '=', earlier.checkout_id).executeTakeFirst()
        : undefined;
    },

    findCheckoutsByReference(externalReference, limit): Promise<StoredCheckout[]> {
      return checkouts()
        .where('checkouts.external_reference', '=', externalReference)
        .where('checkouts.provider_checkout_id', 'is not', null)
        .orderBy('checkouts.created_at', 'desc')
        .orderBy('checkouts.id', 'desc')
        .limit(limit)
        .execute();
    },

    async buyerErased(checkoutId) {
      const row = await db
        .selectFrom('checkouts')
        .leftJoin('leads', 'leads.id', 'checkouts.lead_id')
        .select(['checkouts.buyer_erased_at', 'leads.anonymized_at'])
        .where('checkouts.id', '=', checkoutId)
        .executeTakeFirst();
      return row !== undefined && (row.buyer_erased_at !== null || row.anonymized_at !== null);
    },

    async linkBuyer(checkoutId, buyer, time) {
      // The first lead with that phone (the spec's rule for shared phones), else with that e-mail.
      const same = db
        .selectFrom('leads')
        .select('id')
        .where('anonymized_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .limit(1);
      const known = buyer.phones.length
        ? await same.where('phone', 'in', buyer.phones).executeTakeFirst()
        : buyer.email
          ? await same.where('email', '=', buyer.email).executeTakeFirst()
          : undefined;
      let leadId = known?.id;
      if (!leadId) {
        // Its first touch is the sale's: where the visit that bought came from.
        const sale = await db
          .selectFrom('checkouts')
          .select([...ATTRIBUTION_KEYS, 'partner_code'])
          .where('id', '=', checkoutId)
          .executeTakeFirstOrThrow();
        const lead = buyer.newLead(sale);
        leadId = lead.id;
        await db.insertInto('leads').values(lead).execute();
      }
      await db
        .updateTable('checkouts')
        .set({ lead_id: leadId, buyer_link: known ? 'matched' : 'created', updated_at: time })
        .where('id', '=', checkoutId)
        .where('lead_id', 'is', null)
        .execute();
      return { leadId, created: !known };
    },

    async replaceEventPayload(eventId, payload) {
      await db.updateTable('provider_events').set({ payload }).where('id', '=', eventId).execute();
    },

    async markProblem(eventId, problem) {
      await db.updateTable('provider_events').set({ problem }).where('id', '=', eventId).execute();
    },

    findCheckoutById(id): Promise<StoredCheckout | undefined> {
      return checkouts().where('checkouts.id', '=', id).executeTakeFirst();
    },

    lockCheckout: (id) => lock(`checkout:${id}`),

    async moveCheckout(id, from, to, time) {
      const result = await db
        .updateTable('checkouts')
        .set({ status: to, updated_at: time, ...(to === 'paid' ? { paid_at: time } : {}) })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      const moved = Number(result.numUpdatedRows) > 0;
      // A ticket's seat follows its checkout: paid sells it, a checkout that ended unpaid frees it.
      // Paid also counts its coupon's use (issue 30).
      if (moved && to === 'paid') {
        await sellSeat(db, id, time);
        await countCouponUse(db, id, time);
      }
      if (moved && (to === 'expired' || to === 'canceled' || to === 'failed')) await releaseSeat(db, id);
      return moved;
    },

    async raiseRefunded(id, cents, time) {
      await db
        .updateTable('checkouts')
        .set({ refunded_cents: cents, updated_at: time })
        .where('id', '=', id)
        .where('refunded_cents', '<', cents)
        .execute();
    },

    async recordInstallments(checkoutId, count) {
      const checkout = await db
        .updateTable('checkouts')
        .set({ installments: count })
        .where('id', '=', checkoutId)
        .where('installments', 'is', null)
        .returning('lead_id')
        .executeTakeFirst();
      if (!checkout?.lead_id) return;
      await db
        .updateTable('leads')
        .set({ trans_installments: count })
        .where('id', '=', checkout.lead_id)
        .where('purchase_id', '=', checkoutId)
        .execute();
    },

    findBuyer(leadId) {
      return db
        .selectFrom('leads')
        .select(['id', 'name', 'email', 'phone'])
        .where('id', '=', leadId)
        .where('anonymized_at', 'is', null)
        .executeTakeFirst();
    },

    async latestBrowserFacts(leadId) {
      const row = await db
        .selectFrom('tracking_events')
        .select('payload')
        .where('lead_id', '=', leadId)
        .where('event_name', '!=', 'Purchase')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? browserFactsOf(row.payload) : undefined;
    },

    async leadAdConsent(leadId) {
      return (await leadAdConsents(db, [leadId])).get(leadId);
    },

    async queueConversion(event) {
      const inserted = await db
        .insertInto('tracking_events')
        .values(event)
        .onConflict((oc) => oc.columns(['event_name', 'event_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async findLeadState(leadId) {
      const row = await db
        .selectFrom('leads')
        .select(['has_purchased', 'purchase_id', 'checkout_url'])
        .where('id', '=', leadId)
        .executeTakeFirst();
      return row && { ...row, has_purchased: isTrue(row.has_purchased) };
    },

    async updateLead(leadId, changes) {
      await db.updateTable('leads').set(changes).where('id', '=', leadId).execute();
      await rescoreLead(db, leadId);
    },

    async markProcessed(eventId, checkoutId, time) {
      await db
        .updateTable('provider_events')
        .set({ checkout_id: checkoutId, processed_at: time })
        .where('id', '=', eventId)
        .execute();
    },

    async deferEvent(eventId, checkoutId) {
      await db
        .updateTable('provider_events')
        .set({ checkout_id: checkoutId })
        .where('id', '=', eventId)
        .execute();
    },

    deferredEvents(checkoutId) {
      return db
        .selectFrom('provider_events')
        .select(['id', 'payload'])
        .where('checkout_id', '=', checkoutId)
        .where('processed_at', 'is', null)
        .orderBy('received_at')
        .orderBy('id')
        .execute();
    },

    async markVisited(providerCheckoutId, time) {
      await db.transaction().execute(async (trx) => {
        const checkout = await trx
          .updateTable('checkouts')
          .set({ status: 'visited', visited_at: time, updated_at: time })
          .where('provider_checkout_id', '=', providerCheckoutId)
          .where('status', '=', 'created')
          .returning(['lead_id', 'link'])
          .executeTakeFirst();
        if (!checkout) return;
        await moveLeadCheckout(trx, checkout, {
          checkout_status: 'visited',
          checkout_visited_at: time,
          checkout_updated_at: time,
          updated_at: time,
        });
      });
    },
  };
}

/**
 * The checkout's lead follows it only while this is the lead's current checkout, and never after a
 * purchase (a later checkout or a sale speaks for the lead then).
 */
async function moveLeadCheckout(
  trx: Transaction<Database>,
  checkout: { lead_id: string | null; link: string | null },
  changes: {
    checkout_status: string;
    checkout_updated_at: string;
    updated_at: string;
    checkout_abandoned_at?: string;
    checkout_visited_at?: string;
  },
): Promise<void> {
  if (!checkout.lead_id || !checkout.link) return;
  await trx
    .updateTable('leads')
    .set(changes)
    .where('id', '=', checkout.lead_id)
    .where('checkout_url', '=', checkout.link)
    .where('has_purchased', '=', 0)
    .execute();
  await rescoreLead(trx, checkout.lead_id);
}

/** The unhashed browser fields of a queued event (the outbox stores only contact data hashed). */
function browserFactsOf(payload: string): BrowserFacts | undefined {
  try {
    const event = JSON.parse(payload) as { event_source_url?: unknown; user_data?: Record<string, unknown> };
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    const user = event.user_data ?? {};
    return {
      fbc: text(user.fbc),
      fbp: text(user.fbp),
      client_user_agent: text(user.client_user_agent),
      client_ip_address: text(user.client_ip_address),
      event_source_url: text(event.event_source_url),
    };
  } catch {
    return undefined;
  }
}

export function webhookScope(db: Kysely<Database>): WebhookScope {
  return transactionScope(db, createCheckoutsRepository);
}
