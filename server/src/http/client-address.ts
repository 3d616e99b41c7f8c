// The caller's IP address, the key of every per-IP limit.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The socket's address, or — only when `trustProxy` says our own reverse proxy is in front —
 * the last X-Forwarded-For entry, the one that proxy added (earlier entries anyone can forge).
 * Requests made with app.request() in tests carry no socket: they share one key.
 */
export function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'desconhecido';
  } catch {
    return 'desconhecido';
  }
}
