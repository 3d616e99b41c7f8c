// Staff login, session look-up and logout: server-side sessions keyed by a hash of the cookie's random token.
import { createHash, randomBytes } from 'node:crypto';
import type { Staff } from '@funil/core/staff';
import type { StaffAccount, StaffSessionRecord, StaffStore } from './ports/staff-sessions.ts';
import { checkPassword } from './staff-password.ts';

/** A session unused this long ends. */
export const IDLE_TIMEOUT_MS = 30 * 60_000;
/** A session ends this long after login, however active. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** last_seen_at is rewritten at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The stored id of a token: a leaked sessions table cannot be replayed as cookies. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isSessionLive(session: StaffSessionRecord, now: Date): boolean {
  const time = now.getTime();
  return time < Date.parse(session.expiresAt) && time - Date.parse(session.lastSeenAt) < IDLE_TIMEOUT_MS;
}

export interface LoginAttempt {
  email: string;
  password: string;
  ip: string;
  userAgent: string;
}

export type LoginResult =
  | { ok: true; token: string; staff: Staff; expiresAt: Date }
  | { ok: false; error: 'login_failed' };

/** A fresh random token on every login, so a session id planted before login is never reused. */
export async function logIn(store: StaffStore, attempt: LoginAttempt, now: Date): Promise<LoginResult> {
  const account = await store.findStaffByEmail(normalizeStaffEmail(attempt.email));
  const usable = account !== undefined && account.disabledAt === null;
  // Unknown and disabled accounts still pay for one argon2 verification, like a wrong password.
  const matches = await checkPassword(usable ? account.passwordHash : undefined, attempt.password);
  if (!usable || !matches) return { ok: false, error: 'login_failed' };

  await store.deleteStaleSessions(now.toISOString(), new Date(now.getTime() - IDLE_TIMEOUT_MS).toISOString());
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS);
  await store.createSession({
    id: sessionIdOf(token),
    staffId: account.id,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ip: attempt.ip,
    userAgent: attempt.userAgent.slice(0, 500),
  });
  return { ok: true, token, staff: staffOf(account), expiresAt };
}

/** The staff member behind a cookie's token, or undefined; an ended session's row is removed. */
export async function resolveSession(
  store: StaffStore,
  token: string,
  now: Date,
): Promise<Staff | undefined> {
  const id = sessionIdOf(token);
  const found = await store.findSession(id);
  if (!found) return undefined;
  if (!isSessionLive(found.session, now) || found.staff.disabledAt !== null) {
    await store.deleteSession(id);
    return undefined;
  }
  if (now.getTime() - Date.parse(found.session.lastSeenAt) >= TOUCH_INTERVAL_MS) {
    await store.touchSession(id, now.toISOString());
  }
  return staffOf(found.staff);
}

export async function logOut(store: StaffStore, token: string): Promise<void> {
  await store.deleteSession(sessionIdOf(token));
}

function staffOf(account: StaffAccount): Staff {
  return { id: account.id, email: account.email, name: account.name, role: account.role };
}
