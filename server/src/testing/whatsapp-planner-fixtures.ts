// Rows the WhatsApp planner's tests start from: leads with or without consent, checkouts, the free call.
import { DEFAULT_LAUNCH_SETTINGS, type LaunchSettings } from '@funil/core/launch-settings';
import { FREE_LIVE_CALL } from '@funil/core/offers';
import type { Insertable, Kysely } from 'kysely';
import { pino } from 'pino';
import type { CheckoutsTable, Database } from '../storage/schema.ts';
import { createWhatsAppPlannerRepository } from '../storage/whatsapp-planner-repository.ts';
import { insertLead } from './lead-fixtures.ts';

export const BUYERS_GROUP_URL = 'https://chat.whatsapp.com/GrupoDosAlunos';
export const ZOOM_URL = 'https://us02web.zoom.us/j/123456789';

export const minutesFrom = (iso: string, minutes: number): string =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** The launch settings with the buyers' group and the call's Zoom link set. */
export const SETTINGS: LaunchSettings = {
  ...DEFAULT_LAUNCH_SETTINGS,
  freeCall: { ...DEFAULT_LAUNCH_SETTINGS.freeCall, zoomUrl: ZOOM_URL },
  contacts: { ...DEFAULT_LAUNCH_SETTINGS.contacts, buyersGroupUrl: BUYERS_GROUP_URL },
};

export function plannerDeps(db: Kysely<Database>, settings: LaunchSettings = SETTINGS) {
  return {
    store: createWhatsAppPlannerRepository(db),
    settings: async () => settings,
    logger: pino({ level: 'silent' }),
  };
}

/** A lead saved through the form at `leadAt`, with the notice's consent (contact and marketing) unless told. */
export async function addLead(
  db: Kysely<Database>,
  id: string,
  leadAt: string,
  options: { consent?: string[] | null; name?: string; phone?: string } = {},
): Promise<void> {
  await insertLead(db, {
    id,
    name: options.name ?? 'Ana Maria Souza',
    phone: options.phone ?? '5511987654321',
    lead_at: leadAt,
    created_at: leadAt,
  });
  const purposes = options.consent === undefined ? ['contact', 'marketing'] : options.consent;
  if (purposes) {
    await db
      .insertInto('consents')
      .values({
        id: `consent-${id}`,
        lead_id: id,
        text_version: 'cadastro-2026-11-24',
        purposes: JSON.stringify(purposes),
        granted_at: leadAt,
        created_at: leadAt,
      })
      .execute();
  }
}

/** An opened PIX checkout of R$ 1.797,00 (unless told), created at `createdAt`. */
export async function addCheckout(
  db: Kysely<Database>,
  id: string,
  leadId: string | null,
  createdAt: string,
  changes: Partial<Insertable<CheckoutsTable>> = {},
): Promise<void> {
  await db
    .insertInto('checkouts')
    .values({
      id,
      lead_id: leadId,
      offer_code: 'ia-na-pratica',
      method: 'pix',
      amount_cents: 179_700,
      max_installments: 1,
      provider: 'sandbox',
      provider_checkout_id: `sandbox-${id}`,
      link: `https://pagamento.test/c/${id}`,
      status: 'created',
      external_reference: `ref-${id}`,
      expires_at: minutesFrom(createdAt, 1440),
      created_at: createdAt,
      updated_at: createdAt,
      ...changes,
    })
    .execute();
}

/** Moves the free call to start at `startsAt` (one hour long) and registers the leads; answers its id. */
export async function freeCallAt(db: Kysely<Database>, startsAt: string, leadIds: string[]): Promise<string> {
  await db
    .updateTable('events')
    .set({ starts_at: startsAt, ends_at: minutesFrom(startsAt, 60) })
    .where('slug', '=', FREE_LIVE_CALL.slug)
    .execute();
  const { id } = await db
    .selectFrom('events')
    .select('id')
    .where('slug', '=', FREE_LIVE_CALL.slug)
    .executeTakeFirstOrThrow();
  for (const leadId of leadIds) {
    await db
      .insertInto('event_registrations')
      .values({
        id: `reg-${leadId}`,
        event_id: id,
        lead_id: leadId,
        registration_date: startsAt,
        created_at: startsAt,
        updated_at: startsAt,
      })
      .execute();
  }
  return id;
}
