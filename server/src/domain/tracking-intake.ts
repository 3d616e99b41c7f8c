// Queues the tracker's events: adds what only the server knows, hashes contact fields, keeps
// readable contact data out of custom_data, de-duplicates. Only with the visitor's consent (decision
// 0024) is an event sent: without an answer it is held, after a refusal it is not kept.
import type { SendEvents, SendEventsAccepted } from '@funil/core/tracking';
import { adEventAllowed } from './ad-consent.ts';
import { fbcFromUrl } from './click-id.ts';
import { withoutContactData } from './conversion-custom-data.ts';
import { MAX_EVENT_AGE_SECONDS } from './conversions-sender.ts';
import { conversionUserData, type RequestFacts } from './conversions-user-data.ts';
import type { ConversionEvent } from './ports/conversions.ts';
import type { NewTrackingEvent, TrackingOutbox } from './ports/tracking-outbox.ts';
import { newRowId } from './row-id.ts';

/** Meta refuses event times in the future; a visitor's clock running ahead is brought back to now. */
const FUTURE_TOLERANCE_SECONDS = 60;

export interface TrackingIntakeDeps {
  outbox: TrackingOutbox;
  now: () => Date;
}

export async function queueTrackingEvents(
  deps: TrackingIntakeDeps,
  payload: SendEvents,
  request: RequestFacts,
): Promise<SendEventsAccepted> {
  const at = deps.now();
  const nowSeconds = Math.floor(at.getTime() / 1000);
  const fresh = payload.events.filter((event) => event.event_time >= nowSeconds - MAX_EVENT_AGE_SECONDS);
  const named = [
    ...new Set(fresh.flatMap((event) => (event.user_data.external_id ? [event.user_data.external_id] : []))),
  ];
  const leadIds = await deps.outbox.knownLeadIds(named);
  const answers = await deps.outbox.leadAdConsents([...leadIds]);
  const leadOf = (event: (typeof fresh)[number]) => {
    const externalId = event.user_data.external_id;
    return externalId && leadIds.has(externalId) ? externalId : null;
  };
  const decided = fresh.map((event) => {
    const leadId = leadOf(event);
    return { event, leadId, fate: adEventAllowed(event.consent, leadId ? answers.get(leadId) : undefined) };
  });
  // A page that got its answer sends its earlier events again: the held copies follow the answer.
  const keys = (choice: 'accepted' | 'refused') =>
    decided
      .filter(({ event }) => event.consent === choice)
      .map(({ event }) => ({ event_name: event.event_name, event_id: event.event_id }));
  const released = await deps.outbox.releaseHeld(
    decided
      .filter(({ event, fate }) => event.consent === 'accepted' && fate === 'send')
      .map(({ event }) => ({ event_name: event.event_name, event_id: event.event_id })),
  );
  await deps.outbox.dropHeld(keys('refused'));
  const kept = decided.filter(({ fate }) => fate !== 'drop');
  const rows = kept.map(({ event, leadId, fate }): NewTrackingEvent => {
    const eventTime =
      event.event_time > nowSeconds + FUTURE_TOLERANCE_SECONDS ? nowSeconds : event.event_time;
    // A visit that came from an ad before the pixel wrote its _fbc cookie still names the click.
    const fbc = event.user_data.fbc || fbcFromUrl(event.event_source_url, eventTime);
    const outgoing: ConversionEvent = {
      event_name: event.event_name,
      event_time: eventTime,
      event_id: event.event_id,
      action_source: event.action_source,
      ...(event.event_source_url ? { event_source_url: event.event_source_url } : {}),
      user_data: conversionUserData({ ...event.user_data, fbc }, request),
      custom_data: withoutContactData(event.custom_data),
    };
    return {
      id: newRowId(),
      event_id: event.event_id,
      event_name: event.event_name,
      event_time: eventTime,
      lead_id: leadId,
      payload: JSON.stringify(outgoing),
      created_at: at.toISOString(),
      status: fate === 'send' ? 'pending' : 'held',
    };
  });
  const queued = await deps.outbox.enqueue(rows);
  return {
    received: payload.events.length,
    // A held copy let go by this post counts as queued, not as a duplicate.
    queued: queued + released,
    duplicates: rows.length - queued - released,
    expired: payload.events.length - fresh.length,
    refused: decided.length - kept.length,
  };
}
