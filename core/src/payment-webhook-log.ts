// The staff's log of payment webhooks (/api/admin/payment-webhooks): every delivery, and those that
// changed nothing and need a person (a body we could not read, no checkout, several checkouts).
import { z } from 'zod';
import type { ProviderEventProblem } from './payment-webhook.ts';

export const WEBHOOK_LOG_FILTERS = ['problems', 'all'] as const;
export type WebhookLogFilter = (typeof WEBHOOK_LOG_FILTERS)[number];

export const webhookLogQuerySchema = z.object({
  filter: z.enum(WEBHOOK_LOG_FILTERS).default('problems'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** Applied (or acted on as far as it goes), waiting on its checkout for an earlier step, or a problem. */
export type ProviderEventStatus = 'processed' | 'waiting' | ProviderEventProblem;

export interface WebhookLogEntry {
  id: string;
  provider: string;
  /** The provider's event id; ours, prefixed invalid_, when the body had none we could read. */
  providerEventId: string;
  eventType: string;
  status: ProviderEventStatus;
  receivedAt: string;
  processedAt: string | null;
  checkoutId: string | null;
  leadId: string | null;
  leadName: string | null;
  /** The body as it came, cut at WEBHOOK_PAYLOAD_PREVIEW characters. */
  payload: string;
}

export const WEBHOOK_PAYLOAD_PREVIEW = 2_000;

export interface WebhookLogPage {
  entries: WebhookLogEntry[];
  total: number;
  page: number;
  pageSize: number;
  filter: WebhookLogFilter;
}
