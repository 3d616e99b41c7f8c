// Backup drill (issue 27, decision 0030): the real server on a SQLite file takes a lead burst, and
// the README's `db:backup` runs in the middle of it. `db:restore` onto the live file is refused while
// the server runs; into a new file it gives a database that passes integrity_check and holds every
// lead the server had answered 2xx before the backup began.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '@funil/testkit/server/server-process';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DRILL_PORT } from './drill-env.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Parallel visitors saving leads, each one request after another. */
const VISITORS = 8;
/** Leads answered before the backup starts: enough that the copy has something to prove. */
const LEADS_BEFORE_BACKUP = 300;

const dataDir = mkdtempSync(join(tmpdir(), 'funil-backup-drill-'));
const databasePath = join(dataDir, 'funil.db');
const backupPath = join(dataDir, 'copias', 'funil-no-meio-da-rajada.db');
const restoredPath = join(dataDir, 'restaurado', 'funil.db');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Acknowledged {
  id: string;
  phone: string;
}

let phoneSequence = 0;
function nextPhone(): string {
  phoneSequence += 1;
  return `55319${String(10_000_000 + phoneSequence).slice(-8)}`;
}

/** Saves leads until told to stop; keeps each one the server answered 2xx, in answer order. */
async function visitor(origin: string, acknowledged: Acknowledged[], stop: () => boolean): Promise<void> {
  while (!stop()) {
    const phone = nextPhone();
    const res = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Visitante do Ensaio', phone, started_at: 0 }),
    });
    if (!res.ok) throw new Error(`POST /api/leads respondeu ${res.status}`);
    const { id } = (await res.json()) as { id: string };
    acknowledged.push({ id, phone });
  }
}

/** The README's command, as a person at the repository root runs it (pnpm is what npx --yes pnpm@10 runs). */
function pnpm(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'pnpm',
      ['--silent', ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_PATH: databasePath, DATABASE_URL: '' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

function readCopy(path: string, expected: Acknowledged[]) {
  const db = new SQLite(path, { readonly: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true }) as string;
    const byPhone = db.prepare('select id from leads where phone = ?');
    const missing = expected.filter(
      (lead) => (byPhone.get(lead.phone) as { id: string } | undefined)?.id !== lead.id,
    );
    const { leads } = db.prepare('select count(*) as leads from leads').get() as { leads: number };
    return { integrity, missing, leads };
  } finally {
    db.close();
  }
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('backup drill', () => {
  it('backs up during a lead burst and restores every lead answered before the backup began', async () => {
    const server = await startServerProcess({
      port: DRILL_PORT,
      env: { DATABASE_PATH: databasePath, RATE_LIMIT_PUBLIC_WRITES: '1000000000' },
    });
    try {
      const acknowledged: Acknowledged[] = [];
      let stopped = false;
      const burst = Promise.all(
        Array.from({ length: VISITORS }, () => visitor(server.origin, acknowledged, () => stopped)),
      );
      await until(() => acknowledged.length >= LEADS_BEFORE_BACKUP);

      // Every lead answered so far must be in the copy; the burst goes on while it is taken.
      const beforeBackup = acknowledged.slice();
      const backup = await pnpm(['db:backup', '--to', backupPath]);
      const whenBackupEnded = acknowledged.length;
      // The live file is the server's: a restore onto it is refused and changes nothing.
      const refused = await pnpm(['db:restore', backupPath]);
      stopped = true;
      await burst;

      expect(backup, backup.output).toMatchObject({ code: 0 });
      expect(backup.output).toContain(`Cópia feita: ${backupPath}`);
      expect(refused.code, refused.output).not.toBe(0);
      expect(refused.output).toContain(`Um servidor (ou outro programa) está usando ${databasePath}`);
      // The server kept saving while the copy was taken: the backup happened during the burst.
      expect(whenBackupEnded).toBeGreaterThan(beforeBackup.length);

      const restore = await pnpm(['db:restore', backupPath, '--to', restoredPath]);
      expect(restore, restore.output).toMatchObject({ code: 0 });
      const restored = readCopy(restoredPath, beforeBackup);
      expect(restored.integrity).toBe('ok');
      expect(restored.missing).toEqual([]);
      // The server's own file took the whole burst, untouched by the refused restore; the copy is
      // one moment of it, with the leads saved after that moment left out.
      const live = readCopy(databasePath, acknowledged);
      expect(live.missing).toEqual([]);
      expect(restored.leads).toBeLessThan(live.leads);

      console.log(
        `Ensaio de cópia: ${beforeBackup.length} leads respondidos antes da cópia, ` +
          `${whenBackupEnded - beforeBackup.length} durante ela; a cópia restaurada tem ${restored.leads} ` +
          `(integrity_check: ${restored.integrity}); o banco vivo, ${live.leads}.`,
      );
    } finally {
      await server.stop();
    }
  });
});
