// The real process: on SIGTERM the outbox sender finishes its pass before the database closes.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FAKE_META_TOKEN,
  FAKE_PIXEL_ID,
  type FakeMetaApi,
  startFakeMetaApi,
} from '@funil/testkit/fakes/fake-meta-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/database.ts';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Collects the process's JSON log lines and lets a test wait for one. */
function watchLogs(child: ChildProcess) {
  const lines: { msg: string }[] = [];
  const waiters: { test: (msg: string) => boolean; resolve: () => void }[] = [];
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const part of parts) {
      if (!part.trim()) continue;
      const line = JSON.parse(part) as { msg: string };
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.test(line.msg))) waiter.resolve();
    }
  });
  return {
    lines,
    until: (test: (msg: string) => boolean) =>
      lines.some((line) => test(line.msg))
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ test, resolve })),
  };
}

describe('graceful shutdown of the server process', () => {
  let fake: FakeMetaApi;
  let dir: string;
  beforeAll(async () => {
    fake = await startFakeMetaApi();
    dir = mkdtempSync(join(tmpdir(), 'funil-shutdown-'));
  });
  afterAll(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets the sender finish the delivery under way, then closes', async () => {
    const port = await freePort();
    const databasePath = join(dir, 'funil.db');
    const child = spawn(join(SERVER_DIR, 'node_modules/.bin/tsx'), ['src/index.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_PATH: databasePath,
        LOG_LEVEL: 'info',
        META_PIXEL_ID: FAKE_PIXEL_ID,
        META_ACCESS_TOKEN: FAKE_META_TOKEN,
        META_GRAPH_BASE_URL: fake.host,
        META_SEND_INTERVAL_MS: '50',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const logs = watchLogs(child);
    try {
      await logs.until((msg) => msg.startsWith('Funil em'));
      const held = fake.holdNext();
      const res = await fetch(`http://127.0.0.1:${port}/api/tracking/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (teste)' },
        body: JSON.stringify({
          action: 'send_events',
          events: [
            {
              event_name: 'Lead',
              event_time: Math.floor(Date.now() / 1000),
              event_id: 'Lead_shutdown',
              // What Meta requires of a website event, as the tracker always sends it.
              event_source_url: 'https://funil.example/',
              // The visitor accepted the cookie notice (decision 0024).
              consent: 'accepted',
            },
          ],
        }),
      });
      expect(res.status).toBe(202);
      await held.arrived;

      child.kill('SIGTERM');
      await logs.until((msg) => msg === 'Encerrando');
      // Meta has not answered yet: the process waits for the sender instead of closing the database.
      expect(child.exitCode).toBeNull();
      expect(logs.lines.some((line) => line.msg === 'Encerrado')).toBe(false);

      held.release();
      expect(await exited).toBe(0);
      expect(logs.lines.at(-1)?.msg).toBe('Encerrado');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }

    const db = openDatabase(databasePath);
    const rows = await db.selectFrom('tracking_events').select(['event_id', 'status', 'attempts']).execute();
    await db.destroy();
    expect(rows).toEqual([{ event_id: 'Lead_shutdown', status: 'delivered', attempts: 1 }]);
    expect(fake.accepted().map((event) => event.event_id)).toEqual(['Lead_shutdown']);
  }, 30_000);
});
