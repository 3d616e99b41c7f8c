// The ads outbox: queued Conversions API events, claimed in batches by whichever process sends them.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { TrackingOutbox } from '../domain/ports/tracking-outbox.ts';
import { leadAdConsents } from './ad-consent-sql.ts';
import { engineOf } from './database.ts';
import type { Database } from './schema.ts';

export const TRACKING_STATUS = {
  pending: 'pending',
  /**
   * The visitor has not answered the cookie notice (decision 0024): kept, never sent, until the
   * lead's 'Aceitar' releases it (pending) or its 'Recusar' drops it; expired like the others.
   */
  held: 'held',
  /** The server's own event of a lead who refused: kept for the thank-you page, never sent. */
  refused: 'refused',
  /** Claimed by a sender until next_attempt_at (its lease); a crashed sender's rows come back then. */
  sending: 'sending',
  delivered: 'delivered',
  /** Older than the Conversions API accepts: dropped, never sent. */
  expired: 'expired',
  /** Refused every time, up to the last attempt. */
  failed: 'failed',
} as const;

export function createTrackingOutbox(db: Kysely<Database>): TrackingOutbox {
  const postgres = engineOf(db) === 'postgres';

  return {
    async enqueue(events) {
      if (events.length === 0) return 0;
      const result = await db
        .insertInto('tracking_events')
        .values(events)
        .onConflict((oc) => oc.columns(['event_name', 'event_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n);
    },

    async knownLeadIds(ids) {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('leads').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    leadAdConsents: (ids) => leadAdConsents(db, ids),

    async releaseHeld(keys) {
      // The page's own events, sent again with its 'Aceitar': a row a lead's refusal dropped is gone.
      let released = 0;
      for (const key of keys) {
        const result = await db
          .updateTable('tracking_events')
          .set({ status: TRACKING_STATUS.pending, next_attempt_at: null })
          .where('event_name', '=', key.event_name)
          .where('event_id', '=', key.event_id)
          .where('status', '=', TRACKING_STATUS.held)
          .executeTakeFirst();
        released += Number(result.numUpdatedRows);
      }
      return released;
    },

    async dropHeld(keys) {
      // The page's own events, sent again with its 'Recusar': nothing of them is kept.
      let dropped = 0;
      for (const key of keys) {
        const result = await db
          .deleteFrom('tracking_events')
          .where('event_name', '=', key.event_name)
          .where('event_id', '=', key.event_id)
          .where('status', '=', TRACKING_STATUS.held)
          .executeTakeFirst();
        dropped += Number(result.numDeletedRows);
      }
      return dropped;
    },

    claimDue({ now, leaseUntil, limit, oldestEventTime }) {
      return db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom('tracking_events')
          .select(['id', 'event_id', 'event_name', 'event_time', 'payload', 'attempts'])
          .where((eb) => isDue(eb, now.toISOString()))
          .where('event_time', '>=', oldestEventTime)
          .orderBy('created_at')
          .orderBy('id')
          .limit(limit);
        if (postgres) query = query.forUpdate().skipLocked();
        const rows = await query.execute();
        if (rows.length === 0) return [];
        await trx
          .updateTable('tracking_events')
          .set((eb) => ({
            status: TRACKING_STATUS.sending,
            attempts: eb('attempts', '+', 1),
            next_attempt_at: leaseUntil.toISOString(),
          }))
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
        return rows.map((row) => ({
          ...row,
          attempts: Number(row.attempts) + 1,
          event_time: Number(row.event_time),
        }));
      });
    },

    async markDelivered(ids, now) {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('tracking_events')
        .set({
          status: TRACKING_STATUS.delivered,
          delivered_at: now.toISOString(),
          next_attempt_at: null,
          last_error: null,
        })
        .where('id', 'in', ids)
        .where('status', '=', TRACKING_STATUS.sending)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async markFailed(ids, error, retryAt) {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('tracking_events')
        .set({
          status: retryAt ? TRACKING_STATUS.pending : TRACKING_STATUS.failed,
          next_attempt_at: retryAt?.toISOString() ?? null,
          last_error: error.slice(0, 1_000),
        })
        .where('id', 'in', ids)
        .where('status', '=', TRACKING_STATUS.sending)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async release(ids, error, retryAt) {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('tracking_events')
        .set((eb) => ({
          status: TRACKING_STATUS.pending,
          attempts: eb('attempts', '-', 1),
          next_attempt_at: retryAt.toISOString(),
          last_error: error.slice(0, 1_000),
        }))
        .where('id', 'in', ids)
        .where('status', '=', TRACKING_STATUS.sending)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async expire({ now, oldestEventTime }) {
      // Waiting rows only: a row another sender holds under a live lease is that sender's to mark.
      const at = now.toISOString();
      const result = await db
        .updateTable('tracking_events')
        .set({ status: TRACKING_STATUS.expired, next_attempt_at: null })
        .where('event_time', '<', oldestEventTime)
        .where((eb) =>
          eb.or([
            eb('status', 'in', [TRACKING_STATUS.pending, TRACKING_STATUS.held]),
            eb.and([eb('status', '=', TRACKING_STATUS.sending), eb('next_attempt_at', '<=', at)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

/** Pending and past its retry time, or held under a lease that has lapsed. */
function isDue(eb: ExpressionBuilder<Database, 'tracking_events'>, at: string) {
  return eb.or([
    eb.and([
      eb('status', '=', TRACKING_STATUS.pending),
      eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]),
    ]),
    eb.and([eb('status', '=', TRACKING_STATUS.sending), eb('next_attempt_at', '<=', at)]),
  ]);
}
