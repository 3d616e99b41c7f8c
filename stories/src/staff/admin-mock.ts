// A mocked staff API built from the typed admin contract (core/src/admin-api.ts): each read a story
// answers is typed by its route, so a fixture that drifts from the contract fails the typecheck.
import type { AdminReadRoute, AdminResponse } from '@funil/core/admin-api';
import type { Staff } from '@funil/core/staff';
import type { ApiRoutes } from '../../.storybook/network.ts';

export type AdminReads = { [Route in AdminReadRoute]?: AdminResponse<Route> };

export const STAFF: Staff = { id: 'staff-1', email: 'ana@funil.example', name: 'Ana Souza', role: 'admin' };

/** The stub's routes for these reads (under /api/admin), a signed-in admin included. */
export function adminApi(reads: AdminReads = {}): ApiRoutes {
  const all: AdminReads = { 'GET /session': { staff: STAFF }, ...reads };
  return Object.fromEntries(
    Object.entries(all).map(([route, body]) => {
      const [method, path] = route.split(' ', 2) as [string, string];
      return [`${method} /api/admin${path}`, { body }];
    }),
  );
}
