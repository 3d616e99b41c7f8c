// The free live call the lead modal promises: a save from the modal registers the lead for it.
import { ATTRIBUTION_KEYS } from '@funil/core/attribution';
import { FREE_LIVE_CALL } from '@funil/core/offers';
import { queueEventRegistered } from './outbound-events/lead-events.ts';
import type { FreeCallRegistration, FreeCallStore } from './ports/events.ts';
import type { DomainLogger } from './ports/logger.ts';
import { newRowId } from './row-id.ts';

/** The template launch's free call; each launch has its own (LaunchParts.freeCallSlug). */
export const FREE_CALL_SLUG: string = FREE_LIVE_CALL.slug;

/** Where the lead came from, copied onto the registration (spec §3 event_registrations). */
export type RegistrationAttribution = Partial<Record<(typeof ATTRIBUTION_KEYS)[number], string>>;

export interface FreeCallDeps {
  store: FreeCallStore;
  logger: DomainLogger;
  newId?: () => string;
  /** The launch's free call (the template's when left out). */
  slug?: string | undefined;
}

/** What became of a registration: added now, there already, or no active call to register for. */
export type FreeCallOutcome = 'registered' | 'already_registered' | 'no_event';

/** Status 'registered' and message not sent are the column defaults; attribution only where given. */
export function freeCallRegistration(
  id: string,
  leadId: string,
  attribution: RegistrationAttribution,
  time: string,
): FreeCallRegistration {
  const filled: RegistrationAttribution = {};
  for (const key of ATTRIBUTION_KEYS) if (attribution[key]) filled[key] = attribution[key];
  return { ...filled, id, lead_id: leadId, registration_date: time, created_at: time, updated_at: time };
}

/** The lead is saved all the same: losing the lead over a switched-off call would be worse. */
export function warnNoFreeCall(logger: DomainLogger, leadId: string, slug: string = FREE_CALL_SLUG): void {
  logger.warn({ leadId, slug }, 'Call gratuita inativa: inscrição não feita');
}

/** Registers the lead; a second save finds the registration and adds nothing. */
export async function registerForFreeCall(
  deps: FreeCallDeps,
  leadId: string,
  attribution: RegistrationAttribution,
  time: string,
): Promise<FreeCallOutcome> {
  const slug = deps.slug ?? FREE_CALL_SLUG;
  const event = await deps.store.findEventBySlug(slug);
  if (!event) {
    warnNoFreeCall(deps.logger, leadId, slug);
    return 'no_event';
  }
  const registration = freeCallRegistration((deps.newId ?? newRowId)(), leadId, attribution, time);
  const row = { ...registration, event_id: event.id };
  const added = await deps.store.insertRegistrationIfMissing(row);
  if (added) await queueEventRegistered(deps.store, row);
  return added ? 'registered' : 'already_registered';
}
