// The staff session cookie: HttpOnly, SameSite=Strict, Path=/, and `__Host-` + Secure outside local http.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ABSOLUTE_TIMEOUT_MS } from '../domain/staff-sessions.ts';

const NAME = 'funil_admin';

export interface StaffCookieOptions {
  secure: boolean;
}

export function readStaffCookie(c: Context, options: StaffCookieOptions): string | undefined {
  return getCookie(c, NAME, options.secure ? 'host' : undefined) || undefined;
}

export function writeStaffCookie(c: Context, token: string, options: StaffCookieOptions): void {
  setCookie(c, NAME, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: options.secure,
    // The browser may drop it at the absolute timeout; the server ends it then anyway.
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
    ...(options.secure ? { prefix: 'host' as const } : {}),
  });
}

export function clearStaffCookie(c: Context, options: StaffCookieOptions): void {
  deleteCookie(c, NAME, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: options.secure,
    ...(options.secure ? { prefix: 'host' as const } : {}),
  });
}
