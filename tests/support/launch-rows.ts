// The launch settings as the e2e database holds them: a spec sets the launch it needs by writing the
// one settings row (as a saved change would leave it) and goes back to the spec's defaults after.
import { DEFAULT_LAUNCH_SETTINGS, type LaunchSettings } from '@funil/core/launch-settings';
import Database from 'better-sqlite3';
import { DATABASE_PATH } from './env.ts';

/** Stores the defaults changed by `change`; the server reads them on the next request. */
export function setLaunchSettings(change: (defaults: LaunchSettings) => LaunchSettings): LaunchSettings {
  const settings = change(structuredClone(DEFAULT_LAUNCH_SETTINGS));
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    db.prepare(
      `INSERT INTO launch_settings (id, document, updated_at, updated_by) VALUES ('current', ?, ?, NULL)
       ON CONFLICT (id) DO UPDATE SET document = excluded.document, updated_at = excluded.updated_at`,
    ).run(JSON.stringify(settings), new Date().toISOString());
  } finally {
    db.close();
  }
  return settings;
}

/** Back to the spec's defaults (no row), as a fresh install. */
export function resetLaunchSettings(): void {
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    db.prepare('DELETE FROM launch_settings').run();
  } finally {
    db.close();
  }
}
