// The producer's webhooks as the sender fans them out, claims and records them (migration 0045).
// Fan-out inserts with ON CONFLICT DO NOTHING on (endpoint_id, event_id), so it is idempotent and two
// processes at once make each delivery once. A claim is one UPDATE over a subquery of due rows (FOR
// UPDATE SKIP LOCKED on PostgreSQL; on SQLite the UPDATE … RETURNING is atomic by itself).
import { TEST_EVENT_TYPE } from '@funil/core/outbound-events';
import type { Kysely } from 'kysely';
import type { ClaimedDelivery, WebhookDeliveryStore } from '../domain/ports/webhook-deliveries.ts';
import { engineOf } from './database.ts';
import type { Database } from './schema.ts';

export const DELIVERY_STATUS = { pending: 'pending', succeeded: 'succeeded', failed: 'failed' } as const;

/** Rows per INSERT, far below either engine's limit on bound values. */
const INSERT_CHUNK = 500;

interface ActiveEndpoint {
  id: string;
  createdAt: string;
  events: ReadonlySet<string>;
}

function subscribedEvents(json: string): ReadonlySet<string> {
  try {
    const parsed: unknown = JSON.parse(json);
    return new Set(Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

export function createWebhookDeliveriesRepository(db: Kysely<Database>): WebhookDeliveryStore {
  const postgres = engineOf(db) === 'postgres';

  async function activeEndpoints(): Promise<ActiveEndpoint[]> {
    const rows = await db
      .selectFrom('webhook_endpoints')
      .select(['id', 'created_at', 'events'])
      .where('deleted_at', 'is', null)
      .where('disabled_at', 'is', null)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      events: subscribedEvents(row.events),
    }));
  }

  return {
    async fanOut({ now, limit }) {
      const events = await db
        .selectFrom('outbound_events')
        .select(['id', 'type', 'occurred_at'])
        .where('fanned_out_at', 'is', null)
        .orderBy('occurred_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      if (events.length === 0) return 0;
      const endpoints = await activeEndpoints();
      const deliveries = events.flatMap((event) =>
        event.type === TEST_EVENT_TYPE
          ? []
          : endpoints
              .filter(
                (endpoint) => endpoint.events.has(event.type) && endpoint.createdAt <= event.occurred_at,
              )
              .map((endpoint) => ({
                id: crypto.randomUUID(),
                endpoint_id: endpoint.id,
                event_id: event.id,
                status: DELIVERY_STATUS.pending,
                attempts: 0,
                next_attempt_at: now,
                created_at: now,
                updated_at: now,
              })),
      );
      for (let start = 0; start < deliveries.length; start += INSERT_CHUNK) {
        await db
          .insertInto('webhook_deliveries')
          .values(deliveries.slice(start, start + INSERT_CHUNK))
          .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing())
          .execute();
      }
      // Only after every delivery is in: a crash in between fans the events out again, harmlessly.
      await db
        .updateTable('outbound_events')
        .set({ fanned_out_at: now })
        .where(
          'id',
          'in',
          events.map((event) => event.id),
        )
        .where('fanned_out_at', 'is', null)
        .execute();
      return events.length;
    },

    async claimDue({ now, leaseUntil, claimId, limit }) {
      let due = db
        .selectFrom('webhook_deliveries as d')
        .select('d.id')
        .where('d.status', '=', DELIVERY_STATUS.pending)
        .where('d.next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('d.claimed_until', 'is', null), eb('d.claimed_until', '<=', now)]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('webhook_endpoints as e')
              .select('e.id')
              .whereRef('e.id', '=', 'd.endpoint_id')
              .where('e.deleted_at', 'is', null)
              .where('e.disabled_at', 'is', null),
          ),
        )
        // An event erased with its lead leaves nothing to send: never claimed, so it takes no slot.
        .where((eb) =>
          eb.exists(eb.selectFrom('outbound_events as o').select('o.id').whereRef('o.id', '=', 'd.event_id')),
        )
        .orderBy('d.next_attempt_at')
        .orderBy('d.id')
        .limit(limit);
      if (postgres) due = due.forUpdate().skipLocked();
      const taken = await db
        .updateTable('webhook_deliveries')
        .set({ claim_id: claimId, claimed_until: leaseUntil })
        .where('id', 'in', due)
        .returning('id')
        .execute();
      if (taken.length === 0) return [];
      const rows = await db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('outbound_events as o', 'o.id', 'd.event_id')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .select([
          'd.id',
          'd.endpoint_id',
          'd.event_id',
          'd.attempts',
          'o.payload',
          'e.url',
          'e.secret',
          'd.next_attempt_at',
        ])
        .where(
          'd.id',
          'in',
          taken.map((row) => row.id),
        )
        .where('d.claim_id', '=', claimId)
        .orderBy('d.next_attempt_at')
        .orderBy('d.id')
        .execute();
      return rows.map(
        (row): ClaimedDelivery => ({
          id: row.id,
          endpointId: row.endpoint_id,
          eventId: row.event_id,
          payload: row.payload,
          url: row.url,
          secret: row.secret,
          attempts: Number(row.attempts),
        }),
      );
    },

    recordAttempt(record) {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('webhook_deliveries')
          .set({
            status: record.status,
            attempts: record.attempt,
            next_attempt_at: record.nextAttemptAt,
            last_attempt_at: record.startedAt,
            last_status_code: record.statusCode,
            claimed_until: null,
            updated_at: record.now,
          })
          .where('id', '=', record.deliveryId)
          .where('claim_id', '=', record.claimId)
          .where('claimed_until', 'is not', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return { recorded: false };
        await trx
          .insertInto('webhook_attempts')
          .values({
            id: crypto.randomUUID(),
            delivery_id: record.deliveryId,
            attempt: record.attempt,
            started_at: record.startedAt,
            duration_ms: record.durationMs,
            status_code: record.statusCode,
            error: record.error,
          })
          .execute();
        if (record.status === DELIVERY_STATUS.succeeded) {
          await trx
            .updateTable('webhook_endpoints')
            .set({ failing_since: null })
            .where('id', '=', record.endpointId)
            .where('failing_since', 'is not', null)
            .execute();
          return { recorded: true, endpointDisabled: false };
        }
        await trx
          .updateTable('webhook_endpoints')
          .set({ failing_since: record.startedAt })
          .where('id', '=', record.endpointId)
          .where('failing_since', 'is', null)
          .execute();
        const disabled = await trx
          .updateTable('webhook_endpoints')
          .set({
            disabled_at: record.now,
            disabled_reason: record.disabledReason,
            updated_at: record.now,
          })
          .where('id', '=', record.endpointId)
          .where('disabled_at', 'is', null)
          .where('failing_since', '<=', record.disableIfFailingSince)
          .executeTakeFirst();
        return { recorded: true, endpointDisabled: Number(disabled.numUpdatedRows) > 0 };
      });
    },

    async releaseLeasesOfDeadSenders(now) {
      if (postgres) return 0;
      const result = await db
        .updateTable('webhook_deliveries')
        .set({ claimed_until: null, updated_at: now })
        .where('status', '=', DELIVERY_STATUS.pending)
        .where('claimed_until', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
