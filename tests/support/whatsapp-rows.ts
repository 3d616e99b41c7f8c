// WhatsApp rows the staff WhatsApp spec starts from, written on the e2e SQLite file as the engine
// would leave them, and removed afterwards: the e2e database is shared by every spec.
import Database from 'better-sqlite3';
import { DATABASE_PATH } from './env.ts';

function write<T>(work: (db: Database.Database) => T): T {
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

export interface SeededMessage {
  leadId: string;
  phone: string;
  direction: 'outbound' | 'inbound';
  body: string;
  status: string;
  at: string;
  cadenceId?: string;
  step?: number;
  checkoutId?: string;
  sentBy?: string;
}

export function insertMessage(message: SeededMessage): string {
  const id = crypto.randomUUID();
  write((db) =>
    db
      .prepare(
        `INSERT INTO whatsapp_messages (id, lead_id, phone, direction, body, status, provider_message_id,
           cadence_id, step, checkout_id, sent_by, created_at, sent_at, updated_at)
         VALUES (@id, @leadId, @phone, @direction, @body, @status, @wamid, @cadenceId, @step, @checkoutId,
           @sentBy, @at, @sentAt, @at)`,
      )
      .run({
        id,
        wamid: `wamid.e2e-${id}`,
        cadenceId: null,
        step: null,
        checkoutId: null,
        sentBy: null,
        ...message,
        sentAt: message.direction === 'outbound' ? message.at : null,
      }),
  );
  return id;
}

/** A lead saved hours ago: its sign-up is then older than what the WhatsApp planner looks back on. */
export function backdateLead(leadId: string, at: string): void {
  write((db) =>
    db
      .prepare('UPDATE leads SET lead_at = ?, created_at = ?, updated_at = ? WHERE id = ?')
      .run(at, at, at, leadId),
  );
}

/** The lead form's consent (contact and marketing), as a save with the notice records it. */
export function insertConsent(leadId: string, at: string): void {
  write((db) =>
    db
      .prepare(
        `INSERT INTO consents (id, lead_id, text_version, purposes, granted_at, created_at, source)
         VALUES (?, ?, 'cadastro-2026-11-24', '["contact","marketing"]', ?, ?, 'site')`,
      )
      .run(crypto.randomUUID(), leadId, at, at),
  );
}

export function insertCadenceRow(cadence: {
  id: string;
  name: string;
  trigger: string;
  delays: number[];
}): void {
  const now = new Date().toISOString();
  const steps = cadence.delays.map((delay) => ({ delay_minutes: delay, text: 'Oi {primeiro_nome}' }));
  write((db) =>
    db
      .prepare(
        `INSERT INTO cadences (id, name, trigger, status, steps, stop_on_purchase, stop_on_reply, created_at, updated_at)
         VALUES (?, ?, ?, 'paused', ?, 1, 1, ?, ?)`,
      )
      .run(cadence.id, cadence.name, cadence.trigger, JSON.stringify(steps), now, now),
  );
}

/** A PIX checkout of the program paid at `paidAt`, as the webhook leaves it. */
export function insertPaidCheckout(leadId: string, createdAt: string, paidAt: string): string {
  const id = crypto.randomUUID();
  write((db) =>
    db
      .prepare(
        `INSERT INTO checkouts (id, lead_id, offer_code, method, amount_cents, max_installments, provider, status,
           external_reference, paid_at, created_at, updated_at)
         VALUES (?, ?, 'ia-na-pratica', 'pix', 179700, 1, 'sandbox', 'paid', ?, ?, ?, ?)`,
      )
      .run(id, leadId, `IANP-${leadId}`, paidAt, createdAt, paidAt),
  );
  return id;
}

/** Removes what the spec added: cadences by name with their jobs and messages, checkouts by id. */
export function removeWhatsAppRows(cadenceNames: string[], checkoutIds: string[], leadIds: string[]): void {
  write((db) => {
    const ids = (
      db
        .prepare(`SELECT id FROM cadences WHERE name IN (${cadenceNames.map(() => '?').join(',')})`)
        .all(...cadenceNames) as { id: string }[]
    ).map((row) => row.id);
    for (const id of ids) {
      db.prepare('DELETE FROM whatsapp_jobs WHERE cadence_id = ?').run(id);
      db.prepare('DELETE FROM whatsapp_messages WHERE cadence_id = ?').run(id);
      db.prepare('DELETE FROM cadences WHERE id = ?').run(id);
    }
    for (const id of checkoutIds) db.prepare('DELETE FROM checkouts WHERE id = ?').run(id);
    for (const id of leadIds) db.prepare('DELETE FROM whatsapp_messages WHERE lead_id = ?').run(id);
  });
}
