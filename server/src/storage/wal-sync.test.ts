import { fstatSync, mkdtempSync, renameSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heldSync, turn, watch } from './held-sync.ts';
import { createWalSync, type WalSync, WalSyncError } from './wal-sync.ts';

let dir: string;
let walPath: string;
let wal: WalSync;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'funil-wal-sync-'));
  walPath = join(dir, 'notes.db-wal');
  writeFileSync(walPath, 'frames');
});

afterEach(async () => {
  await wal.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('createWalSync', () => {
  it('resolves only once the WAL file it synced is on disk', async () => {
    const { syncFile, calls } = heldSync();
    wal = createWalSync(walPath, syncFile);

    const synced = watch(wal.sync());
    await expect.poll(() => calls.length).toBe(1);
    await turn();
    expect(synced.settled()).toBe('pending');
    expect(fstatSync(calls[0]?.fd ?? -1).ino).toBe(statSync(walPath).ino);

    calls[0]?.release();
    await expect.poll(() => synced.settled()).toBe('fulfilled');
  });

  it('covers the calls made while a sync runs with one next sync, which starts after it', async () => {
    const { syncFile, calls } = heldSync();
    wal = createWalSync(walPath, syncFile);
    const first = watch(wal.sync());
    await expect.poll(() => calls.length).toBe(1);

    const later = [watch(wal.sync()), watch(wal.sync())];
    await turn();
    expect(calls).toHaveLength(1);
    calls[0]?.release();
    await expect.poll(() => first.settled()).toBe('fulfilled');
    // The first sync may have started before their frames were written: they wait for the next.
    expect(later.map((call) => call.settled())).toEqual(['pending', 'pending']);

    await expect.poll(() => calls.length).toBe(2);
    calls[1]?.release();
    await expect.poll(() => later.map((call) => call.settled())).toEqual(['fulfilled', 'fulfilled']);
    expect(calls).toHaveLength(2);
  });

  it('keeps the file truncated in place and re-opens one that replaced it', async () => {
    const inodes: number[] = [];
    wal = createWalSync(walPath, async (fd) => {
      inodes.push(fstatSync(fd).ino);
    });
    const original = statSync(walPath).ino;

    await wal.sync();
    truncateSync(walPath, 0);
    await wal.sync();
    writeFileSync(join(dir, 'new-wal'), 'other frames');
    renameSync(join(dir, 'new-wal'), walPath);
    const replacement = statSync(walPath).ino;
    await wal.sync();

    expect(replacement).not.toBe(original);
    expect(inodes).toEqual([original, original, replacement]);
  });

  it('fails the callers of a failed sync, and every later sync without trying again', async () => {
    const { syncFile, calls } = heldSync();
    wal = createWalSync(walPath, syncFile);
    const failing = wal.sync();
    await expect.poll(() => calls.length).toBe(1);
    const disk = new Error('EIO: i/o error, fdatasync');
    calls[0]?.fail(disk);

    await expect(failing).rejects.toBeInstanceOf(WalSyncError);
    await expect(failing).rejects.toMatchObject({ code: 'wal_sync_failed', cause: disk });
    await expect(wal.sync()).rejects.toBeInstanceOf(WalSyncError);
    expect(calls).toHaveLength(1);
  });

  it('has nothing to sync before SQLite created the WAL file', async () => {
    rmSync(walPath);
    const { syncFile, calls } = heldSync();
    wal = createWalSync(walPath, syncFile);

    await wal.sync();
    expect(calls).toHaveLength(0);
  });
});
