// What every sandbox payment page shares: a record opens only with its own key (an unknown id and a
// wrong key look the same), and its pages are never cached nor framed.
import type { MiddlewareHandler } from 'hono';
import { sameSecret } from '../../http/same-secret.ts';

/** The record named by `id`, only when `key` is its own. */
export function keyedRecord<T extends { key: string }>(
  idPattern: RegExp,
  find: (id: string) => Promise<T | undefined>,
): (id: string, key: unknown) => Promise<T | undefined> {
  return async (id, key) => {
    const record = idPattern.test(id) ? await find(id) : undefined;
    return record && typeof key === 'string' && sameSecret(key, record.key) ? record : undefined;
  };
}

/** Never cached, never framed: the page carries a payment's state and its buttons. */
export const sandboxPageHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('cache-control', 'no-store');
  c.header('x-frame-options', 'DENY');
};
