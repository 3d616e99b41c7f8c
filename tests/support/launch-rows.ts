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

/** Launch 1 (the spec's, from the migration) back as the site's current launch. */
export function restoreFirstLaunch(): void {
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    db.prepare(
      `UPDATE current_launch SET launch_id = (SELECT id FROM launches WHERE slug = 'ia-na-pratica'), updated_at = ?
       WHERE id = 'site'`,
    ).run(new Date().toISOString());
  } finally {
    db.close();
  }
}
