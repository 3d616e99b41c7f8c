// The staff's outbound webhooks (issue 31) on Kysely for both engines: endpoints, their deliveries
// and tries, a test event, a resend (domain/ports/webhook-endpoints.ts).
import type { Kysely, Selectable } from 'kysely';
import type { WebhookEndpointsStore } from '../domain/ports/webhook-endpoints.ts';
import type { Database, WebhookEndpointsTable } from './schema.ts';

type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
type EndpointRow = Omit<Selectable<WebhookEndpointsTable>, 'secret'>;

const STATUSES: readonly DeliveryStatus[] = ['pending', 'succeeded', 'failed'];
const asStatus = (status: string): DeliveryStatus =>
  (STATUSES as readonly string[]).includes(status) ? (status as DeliveryStatus) : 'pending';

/** Every column but the secret, which no read ever returns. */
const ENDPOINT_COLUMNS = [
  'id',
  'url',
  'events',
  'description',
  'created_by',
  'created_at',
  'updated_at',
  'failing_since',
  'disabled_at',
  'disabled_reason',
  'deleted_at',
] as const;

export function createWebhookEndpointsRepository(db: Kysely<Database>): WebhookEndpointsStore {
  const countsOf = async (ids: string[]) => {
    const counts = new Map<string, Record<DeliveryStatus, number>>();
    if (ids.length === 0) return counts;
    const rows = await db
      .selectFrom('webhook_deliveries')
      .select((eb) => ['endpoint_id', 'status', eb.fn.countAll<number | string>().as('n')])
      .where('endpoint_id', 'in', ids)
      .groupBy(['endpoint_id', 'status'])
      .execute();
    for (const row of rows) {
      const own = counts.get(row.endpoint_id) ?? { pending: 0, succeeded: 0, failed: 0 };
      own[asStatus(row.status)] += Number(row.n);
      counts.set(row.endpoint_id, own);
    }
    return counts;
  };

  const present = async (rows: EndpointRow[]) => {
    const counts = await countsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      events: JSON.parse(row.events),
      description: row.description,
      createdAt: row.created_at,
      createdBy: row.created_by,
      state: row.disabled_at !== null ? 'disabled' : row.failing_since !== null ? 'failing' : 'active',
      failingSince: row.failing_since,
      disabledAt: row.disabled_at,
      disabledReason: row.disabled_reason,
      deliveries: counts.get(row.id) ?? { pending: 0, succeeded: 0, failed: 0 },
    })) satisfies Awaited<ReturnType<WebhookEndpointsStore['listEndpoints']>>;
  };

  const endpoints = () =>
    db.selectFrom('webhook_endpoints').select(ENDPOINT_COLUMNS).where('deleted_at', 'is', null);

  return {
    async listEndpoints() {
      return present(await endpoints().orderBy('created_at', 'desc').orderBy('id').execute());
    },

    async findEndpoint(id) {
      const row = await endpoints().where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : (await present([row]))[0];
    },

    async insertEndpoint(endpoint) {
      await db
        .insertInto('webhook_endpoints')
        .values({
          id: endpoint.id,
          url: endpoint.url,
          events: JSON.stringify(endpoint.events),
          description: endpoint.description,
          secret: endpoint.secret,
          created_by: endpoint.createdBy,
          created_at: endpoint.time,
          updated_at: endpoint.time,
          failing_since: null,
          disabled_at: null,
          disabled_reason: null,
          deleted_at: null,
        })
        .execute();
    },

    async deleteEndpoint(id, time) {
      return db.transaction().execute(async (trx) => {
        const deleted = await trx
          .updateTable('webhook_endpoints')
          .set({ deleted_at: time, updated_at: time })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (Number(deleted.numUpdatedRows) === 0) return false;
        // Nothing more is sent to a deleted endpoint: what waited ends as failed, with no next try.
        await trx
          .updateTable('webhook_deliveries')
          .set({ status: 'failed', next_attempt_at: null, updated_at: time })
          .where('endpoint_id', '=', id)
          .where('status', '=', 'pending')
          .execute();
        return true;
      });
    },

    async listDeliveries(endpointId, { limit, offset }) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('webhook_deliveries as d')
          .innerJoin('outbound_events as e', 'e.id', 'd.event_id')
          .select([
            'd.id',
            'd.event_id',
            'e.type',
            'd.status',
            'd.attempts',
            'd.last_status_code',
            'd.last_attempt_at',
            'd.next_attempt_at',
            'd.created_at',
          ])
          .where('d.endpoint_id', '=', endpointId)
          .orderBy('d.created_at', 'desc')
          .orderBy('d.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('webhook_deliveries')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('endpoint_id', '=', endpointId)
          .executeTakeFirstOrThrow(),
      ]);
      const ids = rows.map((row) => row.id);
      const tries =
        ids.length === 0
          ? []
          : await db
              .selectFrom('webhook_attempts')
              .select(['delivery_id', 'attempt', 'started_at', 'duration_ms', 'status_code', 'error'])
              .where('delivery_id', 'in', ids)
              .orderBy('delivery_id')
              .orderBy('attempt')
              .execute();
      return {
        total: Number(total.n),
        deliveries: rows.map((row) => ({
          id: row.id,
          eventId: row.event_id,
          eventType: row.type,
          status: asStatus(row.status),
          attempts: Number(row.attempts),
          lastStatusCode: row.last_status_code,
          lastAttemptAt: row.last_attempt_at,
          nextAttemptAt: row.next_attempt_at,
          createdAt: row.created_at,
          tries: tries
            .filter((one) => one.delivery_id === row.id)
            .map((one) => ({
              attempt: one.attempt,
              startedAt: one.started_at,
              durationMs: one.duration_ms,
              statusCode: one.status_code,
              error: one.error,
            })),
        })),
      };
    },

    async queueTestEvent({ event, deliveryId, endpointId, time }) {
      await db.transaction().execute(async (trx) => {
        // Fanned out already: the sender's fan-out never gives it to other endpoints.
        await trx
          .insertInto('outbound_events')
          .values({ ...event, lead_id: null, fanned_out_at: time })
          .execute();
        await trx
          .insertInto('webhook_deliveries')
          .values({
            id: deliveryId,
            endpoint_id: endpointId,
            event_id: event.id,
            status: 'pending',
            attempts: 0,
            next_attempt_at: time,
            last_attempt_at: null,
            last_status_code: null,
            claim_id: null,
            claimed_until: null,
            created_at: time,
            updated_at: time,
          })
          .execute();
      });
    },

    async findDelivery(id) {
      const row = await db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
        .select(['d.id', 'd.endpoint_id', 'w.disabled_at'])
        .where('d.id', '=', id)
        .where('w.deleted_at', 'is', null)
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : { id: row.id, endpointId: row.endpoint_id, endpointDisabled: row.disabled_at !== null };
    },

    async resendDelivery(id, time) {
      // A delivery a sender holds is left to it (its claim runs out); one that ended is due again.
      const pending = await db
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: time, updated_at: time })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(pending.numUpdatedRows) > 0) return true;
      const ended = await db
        .updateTable('webhook_deliveries')
        .set({
          status: 'pending',
          next_attempt_at: time,
          claim_id: null,
          claimed_until: null,
          updated_at: time,
        })
        .where('id', '=', id)
        .where('status', '!=', 'pending')
        .executeTakeFirst();
      return Number(ended.numUpdatedRows) > 0;
    },
  };
}
