// Request bodies past a size answer 413 before anything reads them.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './errors.ts';

/**
 * A declared Content-Length is checked as a number, leaving the body unread for the route's
 * fast reader; only chunked bodies, whose size nobody declares, are counted by Hono's bodyLimit
 * as they stream in.
 */
export function requestBodyLimit(maxBytes: number): MiddlewareHandler {
  const streamed = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => errorResponse(c, 413, 'payload_too_large'),
  });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    return Number(declared) > maxBytes ? Promise.resolve(errorResponse(c, 413, 'payload_too_large')) : next();
  };
}
