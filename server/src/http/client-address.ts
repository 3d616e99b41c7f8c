// The caller's IP address as the socket saw it, the key of per-IP limits.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Requests made with app.request() in tests, or by another adapter, carry no socket: they
 * share one key rather than failing. Forwarded-for headers are not read, since anyone can
 * send them; behind a proxy this is the proxy's address.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'desconhecido';
  } catch {
    return 'desconhecido';
  }
}
