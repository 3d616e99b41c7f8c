// Reads a JSON body and checks it against a core schema, answering the 400s every write route shares.
import type { Context } from 'hono';
import { errorResponse } from './errors.ts';
import { readJsonObject } from './read-json-object.ts';
import { describeIssues, type Issue } from './validation-error.ts';

/** The part of a zod schema this needs, so the server does not depend on zod itself. */
export interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

export type ValidBody<T> = { ok: true; data: T } | { ok: false; response: Response };

export async function readValidBody<T>(c: Context, schema: BodySchema<T>): Promise<ValidBody<T>> {
  const body = await readJsonObject(c);
  if (!body.ok) return { ok: false, response: errorResponse(c, 400, body.code) };
  return validate(c, schema, body.value);
}

export function validate<T>(c: Context, schema: BodySchema<T>, value: unknown): ValidBody<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const { message, fields } = describeIssues(parsed.error.issues);
  return { ok: false, response: errorResponse(c, 400, 'validation_failed', message, fields) };
}
