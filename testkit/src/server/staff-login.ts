// Admin API tests through the real login: staff accounts, a movable clock, and calls with the session cookie.

import { createStaffUser } from '@funil/server/domain/create-staff-user';
import type { StaffRole } from '@funil/server/http/admin-env';
import type { Database } from '@funil/server/storage/schema';
import { createStaffRepository } from '@funil/server/storage/staff-repository';
import type { Kysely } from 'kysely';
import { startTestServer, type TestApp, testAppOn } from './test-server.ts';

/** app.request() builds http://localhost/… URLs: the request's own origin. */
export const OWN_ORIGIN = 'http://localhost';
export const START = Date.parse('2025-04-01T12:00:00.000Z');
export const PASSWORD = 'senha-de-teste-bem-longa';

export interface StaffTestApp extends TestApp {
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  addStaff(email: string, role: StaffRole, password?: string): Promise<void>;
  logIn(email: string, password?: string, headers?: Record<string, string>): Promise<Response>;
  /** Logs in and answers the Cookie header that carries the session. */
  sessionOf(email: string, password?: string): Promise<string>;
  call(method: string, path: string, options?: AdminCallOptions): Promise<Response>;
}

export interface AdminCallOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function createStaffTestApp(
  options: Parameters<typeof startTestServer>[0] = {},
): Promise<StaffTestApp> {
  let time = START;
  return withStaff(await startTestServer({ now: () => new Date(time), ...options }), {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  });
}

/** The same on a database the test opened (each engine's), with the clock the test keeps. */
export function staffTestAppOn(
  db: Kysely<Database>,
  options: Parameters<typeof testAppOn>[1] & { now: () => Date },
): StaffTestApp {
  let shift = 0;
  const now = () => new Date(options.now().getTime() + shift);
  return withStaff(testAppOn(db, { ...options, now }), {
    now: () => now().getTime(),
    advance: (ms) => {
      shift += ms;
    },
  });
}

function withStaff(t: TestApp, clock: { now: () => number; advance: (ms: number) => void }): StaffTestApp {
  const call = async (
    method: string,
    path: string,
    { cookie, body, headers = {} }: AdminCallOptions = {},
  ) => {
    const safe = method === 'GET' || method === 'HEAD';
    return t.app.request(path, {
      method,
      headers: {
        ...(safe ? {} : { origin: OWN_ORIGIN, 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(safe ? {} : { body: JSON.stringify(body ?? {}) }),
    });
  };
  const logIn = async (email: string, password = PASSWORD, headers: Record<string, string> = {}) =>
    call('POST', '/api/admin/session', { body: { email, password }, headers });

  return {
    ...t,
    advance: clock.advance,
    async addStaff(email, role, password = PASSWORD) {
      const result = await createStaffUser(
        createStaffRepository(t.db),
        { email, name: `Equipe ${email}`, role, password },
        new Date(clock.now()),
      );
      if (!result.ok) throw new Error(result.message);
    },
    logIn,
    async sessionOf(email, password = PASSWORD) {
      const res = await logIn(email, password);
      if (res.status !== 200) throw new Error(`Login de ${email} falhou: ${res.status}`);
      return cookieOf(res);
    },
    call,
  };
}

/** The `name=value` part of the response's Set-Cookie, ready for a Cookie header. */
export function cookieOf(res: Response): string {
  const header = res.headers.get('set-cookie');
  if (!header) throw new Error('A resposta não definiu cookie');
  return header.split(';', 1)[0] ?? '';
}
