// The outbox's store for a transaction (issue 31): queues an event with insertOutboundEvent and reads
// what the domain's payload builders name (the lead, the checkout with its items, offer and launch,
// the event), all on the caller's transaction, so an event reports the state it committed with.
import type { Kysely } from 'kysely';
import type {
  CheckoutEventFacts,
  EventInfoFacts,
  LeadEventFacts,
  OutboundEventStore,
} from '../domain/ports/outbound-events.ts';
import { insertOutboundEvent } from './outbound-events-repository.ts';
import type { Database } from './schema.ts';

export function createOutboundEventStore(db: Kysely<Database>): OutboundEventStore {
  const leadForEvent = async (leadId: string): Promise<LeadEventFacts | undefined> => {
    const row = await db
      .selectFrom('leads')
      .select([
        'id',
        'name',
        'phone',
        'email',
        'instagram',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'utm_content',
        'utm_term',
        'referrer',
        'landing_page',
        'partner_code',
        'last_partner_code',
        'cadence_status',
        'anonymized_at',
      ])
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { anonymized_at, ...lead } = row;
    return { ...lead, anonymized: anonymized_at !== null };
  };
  return {
    queueOutboundEvent: (event) => insertOutboundEvent(db, event),
    leadForEvent,

    async checkoutForEvent(checkoutId: string): Promise<CheckoutEventFacts | undefined> {
      const row = await db
        .selectFrom('checkouts')
        .leftJoin('offers', 'offers.code', 'checkouts.offer_code')
        .leftJoin('launches', 'launches.id', 'checkouts.launch_id')
        .select([
          'checkouts.id',
          'checkouts.status',
          'checkouts.method',
          'checkouts.amount_cents',
          'checkouts.discount_cents',
          'checkouts.coupon_code',
          'checkouts.installments',
          'checkouts.refunded_cents',
          'checkouts.expires_at',
          'checkouts.paid_at',
          'checkouts.created_at',
          'checkouts.pix_payload',
          'checkouts.utm_source',
          'checkouts.utm_medium',
          'checkouts.utm_campaign',
          'checkouts.utm_content',
          'checkouts.utm_term',
          'checkouts.referrer',
          'checkouts.landing_page',
          'checkouts.partner_code',
          'checkouts.lead_id',
          'checkouts.offer_code',
          'offers.name as offer_name',
          'offers.kind as offer_kind',
          'launches.id as launch_id',
          'launches.slug as launch_slug',
          'launches.name as launch_name',
        ])
        .where('checkouts.id', '=', checkoutId)
        .executeTakeFirst();
      if (!row) return undefined;
      const items = await db
        .selectFrom('checkout_items')
        .select(['offer_code', 'name', 'amount_cents'])
        .where('checkout_id', '=', checkoutId)
        .orderBy('position')
        .execute();
      const {
        lead_id,
        offer_code,
        offer_name,
        offer_kind,
        launch_id,
        launch_slug,
        launch_name,
        ...checkout
      } = row;
      return {
        ...checkout,
        offer: { code: offer_code, name: offer_name ?? offer_code, kind: offer_kind ?? 'program' },
        launch:
          launch_id && launch_slug && launch_name
            ? { id: launch_id, slug: launch_slug, name: launch_name }
            : null,
        items,
        lead: lead_id ? ((await leadForEvent(lead_id)) ?? null) : null,
      };
    },

    async hasLeadEvent(leadId, type) {
      const row = await db
        .selectFrom('outbound_events')
        .select('id')
        .where('lead_id', '=', leadId)
        .where('type', '=', type)
        .executeTakeFirst();
      return row !== undefined;
    },

    eventForRegistration(eventId: string): Promise<EventInfoFacts | undefined> {
      return db
        .selectFrom('events')
        .select(['id', 'slug', 'title', 'kind', 'starts_at'])
        .where('id', '=', eventId)
        .executeTakeFirst();
    },
  };
}
