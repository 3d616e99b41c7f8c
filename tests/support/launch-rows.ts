// The launch settings as the e2e database holds them: a spec sets the launch it needs by writing the
// current launch's document (as a saved change would leave it) and goes back to the spec's defaults after.
import { DEFAULT_LAUNCH_SETTINGS, type LaunchSettings } from '@funil/core/launch-settings';
import Database from 'better-sqlite3';
import { DATABASE_PATH } from './env.ts';

/** Stores the defaults changed by `change`; the server reads them on the next request. */
export function setLaunchSettings(change: (defaults: LaunchSettings) => LaunchSettings): LaunchSettings {
  const settings = change(structuredClone(DEFAULT_LAUNCH_SETTINGS));
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    db.prepare(
      `UPDATE launches SET document = ?, updated_at = ?
       WHERE id = (SELECT launch_id FROM current_launch WHERE id = 'site')`,
    ).run(JSON.stringify(settings), new Date().toISOString());
  } finally {
    db.close();
  }
  return settings;
}

/** Back to the spec's defaults (no document), as a fresh install. */
export function resetLaunchSettings(): void {
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    db.prepare(
      `UPDATE launches SET document = NULL WHERE id = (SELECT launch_id FROM current_launch WHERE id = 'site')`,
    ).run();
  } finally {
    db.close();
  }
}

/**
 * Back to launch 1 alone, as the migration left it: a spec that created and published launches
 * removes them and what they own, so later specs count launch 1's rows and its open period.
 */
export function restoreFirstLaunch(): void {
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    const first = (db.prepare(`SELECT id FROM launches WHERE slug = 'ia-na-pratica'`).get() as { id: string })
      .id;
    const others = `SELECT id FROM events WHERE launch_id <> @first`;
    db.transaction(() => {
      for (const statement of [
        `UPDATE current_launch SET launch_id = @first WHERE id = 'site'`,
        `UPDATE checkouts SET launch_id = @first WHERE launch_id <> @first`,
        `DELETE FROM whatsapp_jobs WHERE subject_id IN (${others})`,
        `DELETE FROM event_registrations WHERE event_id IN (${others})`,
        // Tickets (migration 0042): their seats and the events' waitlists.
        `DELETE FROM event_waitlist WHERE event_id IN (${others})`,
        `DELETE FROM offer_seats WHERE offer_code IN (SELECT code FROM offers WHERE launch_id <> @first)`,
        `DELETE FROM event_message_templates WHERE event_id IN (${others})`,
        `DELETE FROM events WHERE launch_id <> @first`,
        `DELETE FROM offers WHERE launch_id <> @first AND code NOT IN (SELECT offer_code FROM checkouts)`,
        `DELETE FROM launch_audit WHERE launch_id <> @first`,
        `DELETE FROM launch_periods WHERE launch_id <> @first`,
        `UPDATE launch_periods SET ended_at = NULL WHERE launch_id = @first`,
        `DELETE FROM launches WHERE id <> @first`,
      ])
        db.prepare(statement).run({ first });
    })();
  } finally {
    db.close();
  }
}

/**
 * Seeded checkouts and events without a launch become launch 1's, as migration 0041 made every one
 * and as the server opens each: the staff reports read the current launch's by default.
 */
export function seededRowsToFirstLaunch(): void {
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  const first = `(SELECT id FROM launches WHERE slug = 'ia-na-pratica')`;
  try {
    for (const table of ['checkouts', 'events'])
      db.prepare(`UPDATE ${table} SET launch_id = ${first} WHERE launch_id IS NULL`).run();
  } finally {
    db.close();
  }
}
