// Exponential back-off of spec §9: 1000 ms × 2^failures, capped at 30 s; nothing before a failure.

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;

export function backoffMs(failures: number, baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS): number {
  if (failures <= 0) return 0;
  return Math.min(baseMs * 2 ** failures, capMs);
}
