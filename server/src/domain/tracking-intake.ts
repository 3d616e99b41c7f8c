// Queues the tracker's events: adds what only the server knows, hashes contact fields, keeps
// readable contact data out of custom_data, de-duplicates.
import type { SendEvents, SendEventsAccepted } from '@funil/core/tracking';
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
  const leadIds = await deps.outbox.knownLeadIds([
    ...new Set(fresh.flatMap((event) => (event.user_data.external_id ? [event.user_data.external_id] : []))),
  ]);
  const rows = fresh.map((event): NewTrackingEvent => {
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
    const externalId = event.user_data.external_id;
    return {
      id: newRowId(),
      event_id: event.event_id,
      event_name: event.event_name,
      event_time: eventTime,
      lead_id: externalId && leadIds.has(externalId) ? externalId : null,
      payload: JSON.stringify(outgoing),
      created_at: at.toISOString(),
    };
  });
  const queued = await deps.outbox.enqueue(rows);
  return {
    received: payload.events.length,
    queued,
    duplicates: rows.length - queued,
    expired: payload.events.length - fresh.length,
  };
}
