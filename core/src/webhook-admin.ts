// The producer's outbound webhooks as staff manage them (/api/admin/webhooks, issue 31): the
// endpoints with their events and state, a new endpoint's body, its deliveries and their tries.
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import {
  isOutboundEventType,
  OUTBOUND_EVENT_LABELS,
  OUTBOUND_EVENT_TYPES,
  type OutboundEventType,
  TEST_EVENT_TYPE,
} from './outbound-events.ts';
import { lineText } from './text-field.ts';

export const WEBHOOK_URL_MAX_LENGTH = 2_000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

/** The data of the event staff send with "Enviar evento de teste". */
export const TEST_EVENT_DATA = { message: 'Evento de teste do Funil' } as const;

/** An absolute https:// address with a host and no credentials in it (they would be shown to staff). */
export function isWebhookUrl(text: string): boolean {
  if (text.length > WEBHOOK_URL_MAX_LENGTH || !URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/**
 * A new endpoint: its https address, the events it hears (each of the catalogue, kept in the
 * catalogue's order, once) and what staff call it. Whether the address is public is the server's
 * check, made when the endpoint is created (the sender checks again at every delivery).
 */
export const webhookEndpointCreateSchema = z
  .object({
    url: z
      .string({ error: ERRORS.webhook_url_invalid })
      .trim()
      .max(WEBHOOK_URL_MAX_LENGTH, ERRORS.webhook_url_invalid)
      .refine(isWebhookUrl, ERRORS.webhook_url_invalid),
    events: z
      .array(z.string({ error: ERRORS.webhook_events_required }), { error: ERRORS.webhook_events_required })
      .max(OUTBOUND_EVENT_TYPES.length * 2, ERRORS.webhook_events_required)
      .refine((events) => events.length > 0 && events.every(isOutboundEventType), {
        message: ERRORS.webhook_events_required,
      })
      .transform((events) => OUTBOUND_EVENT_TYPES.filter((type) => events.includes(type))),
    description: lineText({ error: ERRORS.webhook_description_too_long })
      .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, ERRORS.webhook_description_too_long)
      .nullish()
      .transform((text) => (text ? text : null)),
  })
  .strict();

export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;
export type WebhookEndpointNew = z.output<typeof webhookEndpointCreateSchema>;

/** Answered once, when the endpoint is created: the signing secret is never shown again. */
export interface WebhookEndpointCreated {
  id: string;
  /** whsec_…, Standard Webhooks' format. */
  secret: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Active; failing (every delivery since `failingSince` failed); disabled by the sender. */
export const WEBHOOK_ENDPOINT_STATES = ['active', 'failing', 'disabled'] as const;
export type WebhookEndpointState = (typeof WEBHOOK_ENDPOINT_STATES)[number];

export interface AdminWebhookEndpoint {
  id: string;
  url: string;
  events: OutboundEventType[];
  description: string | null;
  createdAt: string;
  /** The e-mail of the staff member who added it. */
  createdBy: string | null;
  state: WebhookEndpointState;
  failingSince: string | null;
  disabledAt: string | null;
  /** Why the sender disabled it: 'failing_5_days' (labels.ts names it). */
  disabledReason: string | null;
  /** Its deliveries, by status. */
  deliveries: Record<WebhookDeliveryStatus, number>;
}

export interface WebhookAttemptView {
  attempt: number;
  startedAt: string;
  durationMs: number;
  statusCode: number | null;
  /** timeout | unreachable | address_refused | redirect | http_<code> (labels.ts names each). */
  error: string | null;
}

export interface WebhookDeliveryView {
  id: string;
  /** msg_…: the `webhook-id` the receiver sees, the same on every try and resend. */
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  /** Each try, the first first. */
  tries: WebhookAttemptView[];
}

export interface WebhookDeliveriesPage {
  endpoint: AdminWebhookEndpoint;
  deliveries: WebhookDeliveryView[];
  total: number;
  page: number;
  pageSize: number;
}

export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** An event's name as staff read it; a type the catalogue does not know yet is shown as stored. */
export function webhookEventLabel(type: string): string {
  if (type === TEST_EVENT_TYPE) return 'Evento de teste';
  return isOutboundEventType(type) ? OUTBOUND_EVENT_LABELS[type] : type;
}
