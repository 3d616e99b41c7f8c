// Every /api/admin route, read from the router itself, so routes added later are checked without editing this file.

import { ADMIN_ROUTES } from '@funil/core/admin-api';
import { createStaffTestApp, type StaffTestApp } from '@funil/testkit/server/staff-login';
import { beforeAll, describe, expect, it } from 'vitest';

interface AdminRoute {
  method: string;
  path: string;
}

/** Login and logout are the session's own calls: every staff member may make them. */
const SESSION_PATH = '/api/admin/session';

/**
 * Areas reserved to admins, reads included: partners (issue 6), the webhook log with its raw bodies
 * (issue 14), the outbound webhooks (issue 31).
 */
const ADMIN_ONLY_AREAS = ['/api/admin/partners', '/api/admin/payment-webhooks', '/api/admin/webhooks'];

/** The role rule: exports, every state change (but login/logout) and the admin-only areas need an admin. */
function needsAdmin(route: AdminRoute): boolean {
  if (route.path.includes('/export')) return true;
  if (ADMIN_ONLY_AREAS.some((area) => route.path === area || route.path.startsWith(`${area}/`))) return true;
  return route.method !== 'GET' && route.path !== SESSION_PATH;
}

/** Middleware shows up as method ALL; a route registered with all() would too, and is kept. */
function adminRoutesOf(t: StaffTestApp): AdminRoute[] {
  const seen = new Map<string, AdminRoute>();
  for (const { method, path } of t.app.routes) {
    if (!(path === '/api/admin' || path.startsWith('/api/admin/'))) continue;
    if (method === 'ALL' && path.endsWith('*')) continue;
    seen.set(`${method} ${path}`, { method: method === 'ALL' ? 'POST' : method, path });
  }
  return [...seen.values()];
}

const SAMPLES = ['00000000-0000-4000-8000-000000000000', '1', 'exemplo'];

/** A concrete URL for a route pattern: each :param gets a sample its pattern accepts. */
function concretePath(path: string): string {
  return path
    .replace(/:\w+(?:\{(.+?)\})?\??/g, (_, pattern: string | undefined) => {
      if (pattern === undefined) return SAMPLES[0] as string;
      return SAMPLES.find((sample) => new RegExp(`^(?:${pattern})$`).test(sample)) ?? '1';
    })
    .replace(/\*/g, 'x');
}

describe('every /api/admin route', () => {
  let t: StaffTestApp;
  let routes: AdminRoute[];
  let viewer: string;
  let admin: string;

  beforeAll(async () => {
    t = await createStaffTestApp();
    await t.addStaff('admin@funil.test', 'admin');
    await t.addStaff('viewer@funil.test', 'viewer');
    routes = adminRoutesOf(t);
    viewer = await t.sessionOf('viewer@funil.test');
    admin = await t.sessionOf('admin@funil.test');
  });

  const request = (route: AdminRoute, cookie?: string) =>
    t.call(route.method, concretePath(route.path), cookie ? { cookie } : {});

  it('are found in the router, the session routes among them', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: SESSION_PATH },
        { method: 'GET', path: SESSION_PATH },
        { method: 'DELETE', path: SESSION_PATH },
      ]),
    );
  });

  it('include every route the staff screens call through the contract (core/admin-api.ts)', () => {
    const served = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const missing = Object.keys(ADMIN_ROUTES).filter((route) => {
      const [method, path] = route.split(' ');
      return !served.has(`${method} /api/admin${path}`);
    });
    expect(missing).toEqual([]);
  });

  it('answer 401 without a session (all but the login)', async () => {
    for (const route of routes) {
      if (route.method === 'POST' && route.path === SESSION_PATH) continue;
      const res = await request(route);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('answer 401 to an unknown admin path without a session, so routes cannot be discovered', async () => {
    expect((await t.call('GET', '/api/admin/nao-existe')).status).toBe(401);
    expect((await t.call('GET', '/api/admin/nao-existe', { cookie: viewer })).status).toBe(404);
  });

  it('answer 403 to a viewer for exports and state changes, and let a viewer read the rest', async () => {
    for (const route of routes) {
      if (route.method === 'POST' && route.path === SESSION_PATH) continue;
      if (route.method === 'DELETE' && route.path === SESSION_PATH) continue;
      const label = `${route.method} ${route.path}`;
      const res = await request(route, viewer);
      if (needsAdmin(route)) {
        expect(res.status, label).toBe(403);
        expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
      } else {
        expect([401, 403], label).not.toContain(res.status);
        expect(res.status, label).toBeLessThan(500);
      }
    }
  });

  it('let an admin through every route', async () => {
    for (const route of routes) {
      if (route.path === SESSION_PATH && route.method !== 'GET') continue;
      const res = await request(route, admin);
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(res.status);
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });
});
