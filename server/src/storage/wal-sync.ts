// Syncs SQLite's WAL file on libuv's thread pool, so the event loop parses and answers requests
// while a commit reaches the disk (decision 0028). Commits that land while a sync runs share the next.
import { close, closeSync, fdatasync, fstatSync, fsync, open, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

/** Flushes one open file to stable storage; the default runs fdatasync on the thread pool. */
export type SyncFile = (fd: number) => Promise<void>;

export interface WalSync {
  /** Resolves after a sync that started after this call, so it covers every frame written before it. */
  sync(): Promise<void>;
  /** Waits for the running syncs, then closes the WAL file. */
  close(): Promise<void>;
}

/**
 * A commit whose WAL frames may not be on disk. After a failed fsync Linux may drop the dirty pages
 * and report success next time, so one failure fails every later sync too, until a restart.
 */
export class WalSyncError extends Error {
  readonly code = 'wal_sync_failed';
  constructor(cause: unknown) {
    super('O SQLite não confirmou a gravação no disco (sincronização do WAL falhou)', { cause });
    this.name = 'WalSyncError';
  }
}

const syncOnThreadPool: SyncFile = promisify(fdatasync);
const fsyncAsync = promisify(fsync);
const openAsync = promisify(open);
const closeAsync = promisify(close);

export function createWalSync(walPath: string, syncFile: SyncFile = syncOnThreadPool): WalSync {
  let file: { fd: number; ino: number } | undefined;
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  let failure: WalSyncError | undefined;

  /**
   * The fd stays open between syncs. A checkpoint restarts or truncates the WAL in place (same
   * inode); only a WAL deleted and created again (every connection closed) is a new file.
   */
  function currentFile(): { fd: number; created: boolean } | undefined {
    const ino = statSync(walPath, { throwIfNoEntry: false })?.ino;
    if (file !== undefined && file.ino === ino) return { fd: file.fd, created: false };
    if (file) closeSync(file.fd);
    file = undefined;
    // No WAL yet (a statement that wrote nothing), or SQLite deleted it after checkpointing it
    // into the database file, which it syncs: no frame is waiting for a sync.
    if (ino === undefined) return undefined;
    const fd = openSync(walPath, 'r');
    file = { fd, ino: fstatSync(fd).ino };
    return { fd, created: true };
  }

  async function syncOnce(): Promise<void> {
    if (failure) throw failure;
    try {
      const current = currentFile();
      if (current === undefined) return;
      // Under synchronous = NORMAL SQLite syncs a new WAL's directory entry only at its first
      // checkpoint; until then a power cut could lose the whole file.
      if (current.created) await syncDirectory(dirname(walPath));
      await syncFile(current.fd);
    } catch (error) {
      failure = new WalSyncError(error);
      throw failure;
    }
  }

  function start(): Promise<void> {
    next = undefined;
    const run = syncOnce().finally(() => {
      // While a next sync waits for this one, callers keep joining that next one.
      if (running === run && next === undefined) running = undefined;
    });
    running = run;
    return run;
  }

  return {
    sync() {
      if (failure) return Promise.reject(failure);
      if (running === undefined) return start();
      // The running sync may have started before this commit's frames were written: wait for the
      // next one, which every commit until it starts shares.
      next ??= running.then(start, start);
      return next;
    },
    async close() {
      while (running) await running.catch(() => {});
      if (file) closeSync(file.fd);
      file = undefined;
    },
  };
}

async function syncDirectory(path: string): Promise<void> {
  const fd = await openAsync(path, 'r');
  try {
    await fsyncAsync(fd);
  } finally {
    await closeAsync(fd);
  }
}
