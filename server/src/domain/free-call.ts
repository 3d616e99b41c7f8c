// The free live call the lead modal promises: a save from the modal registers the lead for it.
import { FREE_LIVE_CALL } from '@funil/core/offers';
import type { EventRow, NewRegistration } from './events.ts';
import type { DomainLogger } from './lead-store.ts';
import { newRowId } from './row-id.ts';

/** The event's slug; the one place that names it, for when staff choose the event (issue 16). */
export const FREE_CALL_SLUG: string = FREE_LIVE_CALL.slug;

export interface FreeCallStore {
  /** Active events only: a call staff switched off takes no more registrations. */
  findEventBySlug(slug: string): Promise<Pick<EventRow, 'id'> | undefined>;
  /** Inserts unless the lead already has a registration for the event; true when it inserted. */
  insertRegistrationIfMissing(registration: NewRegistration): Promise<boolean>;
}

const ATTRIBUTION_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'referrer',
  'landing_page',
] as const;

/** Where the lead came from, copied onto the registration (spec §3 event_registrations). */
export type RegistrationAttribution = Partial<Record<(typeof ATTRIBUTION_KEYS)[number], string>>;

export interface FreeCallDeps {
  store: FreeCallStore;
  logger: DomainLogger;
  newId?: () => string;
}

/** What became of a registration: added now, there already, or no active call to register for. */
export type FreeCallOutcome = 'registered' | 'already_registered' | 'no_event';

/**
 * Registers the lead (status 'registered', message not sent: the column defaults); a second save
 * finds the registration and adds nothing.
 */
export async function registerForFreeCall(
  deps: FreeCallDeps,
  leadId: string,
  attribution: RegistrationAttribution,
  time: string,
): Promise<FreeCallOutcome> {
  const event = await deps.store.findEventBySlug(FREE_CALL_SLUG);
  if (!event) {
    // The lead is saved all the same: losing the lead over a switched-off call would be worse.
    deps.logger.warn({ leadId, slug: FREE_CALL_SLUG }, 'Call gratuita inativa: inscrição não feita');
    return 'no_event';
  }
  const filled: RegistrationAttribution = {};
  for (const key of ATTRIBUTION_KEYS) if (attribution[key]) filled[key] = attribution[key];
  const added = await deps.store.insertRegistrationIfMissing({
    ...filled,
    id: (deps.newId ?? newRowId)(),
    event_id: event.id,
    lead_id: leadId,
    registration_date: time,
    created_at: time,
    updated_at: time,
  });
  return added ? 'registered' : 'already_registered';
}
