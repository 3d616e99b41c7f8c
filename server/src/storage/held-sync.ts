// A WAL sync the test settles by hand, to see who waits for it (wal-sync.ts); for tests only.
import type { SyncFile } from './wal-sync.ts';

export interface HeldSyncCall {
  fd: number;
  release: () => void;
  fail: (error: Error) => void;
}

export function heldSync(): { syncFile: SyncFile; calls: HeldSyncCall[] } {
  const calls: HeldSyncCall[] = [];
  const syncFile: SyncFile = (fd) =>
    new Promise<void>((release, fail) => {
      calls.push({ fd, release, fail });
    });
  return { syncFile, calls };
}

/** A promise's outcome so far, without leaving a rejection unhandled. */
export function watch<T>(promise: Promise<T>): { settled: () => string } {
  let state = 'pending';
  promise.then(
    () => {
      state = 'fulfilled';
    },
    () => {
      state = 'rejected';
    },
  );
  return { settled: () => state };
}

/** One turn of the event loop: whatever was going to settle without the test has settled. */
export function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
