// Whether a failure is the database's disk (or its size limit) being full: the one storage failure
// that a caller can only wait out, answered 503 with Retry-After instead of a 500 (issue 27).
import { WalSyncError } from './wal-sync.ts';

/**
 * SQLite's SQLITE_FULL (the disk, or max_page_count), PostgreSQL's disk_full (SQLSTATE 53100) and
 * the system's ENOSPC, on the error or on any error it was caused by. A failed WAL sync is not:
 * after one the process must restart (wal-sync.ts), whatever the disk says later.
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 10; depth += 1) {
    if (current instanceof WalSyncError) return false;
    if (FULL_CODES.has(String((current as { code?: unknown }).code))) return true;
    current = current.cause;
  }
  return false;
}

const FULL_CODES: ReadonlySet<string> = new Set(['SQLITE_FULL', '53100', 'ENOSPC']);
