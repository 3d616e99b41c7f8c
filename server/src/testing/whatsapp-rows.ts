// WhatsApp rows for staff tests: a lead's consent, a message in the log, a cadence.
import type { Insertable, Kysely } from 'kysely';
import type { Database, WhatsAppMessagesTable } from '../storage/schema.ts';
import { TRUE } from '../storage/sql-values.ts';

/** The lead form's consent (contact and marketing), as a save records it. */
export async function insertConsent(
  db: Kysely<Database>,
  leadId: string,
  at: string,
  revokedAt: string | null = null,
): Promise<void> {
  await db
    .insertInto('consents')
    .values({
      id: `consent-${leadId}`,
      lead_id: leadId,
      text_version: 'cadastro-2026-11-24',
      purposes: JSON.stringify(['contact', 'marketing']),
      granted_at: at,
      revoked_at: revokedAt,
      created_at: at,
      source: 'site',
    })
    .execute();
}

let sequence = 0;

/** A message of the log; outbound and sent unless the test says otherwise. */
export async function insertWhatsAppMessage(
  db: Kysely<Database>,
  message: Partial<Insertable<WhatsAppMessagesTable>> & { created_at: string },
): Promise<string> {
  sequence += 1;
  const id = message.id ?? `msg-${sequence}`;
  await db
    .insertInto('whatsapp_messages')
    .values({
      id,
      phone: '5511987654321',
      direction: 'outbound',
      body: 'Olá!',
      status: message.direction === 'inbound' ? 'received' : 'sent',
      sent_at: message.direction === 'inbound' ? null : message.created_at,
      updated_at: message.created_at,
      ...message,
    })
    .execute();
  return id;
}

export async function insertCadence(
  db: Kysely<Database>,
  cadence: { id: string; name: string; trigger: string; delays: number[]; status?: string },
  at = '2025-04-01T00:00:00.000Z',
): Promise<void> {
  await db
    .insertInto('cadences')
    .values({
      id: cadence.id,
      name: cadence.name,
      trigger: cadence.trigger,
      status: cadence.status ?? 'active',
      steps: JSON.stringify(
        cadence.delays.map((delay) => ({ delay_minutes: delay, text: 'Oi {primeiro_nome}' })),
      ),
      stop_on_purchase: TRUE,
      stop_on_reply: TRUE,
      created_at: at,
      updated_at: at,
    })
    .execute();
}
