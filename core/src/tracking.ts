// POST /api/tracking/events: the tracker's `send_events` payload (spec §3 tracking event payload).
import { z } from 'zod';
import { AD_CONSENT_CHOICES } from './ad-consent.ts';

/** Meta takes up to 1,000 events a request; a browser sends one or two at a time. */
export const MAX_EVENTS_PER_REQUEST = 50;
export const MAX_CUSTOM_DATA_CHARS = 4_000;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * Contact fields arrive normalised but not hashed (the server hashes them); the ad ids and the
 * user agent as the browser read them. A client_ip_address sent by a page is ignored: the
 * server takes the address it sees.
 */
export const trackingUserDataSchema = z.object({
  em: optionalText(320),
  ph: optionalText(40),
  fn: optionalText(120),
  ln: optionalText(200),
  external_id: optionalText(200),
  fbc: optionalText(500),
  fbp: optionalText(500),
  client_user_agent: optionalText(1_000),
  client_ip_address: optionalText(100),
});

export const ACTION_SOURCES = [
  'website',
  'email',
  'app',
  'phone_call',
  'chat',
  'physical_store',
  'system_generated',
  'business_messaging',
  'other',
] as const;

export const trackingEventSchema = z.object({
  event_name: text(100),
  /** Unix seconds, as the Conversions API wants them. */
  event_time: z.number().int().positive().max(99_999_999_999),
  /** The browser pixel's id for the same event: Meta keeps one of the two copies. */
  event_id: text(200),
  action_source: z.enum(ACTION_SOURCES).default('website'),
  event_source_url: optionalText(2_000),
  user_data: trackingUserDataSchema.default({}),
  custom_data: z
    .record(z.string().max(100), z.unknown())
    .refine((value) => JSON.stringify(value).length <= MAX_CUSTOM_DATA_CHARS)
    .default({}),
  /**
   * The visitor's answer to the cookie notice when the page sent the event (decision 0024): only an
   * 'accepted' event (or one of a lead whose consent the server holds) goes to the ad platforms;
   * 'refused' is not kept; none is kept but held back.
   */
  consent: z.enum(AD_CONSENT_CHOICES).optional(),
});

export const sendEventsSchema = z.object({
  action: z.literal('send_events'),
  events: z.array(trackingEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST),
});

export type TrackingUserData = z.output<typeof trackingUserDataSchema>;
export type TrackingEvent = z.output<typeof trackingEventSchema>;
export type SendEventsInput = z.input<typeof sendEventsSchema>;
export type SendEvents = z.output<typeof sendEventsSchema>;

/**
 * Events that report money to the ad platforms (Meta's standard ones with a value); any event whose
 * custom_data names a value, a currency or a predicted lifetime value counts as one too. The server
 * takes them only when its own checkout or payment backs them, and with its own value.
 */
export const VALUE_EVENT_NAMES = [
  'Purchase',
  'InitiateCheckout',
  'AddPaymentInfo',
  'AddToCart',
  'Subscribe',
  'StartTrial',
] as const;
export const VALUE_KEYS = ['value', 'currency', 'predicted_ltv'] as const;

export function isValueEvent(event: Pick<TrackingEvent, 'event_name' | 'custom_data'>): boolean {
  return (
    (VALUE_EVENT_NAMES as readonly string[]).includes(event.event_name) ||
    VALUE_KEYS.some((key) => key in event.custom_data)
  );
}

/**
 * 202: how many events were queued, how many were already known by their event_id or too old, and
 * how many were dropped because the visitor refused the ad platforms (decision 0024).
 */
export interface SendEventsAccepted {
  received: number;
  queued: number;
  duplicates: number;
  expired: number;
  refused: number;
}
