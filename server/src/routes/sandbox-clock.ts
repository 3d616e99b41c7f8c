// POST /sandbox/clock {"advance_minutes": n}: moves the test clock (TEST_CLOCK=true only; app.ts
// registers nothing otherwise, so the path is a 404) and runs one WhatsApp tick at the new time.
// A month's move ends every staff session and fires every cadence: only an admin, from this site.
import { Hono } from 'hono';
import type { StaffStore } from '../domain/ports/staff-sessions.ts';
import { resolveSession } from '../domain/staff-sessions.ts';
import { errorResponse } from '../http/errors.ts';
import { readJsonObject } from '../http/read-json-object.ts';
import { isSameOriginPost } from '../http/same-origin-post.ts';
import { readStaffCookie, type StaffCookieOptions } from '../http/staff-session-cookie.ts';

/** A month: enough to reach any cadence step, small enough to stay a date. */
export const MAX_ADVANCE_MINUTES = 60 * 24 * 31;

export interface SandboxClockDeps {
  /** Moves the clock and runs one tick; resolves with the new time after the tick completes. */
  advance: (minutes: number) => Promise<Date>;
}

/** Who may move it: staff sessions as the staff area reads them, and this site's public origin. */
export interface SandboxClockAccess {
  staff: StaffStore;
  cookie: StaffCookieOptions;
  now: () => Date;
  publicSiteUrl?: string | undefined;
}

export function sandboxClockRoutes(deps: SandboxClockDeps & SandboxClockAccess): Hono {
  return new Hono().post('/', async (c) => {
    // A page on another site (or curl) could post here: refused before anything is read.
    if (!isSameOriginPost(c, deps.publicSiteUrl)) return errorResponse(c, 403, 'csrf_rejected');
    const token = readStaffCookie(c, deps.cookie);
    const staff = token === undefined ? undefined : await resolveSession(deps.staff, token, deps.now());
    if (!staff) return errorResponse(c, 401, 'unauthorized');
    if (staff.role !== 'admin') return errorResponse(c, 403, 'forbidden');
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
