// Joining an event's waitlist (issue 29): a sold-out ticket's page records who wants the next seat.
// Like a registration, only the browser holding the lead's capability (or its claim) puts it on the
// list; the same lead twice is one entry.
import type { WaitlistJoined, WaitlistJoinRequest } from '@funil/core/ticket-offers';
import { resolveHolder } from './lead-capability.ts';
import type { DomainLogger } from './ports/logger.ts';
import type { WaitlistStore } from './ports/tickets.ts';
import { newRowId } from './row-id.ts';

export interface WaitlistDeps {
  store: WaitlistStore;
  logger: DomainLogger;
  now: () => Date;
}

export type WaitlistResult =
  | { ok: true; value: WaitlistJoined }
  | { ok: false; error: 'event_not_found' | 'lead_token_invalid' };

export async function joinWaitlist(
  deps: WaitlistDeps,
  slug: string,
  request: WaitlistJoinRequest,
): Promise<WaitlistResult> {
  const event = await deps.store.findEvent(slug);
  if (!event) return { ok: false, error: 'event_not_found' };
  const holder = await resolveHolder(deps.store, request);
  if (!holder) {
    deps.logger.info({ eventId: event.id }, 'Lista de espera recusada: sem o token do lead');
    return { ok: false, error: 'lead_token_invalid' };
  }
  const joined = await deps.store.joinWaitlist({
    id: newRowId(),
    eventId: event.id,
    leadId: holder.leadId,
    time: deps.now().toISOString(),
  });
  return { ok: true, value: { eventSlug: event.slug, ...joined } };
}
