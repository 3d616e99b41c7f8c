// An admin on a spec's own server whose clock the spec moves (TEST_CLOCK): a moved clock ends idle
// staff sessions, so every step signs in again when it has to.
import { expect, type Page } from '@playwright/test';
import { OWN_SERVER_ORIGIN } from './own-server.ts';
import { logIn, type StaffAccount } from './staff.ts';

/** The most POST /sandbox/clock moves at once: a month. */
const MOST_MINUTES = 60 * 24 * 31;

export interface OwnServerStaff {
  /** Opens a staff page, signing in again when the moved clock has let the session lapse. */
  goto(staff: Page, path: string): Promise<void>;
  /** Moves the server's clock on by `minutes` and runs one WhatsApp tick there. */
  advance(staff: Page, minutes: number): Promise<void>;
  /** Moves the server's clock on to `at` (a month at a time), running a tick at each stop. */
  moveTo(staff: Page, at: Date): Promise<void>;
}

export function ownServerStaff(admin: Pick<StaffAccount, 'email' | 'password'>): OwnServerStaff {
  const headers = { origin: OWN_SERVER_ORIGIN };
  const signedIn = async (staff: Page) => {
    const session = await staff.request.get(`${OWN_SERVER_ORIGIN}/api/admin/session`);
    if (session.status() !== 401) return;
    const login = await staff.request.post(`${OWN_SERVER_ORIGIN}/api/admin/session`, {
      headers,
      data: { email: admin.email, password: admin.password },
    });
    expect(login.status()).toBe(200);
  };
  // POST /sandbox/clock needs an admin's session and a request from this site.
  const move = async (staff: Page, minutes: number): Promise<Date> => {
    await signedIn(staff);
    const res = await staff.request.post(`${OWN_SERVER_ORIGIN}/sandbox/clock`, {
      headers,
      data: { advance_minutes: minutes },
    });
    expect(res.status()).toBe(200);
    return new Date((await res.json()).now);
  };
  return {
    async goto(staff, path) {
      await staff.goto(`${OWN_SERVER_ORIGIN}${path}`);
      if (new URL(staff.url()).pathname !== '/admin/login') return;
      await logIn(staff, admin);
      await staff.goto(`${OWN_SERVER_ORIGIN}${path}`);
    },
    async advance(staff, minutes) {
      await move(staff, minutes);
    },
    async moveTo(staff, at) {
      let now = await move(staff, 0);
      while (now < at) {
        now = await move(staff, Math.min(Math.ceil((at.getTime() - now.getTime()) / 60_000), MOST_MINUTES));
      }
    },
  };
}
