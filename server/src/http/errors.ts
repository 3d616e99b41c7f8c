// Every error answer has the same JSON shape, with the catalogue's pt-BR message by default.
import { ERRORS, type ErrorBody, type ErrorCode } from '@funil/core/errors';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function errorBody(code: ErrorCode, message?: string, fields?: Record<string, string>): ErrorBody {
  return { error: { code, message: message ?? ERRORS[code], ...(fields ? { fields } : {}) } };
}

/** Seconds a client should wait before it sends again what a full disk refused. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

/** Nothing was saved, and the request can be sent again as it is once there is room: 503, not 500. */
export function storageFullResponse(c: Context): Response {
  c.header('retry-after', String(STORAGE_FULL_RETRY_AFTER_SECONDS));
  return errorResponse(c, 503, 'storage_full');
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message?: string,
  fields?: Record<string, string>,
): Response {
  return c.json(errorBody(code, message, fields), status);
}
