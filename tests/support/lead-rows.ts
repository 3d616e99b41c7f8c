// Reads what the product stored: the e2e tests assert on the SQLite file, not only on the screen.
import Database from 'better-sqlite3';
import { DATABASE_PATH } from './env.ts';

export interface StoredLead {
  id: string;
  name: string;
  phone: string;
  instagram: string | null;
  landing_page: string | null;
  visit_pending: number;
}

/** Runs one read on the e2e database, opened read-only for just that read. */
export function readDb<T>(query: (db: Database.Database) => T): T {
  const db = new Database(DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

export function findLeadsByPhone(phone: string): StoredLead[] {
  return readDb(
    (db) =>
      db
        .prepare('SELECT id, name, phone, instagram, landing_page, visit_pending FROM leads WHERE phone = ?')
        .all(phone) as StoredLead[],
  );
}

/** A Brazilian mobile number no other test uses: 55 + area code + 9 + 8 digits. */
export function uniqueMobile(areaCode = '11'): { typed: string; digits: string } {
  // 9 9xxx-xxxx: a mobile line starts with 9 after the ninth digit's 9 (a "9 0…" number is no mobile
  // and its buyer's phone is kept as typed); unique for hours by the clock.
  const line = `9${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  return { typed: `${areaCode}9${line}`, digits: `55${areaCode}9${line}` };
}
