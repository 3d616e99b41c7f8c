// Partners and lead attribution as the e2e database holds them.
import Database from 'better-sqlite3';
import { DATABASE_PATH } from './env.ts';
import { readDb } from './lead-rows.ts';

/** An active partner with this code, created unless an earlier test did. */
export function ensureActivePartner(code: string, name: string): void {
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    const now = new Date().toISOString();
    db.prepare(
      'INSERT OR IGNORE INTO partners (id, code, name, is_active, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)',
    ).run(crypto.randomUUID(), code, name, now, now);
  } finally {
    db.close();
  }
}

/** The partner a stored lead is credited to (null when none, or an unknown code, was given). */
export function leadPartnerCode(phone: string): string | null | undefined {
  return readDb(
    (db) =>
      (
        db.prepare('SELECT partner_code FROM leads WHERE phone = ?').get(phone) as
          | { partner_code: string | null }
          | undefined
      )?.partner_code,
  );
}
