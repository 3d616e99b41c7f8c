// Events by slug, idempotent registrations and active message templates (spec §3, §7).
import type {
  EventRegistration,
  EventRegistrationRequest,
  MessageTemplate,
  PublicEvent,
} from '@funil/core/event';
import { publicIdOf, resolveHolder } from './lead-capability.ts';
import { queueEventRegistered } from './outbound-events/lead-events.ts';
import type { EventRow, EventStore } from './ports/events.ts';
import { newRowId } from './row-id.ts';

export interface EventDeps {
  store: EventStore;
  logger: { info(details: Record<string, unknown>, message: string): void };
  now: () => Date;
  newId?: () => string;
}

export type EventError = 'event_not_found' | 'lead_token_invalid';
export type Result<T> = { ok: true; value: T } | { ok: false; error: EventError };

export function toPublicEvent(event: EventRow): PublicEvent {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    description: event.description,
    startsAt: event.starts_at,
    endsAt: event.ends_at,
    location: event.location,
    priceCents: event.price_cents,
    currency: event.currency,
  };
}

export async function getEvent(deps: EventDeps, slug: string): Promise<Result<PublicEvent>> {
  const event = await deps.store.findEventBySlug(slug);
  return event ? { ok: true, value: toPublicEvent(event) } : { ok: false, error: 'event_not_found' };
}

/**
 * Registering twice answers the first registration: the UNIQUE (lead, event) constraint decides
 * between concurrent requests, so both get the same row. Only the browser holding the lead's
 * capability registers it; a claim's registration is an addition without attribution, answered
 * under the claim's id (decision 0019).
 */
export async function registerForEvent(
  deps: EventDeps,
  slug: string,
  request: EventRegistrationRequest,
): Promise<Result<EventRegistration>> {
  const event = await deps.store.findEventBySlug(slug);
  if (!event) return { ok: false, error: 'event_not_found' };
  const { leadId: _id, leadToken: _token, ...tracking } = request;
  const holder = await resolveHolder(deps.store, request);
  // The same refusal whether or not the id is a lead's: the endpoint tells no one which ids exist.
  if (!holder) {
    deps.logger.info({ eventId: event.id }, 'Inscrição recusada: sem o token do lead');
    return { ok: false, error: 'lead_token_invalid' };
  }
  const leadId = holder.leadId;

  const time = deps.now().toISOString();
  const registration = {
    ...(holder.kind === 'owner' ? withoutEmpty(tracking) : {}),
    id: (deps.newId ?? newRowId)(),
    event_id: event.id,
    lead_id: leadId,
    registration_date: time,
    created_at: time,
    updated_at: time,
  };
  const created = await deps.store.insertRegistrationIfMissing(registration);
  if (created) await queueEventRegistered(deps.store, registration);
  const row = await deps.store.findRegistration(leadId, event.id);
  if (!row) throw new Error('Inscrição não encontrada logo após ser gravada');
  return {
    ok: true,
    value: {
      id: row.id,
      eventId: row.event_id,
      leadId: publicIdOf(holder),
      status: row.status,
      registrationDate: row.registration_date,
      created,
    },
  };
}

export async function activeTemplates(
  deps: EventDeps,
  slug: string,
  messageType: string,
): Promise<Result<MessageTemplate[]>> {
  const event = await deps.store.findEventBySlug(slug);
  if (!event) return { ok: false, error: 'event_not_found' };
  const rows = await deps.store.findActiveTemplates(event.id, messageType);
  return {
    ok: true,
    value: rows.map((row) => ({
      id: row.id,
      messageType: row.message_type,
      title: row.title,
      body: row.body,
    })),
  };
}

function withoutEmpty<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<T>;
}
