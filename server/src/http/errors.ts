// Every error answer has the same JSON shape, with the catalogue's pt-BR message by default.
import { ERRORS, type ErrorBody, type ErrorCode } from '@funil/core/errors';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function errorBody(code: ErrorCode, message?: string, fields?: Record<string, string>): ErrorBody {
  return { error: { code, message: message ?? ERRORS[code], ...(fields ? { fields } : {}) } };
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
