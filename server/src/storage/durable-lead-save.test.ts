// The lead route on a SQLite file: its 201 waits for the WAL sync, and a failed sync is no save.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PINO_ERROR, postJson, type TestApp, testAppOn } from '@funil/testkit/server/test-server';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { heldSync, turn, watch } from './held-sync.ts';
import { migrate } from './migrate.ts';
import type { Database } from './schema.ts';
import type { SyncFile } from './wal-sync.ts';

const LEAD = { name: 'Ana', phone: '5511987654321', utm_source: 'instagram' };

let dir: string;
let db: Kysely<Database>;
let t: TestApp;
const held = heldSync();
/** The migration's syncs pass; the test's are held. */
let holding = false;
const syncFile: SyncFile = (fd) => (holding ? held.syncFile(fd) : Promise.resolve());

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'funil-durable-lead-'));
  holding = false;
  held.calls.length = 0;
  db = openDatabase(join(dir, 'funil.db'), { syncFile });
  await migrate(db);
  t = testAppOn(db);
  holding = true;
});

afterEach(async () => {
  for (const call of held.calls) call.release();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('POST /api/leads on a SQLite file', () => {
  it('answers 201 only once the WAL holding the lead is synced', async () => {
    const answer = postJson(t.app, '/api/leads', LEAD);
    const answered = watch(Promise.resolve(answer));
    await expect.poll(() => held.calls.length).toBe(1);
    await turn();
    expect(answered.settled()).toBe('pending');

    held.calls[0]?.release();
    expect((await answer).status).toBe(201);
  });

  it('answers 500 and logs the error when the sync fails: the lead is not reported as saved', async () => {
    const answer = postJson(t.app, '/api/leads', LEAD);
    await expect.poll(() => held.calls.length).toBe(1);
    held.calls[0]?.fail(new Error('EIO: i/o error, fdatasync'));

    const res = await answer;
    expect(res.status).toBe(500);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ level: PINO_ERROR, err: expect.objectContaining({ type: 'WalSyncError' }) }),
    );
  });
});
