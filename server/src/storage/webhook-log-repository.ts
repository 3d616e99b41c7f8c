// The payment webhooks as staff read them, newest first, all or only those that need a person.
import { PROVIDER_EVENT_PROBLEMS, type ProviderEventProblem } from '@funil/core/payment-webhook';
import {
  type ProviderEventStatus,
  WEBHOOK_PAYLOAD_PREVIEW,
  type WebhookLogEntry,
  type WebhookLogFilter,
} from '@funil/core/payment-webhook-log';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface WebhookLogRepository {
  list(
    filter: WebhookLogFilter,
    page: { limit: number; offset: number },
  ): Promise<{ entries: WebhookLogEntry[]; total: number }>;
}

export function createWebhookLogRepository(db: Kysely<Database>): WebhookLogRepository {
  const events = (filter: WebhookLogFilter) => {
    const all = db.selectFrom('provider_events');
    return filter === 'problems' ? all.where('provider_events.problem', 'is not', null) : all;
  };
  return {
    async list(filter, { limit, offset }) {
      const [rows, count] = await Promise.all([
        events(filter)
          .leftJoin('checkouts', 'checkouts.id', 'provider_events.checkout_id')
          .leftJoin('leads', 'leads.id', 'checkouts.lead_id')
          .select([
            'provider_events.id',
            'provider_events.provider',
            'provider_events.provider_event_id',
            'provider_events.event_type',
            'provider_events.problem',
            'provider_events.received_at',
            'provider_events.processed_at',
            'provider_events.checkout_id',
            'provider_events.payload',
            'leads.id as lead_id',
            'leads.name as lead_name',
          ])
          .orderBy('provider_events.received_at', 'desc')
          .orderBy('provider_events.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        events(filter)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.total),
        entries: rows.map((row) => ({
          id: row.id,
          provider: row.provider,
          providerEventId: row.provider_event_id,
          eventType: row.event_type,
          status: statusOf(row),
          receivedAt: row.received_at,
          processedAt: row.processed_at,
          checkoutId: row.checkout_id,
          leadId: row.lead_id,
          leadName: row.lead_name,
          payload: row.payload.slice(0, WEBHOOK_PAYLOAD_PREVIEW),
        })),
      };
    },
  };
}

function statusOf(row: { problem: string | null; processed_at: string | null }): ProviderEventStatus {
  if (isProblem(row.problem)) return row.problem;
  return row.processed_at === null ? 'waiting' : 'processed';
}

function isProblem(value: string | null): value is ProviderEventProblem {
  return (PROVIDER_EVENT_PROBLEMS as readonly (string | null)[]).includes(value);
}
