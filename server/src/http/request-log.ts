// One structured log line per request, keyed by a request id the caller may send (X-Request-Id).
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { loggedPath } from './logged-path.ts';

export interface RequestLogger {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** The widget sends frontend_<uuid>; a longer or stranger value is replaced by a fresh one. */
const MAX_REQUEST_ID_LENGTH = 100;

/**
 * Method, path (never the query string: it can hold a username or a URL; phones, e-mails and
 * secrets in the path itself are replaced, logged-path.ts), status, duration and request id.
 * Bodies, headers and addresses stay out: they carry personal data.
 */
export function requestLog(logger: RequestLogger): MiddlewareHandler {
  const assignId = requestId({ limitLength: MAX_REQUEST_ID_LENGTH });
  return (c, next) =>
    assignId(c, async () => {
      const started = performance.now();
      await next();
      const status = c.res.status;
      const fields = {
        req_id: c.get('requestId') as string,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (status >= 500) logger.error(fields, 'Requisição');
      else logger.info(fields, 'Requisição');
    });
}
