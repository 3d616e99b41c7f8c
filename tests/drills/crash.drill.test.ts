// Crash drill: kill -9 the server at random moments of a lead burst. After every kill the SQLite
// file passes integrity_check and holds every lead the server had answered 2xx.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '@funil/testkit/server/server-process';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DRILL_PORT } from './drill-env.ts';

const CYCLES = 50;
/** Parallel visitors saving leads, each one request after another. */
const VISITORS = 8;

const dataDir = mkdtempSync(join(tmpdir(), 'funil-crash-drill-'));
const databasePath = join(dataDir, 'funil.db');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Acknowledged {
  /** Unknown when the kill cut the body after the 2xx status line. */
  id: string | undefined;
  phone: string;
}

let phoneSequence = 0;
function nextPhone(): string {
  phoneSequence += 1;
  return `55219${String(10_000_000 + phoneSequence).slice(-8)}`;
}

/** Saves leads until the server stops answering; returns the ones it confirmed. */
async function visitor(origin: string, acknowledged: Acknowledged[]): Promise<void> {
  for (;;) {
    const phone = nextPhone();
    let res: Response;
    try {
      res = await fetch(`${origin}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Visitante do Ensaio', phone, started_at: 0 }),
      });
    } catch {
      return; // The server is gone: this request was never answered.
    }
    if (!res.ok) throw new Error(`POST /api/leads respondeu ${res.status}`);
    const body = (await res.json().catch(() => undefined)) as { id: string } | undefined;
    acknowledged.push({ id: body?.id, phone });
    if (body === undefined) return;
  }
}

function checkDatabase(acknowledged: Acknowledged[]): { integrity: string; missing: Acknowledged[] } {
  const db = new SQLite(databasePath);
  try {
    const integrity = db.pragma('integrity_check', { simple: true }) as string;
    const byPhone = db.prepare('select id from leads where phone = ?');
    const missing = acknowledged.filter((lead) => {
      const row = byPhone.get(lead.phone) as { id: string } | undefined;
      return row === undefined || (lead.id !== undefined && row.id !== lead.id);
    });
    return { integrity, missing };
  } finally {
    db.close();
  }
}

describe('crash drill', () => {
  it(`keeps the database whole and every confirmed lead through ${CYCLES} kill -9`, async () => {
    const everyConfirmed: Acknowledged[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const server = await startServerProcess({
        port: DRILL_PORT,
        env: { DATABASE_PATH: databasePath, RATE_LIMIT_PUBLIC_WRITES: '1000000000' },
      });
      const confirmed: Acknowledged[] = [];
      const burst = Promise.all(Array.from({ length: VISITORS }, () => visitor(server.origin, confirmed)));
      const killAfterMs = 50 + Math.floor(Math.random() * 500);
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      await server.kill();
      await burst;

      const { integrity, missing } = checkDatabase(confirmed);
      expect(integrity, `ciclo ${cycle} (kill após ${killAfterMs} ms)`).toBe('ok');
      expect(missing, `ciclo ${cycle} (kill após ${killAfterMs} ms)`).toEqual([]);
      everyConfirmed.push(...confirmed);
    }
    // Leads of earlier cycles survive the later crashes and restarts too.
    expect(checkDatabase(everyConfirmed)).toEqual({ integrity: 'ok', missing: [] });
    // A burst that never got a lead saved would prove nothing.
    expect(everyConfirmed.length).toBeGreaterThanOrEqual(CYCLES);
  });
});
