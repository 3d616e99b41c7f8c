// Rows for admin tests: a lead, a buyer with a paid checkout, and a lead with a footprint in every table.
import type { Insertable, Kysely } from 'kysely';
import { pino } from 'pino';
import type { AdminDeps } from '../routes/admin/admin-routes.ts';
import type { Database, LeadsTable } from '../storage/schema.ts';
import { TRUE } from '../storage/sql-values.ts';

export const FIXTURE_TIME = '2025-04-01T12:00:00.000Z';

/** What an admin sub-router needs, on the given database with a fixed clock and no log output. */
export function adminDepsFor(db: Kysely<Database>, now = FIXTURE_TIME): AdminDeps {
  return { db, logger: pino({ level: 'silent' }), now: () => new Date(now) };
}

export async function insertLead(
  db: Kysely<Database>,
  lead: Partial<Insertable<LeadsTable>> & { id: string },
): Promise<void> {
  await db
    .insertInto('leads')
    .values({
      name: 'Ana Souza',
      phone: '5511987654321',
      created_at: FIXTURE_TIME,
      updated_at: FIXTURE_TIME,
      ...lead,
    })
    .execute();
}

/** A lead who paid the program by card in 12 installments, as the webhook leaves it. */
export async function insertBuyer(
  db: Kysely<Database>,
  lead: Partial<Insertable<LeadsTable>> & { id: string },
  method: 'pix' | 'credit-card' = 'credit-card',
): Promise<void> {
  const checkoutId = `checkout-${lead.id}`;
  const pix = method === 'pix';
  await insertLead(db, {
    has_purchased: TRUE,
    purchase_date: '2025-04-02T15:00:00.000Z',
    purchase_id: checkoutId,
    plan_name: 'IA NA PRÁTICA',
    trans_value: pix ? 179_700 : 208_032,
    trans_installments: pix ? 1 : 12,
    trans_status: 'paid',
    journey_stage: 'customer',
    ...lead,
  });
  await db
    .insertInto('checkouts')
    .values({
      id: checkoutId,
      lead_id: lead.id,
      offer_code: 'ia-na-pratica',
      method,
      amount_cents: pix ? 179_700 : 208_032,
      max_installments: pix ? 1 : 12,
      provider: 'sandbox',
      provider_checkout_id: `sandbox-${lead.id}`,
      link: `http://localhost/sandbox/checkout/sandbox-${lead.id}`,
      status: 'paid',
      external_reference: `IANP-${lead.id}`,
      paid_at: '2025-04-02T15:00:00.000Z',
      created_at: FIXTURE_TIME,
      updated_at: FIXTURE_TIME,
    })
    .execute();
}

export function jsonRequest(method: string, body: unknown): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
