// The PIX charge's time left, as the modal counts it down: mm:ss, or hh:mm:ss past an hour.

/** Milliseconds until expiresAt (never below zero); zero for a date that cannot be read. */
export function msUntil(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return hours > 0 ? `${two(hours)}:${rest}` : rest;
}
