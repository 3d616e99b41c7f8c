// POST /sandbox/clock {"advance_minutes": n}: moves the test clock (TEST_CLOCK=true only; app.ts
// registers nothing otherwise, so the path is a 404) and runs one WhatsApp tick at the new time.
import { Hono } from 'hono';
import { errorResponse } from '../http/errors.ts';
import { readJsonObject } from '../http/read-json-object.ts';

/** A month: enough to reach any cadence step, small enough to stay a date. */
export const MAX_ADVANCE_MINUTES = 60 * 24 * 31;

export interface SandboxClockDeps {
  /** Moves the clock and runs one tick; resolves with the new time after the tick completes. */
  advance: (minutes: number) => Promise<Date>;
}

export function sandboxClockRoutes(deps: SandboxClockDeps): Hono {
  return new Hono().post('/', async (c) => {
    const body = await readJsonObject(c);
    if (!body.ok) return errorResponse(c, 400, body.code);
    const minutes = body.value.advance_minutes;
    if (
      typeof minutes !== 'number' ||
      !Number.isInteger(minutes) ||
      minutes < 0 ||
      minutes > MAX_ADVANCE_MINUTES
    )
      return errorResponse(c, 400, 'validation_failed', undefined, {
        advance_minutes: `Informe um número inteiro de minutos entre 0 e ${MAX_ADVANCE_MINUTES}.`,
      });
    const now = await deps.advance(minutes);
    return c.json({ now: now.toISOString() });
  });
}
