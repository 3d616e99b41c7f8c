// The staff session as the admin screens see it: who is logged in, logging in and out, where to go next.
import { isStaffPath } from '@funil/core/routes';
import type { Staff, StaffRole } from '@funil/core/staff';
import { adminRequest } from './admin-api.ts';

export type { Staff, StaffRole };

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrador(a)',
  viewer: 'Somente leitura',
};

export const HOME_PATH = '/admin/dashboard';

export async function fetchStaff(signal?: AbortSignal): Promise<Staff> {
  const { staff } = await adminRequest('GET /session', { signal });
  return staff;
}

export async function logIn(email: string, password: string): Promise<Staff> {
  const { staff } = await adminRequest('POST /session', { body: { email, password } });
  return staff;
}

/** A JSON body, since the server takes state changes in JSON only. */
export function logOut(): Promise<void> {
  return adminRequest('DELETE /session', { body: {} });
}

/**
 * Where to go after the login: the ?next= path when it is a staff page of this site, else the
 * dashboard. Anything else ('//evil.example', 'https://…', '/obrigado') would make the login page
 * an open redirect.
 */
export function nextAfterLogin(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return HOME_PATH;
  if (!isStaffPath(next) || isStaffLoginPath(next)) return HOME_PATH;
  return next;
}

function isStaffLoginPath(path: string): boolean {
  return /^\/admin\/login(?:[/?#]|$)/i.test(path);
}
