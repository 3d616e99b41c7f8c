// Everything stored about one lead, for the staff detail view: its row and every table that refers to
// it; domain/lead-detail.ts adds the score and the behaviour read from the logs.
import { LEAD_DETAIL_VISITS, type LeadFieldValue } from '@funil/core/admin-leads';
import type { Kysely } from 'kysely';
import type {
  LeadDetailQueries,
  LeadDetailRows,
  ParticipationRows,
} from '../domain/ports/lead-detail-queries.ts';
import { leadOptedOut } from './opt-out-sql.ts';
import type { Database } from './schema.ts';
import { isTrue } from './sql-values.ts';

/** Boolean columns, which SQLite answers as 0/1. */
const LEAD_BOOLEANS = ['has_purchased', 'instagram_processed', 'visit_pending'] as const;

export function createLeadDetailQueries(db: Kysely<Database>): LeadDetailQueries {
  return { leadDetailRows: (id) => leadDetailRows(db, id) };
}

async function leadDetailRows(db: Kysely<Database>, id: string): Promise<LeadDetailRows | undefined> {
  const found = await db
    .selectFrom('leads')
    .selectAll()
    .select(leadOptedOut().as('opted_out'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) return undefined;
  const { opted_out: optedOut, ...lead } = found;

  const [profile, interactions, registrations, checkouts, trackingEvents, visits, consents] =
    await Promise.all([
      lead.instagram
        ? db
            .selectFrom('instagram_profiles')
            .select([
              'username',
              'full_name',
              'followers_count',
              'following_count',
              'posts_count',
              'is_verified',
              'fetched_at',
            ])
            .where((eb) =>
              lead.instagram_profile_id
                ? eb('id', '=', lead.instagram_profile_id)
                : eb('username', '=', lead.instagram as string),
            )
            .orderBy('fetched_at', 'desc')
            .executeTakeFirst()
        : undefined,
      db
        .selectFrom('lead_interactions')
        .select(['id', 'interaction_type', 'data', 'created_at'])
        .where('lead_id', '=', id)
        .orderBy('created_at', 'desc')
        .execute(),
      db
        .selectFrom('event_registrations')
        .innerJoin('events', 'events.id', 'event_registrations.event_id')
        .leftJoin('launches', 'launches.id', 'events.launch_id')
        .select([
          'event_registrations.id',
          'events.title as event_title',
          'launches.name as launch_name',
          'event_registrations.registration_date',
          'event_registrations.status',
          'event_registrations.message_sent',
          'event_registrations.utm_source',
        ])
        .where('event_registrations.lead_id', '=', id)
        .orderBy('event_registrations.registration_date', 'desc')
        .execute(),
      db
        .selectFrom('checkouts')
        .select([
          'id',
          'offer_code',
          'method',
          'amount_cents',
          'provider',
          'status',
          'link',
          'created_at',
          'paid_at',
          'refunded_cents',
        ])
        .where('lead_id', '=', id)
        .orderBy('created_at', 'desc')
        .execute(),
      db
        .selectFrom('tracking_events')
        .select(['id', 'event_name', 'event_time', 'status', 'attempts', 'delivered_at', 'created_at'])
        .where('lead_id', '=', id)
        .orderBy('event_time', 'desc')
        .execute(),
      db
        .selectFrom('lead_visits')
        .select(['id', 'visited_at', 'page', 'referrer', 'device'])
        .where('lead_id', '=', id)
        .orderBy('visited_at', 'desc')
        .limit(LEAD_DETAIL_VISITS)
        .execute(),
      db
        .selectFrom('consents')
        .select(['id', 'text_version', 'purposes', 'granted_at', 'revoked_at'])
        .where('lead_id', '=', id)
        .orderBy('granted_at', 'desc')
        .execute(),
    ]);

  const checkoutIds = checkouts.map((checkout) => checkout.id);
  const payments =
    checkoutIds.length === 0
      ? []
      : await db
          .selectFrom('provider_events')
          .select(['id', 'checkout_id', 'provider', 'event_type', 'received_at', 'processed_at'])
          .where('checkout_id', 'in', checkoutIds)
          .orderBy('received_at', 'desc')
          .execute();

  const row: Record<string, LeadFieldValue> = { ...lead };
  for (const column of LEAD_BOOLEANS) row[column] = isTrue(lead[column]);

  const stored = {
    lead: row,
    optedOut: isTrue(optedOut),
    instagramProfile: profile ? { ...profile, is_verified: isTrue(profile.is_verified) } : null,
    visits,
    interactions,
    consents: consents.map((consent) => ({ ...consent, purposes: readPurposes(consent.purposes) })),
    registrations: registrations.map((r) => ({ ...r, message_sent: isTrue(r.message_sent) })),
    checkouts,
    payments,
    trackingEvents,
  };
  return { stored, signals: lead, participations: await participationRows(db, id, lead.lead_at) };
}

/** The rows that make the lead a launch's (storage/metrics/launch-scope.ts counts by the same rules). */
async function participationRows(
  db: Kysely<Database>,
  id: string,
  leadAt: string | null,
): Promise<ParticipationRows> {
  const [captures, registrations, checkouts] = await Promise.all([
    leadAt === null
      ? []
      : db
          .selectFrom('launch_periods')
          .select('launch_id')
          .where('started_at', '<=', leadAt)
          .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', leadAt)]))
          .execute(),
    db
      .selectFrom('event_registrations')
      .innerJoin('events', 'events.id', 'event_registrations.event_id')
      .select(['events.launch_id', 'events.title', 'event_registrations.registration_date'])
      .where('event_registrations.lead_id', '=', id)
      .where('events.launch_id', 'is not', null)
      .execute(),
    db
      .selectFrom('checkouts')
      .select(['launch_id', 'status', 'created_at'])
      .where('lead_id', '=', id)
      .where('launch_id', 'is not', null)
      .execute(),
  ]);
  const launchIds = [
    ...new Set([
      ...captures.map((row) => row.launch_id),
      ...registrations.map((row) => row.launch_id as string),
      ...checkouts.map((row) => row.launch_id as string),
    ]),
  ];
  const launches =
    launchIds.length === 0
      ? []
      : await db.selectFrom('launches').select(['id', 'name']).where('id', 'in', launchIds).execute();
  return {
    captures: leadAt === null ? [] : captures.map((row) => ({ launchId: row.launch_id, at: leadAt })),
    registrations: registrations.map((row) => ({
      launchId: row.launch_id as string,
      eventTitle: row.title,
      at: row.registration_date,
    })),
    checkouts: checkouts.map((row) => ({
      launchId: row.launch_id as string,
      status: row.status,
      at: row.created_at,
    })),
    launchNames: Object.fromEntries(launches.map((launch) => [launch.id, launch.name])),
  };
}

/** consents.purposes is a JSON array of names; anything else is kept as one name rather than lost. */
function readPurposes(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return value.map(String);
  } catch {
    // Not JSON: shown as it was stored.
  }
  return text ? [text] : [];
}
