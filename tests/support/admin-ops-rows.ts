// Rows the staff-operations spec starts from and checks afterwards, read and written on the e2e SQLite file.
import Database from 'better-sqlite3';
import { DATABASE_PATH } from './env.ts';

function open(readonly = false) {
  return new Database(DATABASE_PATH, { readonly, fileMustExist: true });
}

export interface SeededLead {
  id: string;
  name: string;
  phone: string;
  email: string;
  instagram: string;
}

/**
 * A lead as the capture form leaves it, with behaviour and URLs that anonymising must clear; a buyer
 * also has the paid PIX checkout the webhook would have left.
 */
export function insertLeadRow(lead: SeededLead, buyer = false): void {
  const db = open();
  try {
    const now = new Date().toISOString();
    const checkoutId = crypto.randomUUID();
    db.prepare(
      `INSERT INTO leads (id, name, phone, email, instagram, landing_page, url_params, clicks_data, page_views,
         time_on_page, has_purchased, purchase_date, purchase_id, plan_name, trans_value, trans_installments,
         trans_status, lead_at, created_at, updated_at)
       VALUES (@id, @name, @phone, @email, @instagram, @landing, @params, '{"cta":2}', '[{"path":"/"}]', 95,
         @buyer, @purchaseDate, @purchaseId, @plan, @value, @installments, @status, @now, @now, @now)`,
    ).run({
      ...lead,
      landing: `http://localhost/?nome=${encodeURIComponent(lead.name)}`,
      params: JSON.stringify({ celular: lead.phone }),
      buyer: buyer ? 1 : 0,
      purchaseDate: buyer ? now : null,
      purchaseId: buyer ? checkoutId : null,
      plan: buyer ? 'IA NA PRÁTICA' : null,
      value: buyer ? 179_700 : null,
      installments: buyer ? 1 : null,
      status: buyer ? 'paid' : null,
      now,
    });
    if (buyer) {
      db.prepare(
        `INSERT INTO checkouts (id, lead_id, offer_code, method, amount_cents, max_installments, provider, status,
           external_reference, paid_at, created_at, updated_at)
         VALUES (?, ?, 'ia-na-pratica', 'pix', 179700, 1, 'sandbox', 'paid', ?, ?, ?, ?)`,
      ).run(checkoutId, lead.id, `IANP-${lead.id}`, now, now, now);
    }
  } finally {
    db.close();
  }
}

const READABLE = { leads: 'id', onboarding_checklists: 'lead_id', partners: 'code' } as const;

/** The one row of a table the spec checks, by its key (the table and column come from the list above). */
export function readRow(table: keyof typeof READABLE, key: string): Record<string, unknown> | undefined {
  const db = open(true);
  try {
    return db.prepare(`SELECT * FROM ${table} WHERE ${READABLE[table]} = ?`).get(key) as
      | Record<string, unknown>
      | undefined;
  } finally {
    db.close();
  }
}
