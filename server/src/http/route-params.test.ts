// Issue 27, reproduction 8: on PostgreSQL `GET /api/admin/leads/%00` (and its timeline, anonymize,
// messages, `cadences/%00`) answered 500. Every route with parameters, read from the app's own route
// list so a new one is tried too, gets NUL, a non-UUID, a lone half and a huge value, as an admin.

import { cookieOf, OWN_ORIGIN, PASSWORD } from '@funil/testkit/server/staff-login';
import {
  ENGINES,
  openTestDatabase,
  POSTGRES_AVAILABLE,
  type TestDatabase,
} from '@funil/testkit/server/test-databases';
import { testAppOn } from '@funil/testkit/server/test-server';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser } from '../domain/create-staff-user.ts';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { createStaffRepository } from '../storage/staff-repository.ts';
import { PARAM_RULES, paramNames } from './route-params.ts';

const MALFORMED = ['%00', 'nao-e-um-uuid', '%ED%A0%80', `a${'%00'.repeat(10)}`, 'x'.repeat(20_000)];

/** A value each parameter accepts, for the others while one is spoiled. */
const PLAUSIBLE: Record<string, string> = {
  slug: 'imersao-ia-na-pratica',
  code: 'parceiro-inexistente',
  endpoint: 'pix',
  phone: '5511987654321',
  outcome: 'approve',
  status: 'read',
};
function plausible(path: string, name: string): string {
  if (path.startsWith('/sandbox/checkout/') && name === 'id') return `sbx_${'0'.repeat(32)}`;
  if (path.startsWith('/sandbox/pix/') && name === 'id') return `pay_${'0'.repeat(24)}`;
  if (path.startsWith('/sandbox/whatsapp/') && name === 'id') return `wamid.SBX${'0'.repeat(32)}`;
  return PLAUSIBLE[name] ?? crypto.randomUUID();
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface Route {
  method: string;
  path: string;
}

/** Every concrete route with parameters (middleware is method ALL), once per method and path. */
function routesWithParams(app: Hono): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method !== 'ALL' && path.includes(':')) seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** The path with each parameter replaced: `spoiled` for one of them, a plausible value for the rest. */
function pathWith(path: string, spoiled: string, value: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_, name: string) =>
    name === spoiled ? value : plausible(path, name),
  );
}

for (const engine of ENGINES) {
  describe.skipIf(engine === 'postgres' && !POSTGRES_AVAILABLE)(
    `route parameters at the edge [${engine}]`,
    () => {
      let database: TestDatabase;
      let app: Hono;
      let cookie: string;

      beforeAll(async () => {
        database = await openTestDatabase(engine);
        ({ app } = testAppOn(database.db, {
          publicWritesPerMinute: 1_000_000,
          payments: {
            provider: createSandboxProvider(),
            webhookToken: 'segredo',
            checkoutsPerMinute: 1_000_000,
          },
        }));
        const created = await createStaffUser(
          createStaffRepository(database.db),
          { email: 'ana@exemplo.com', name: 'Ana', role: 'admin', password: PASSWORD },
          new Date('2025-04-01T12:00:00.000Z'),
        );
        if (!created.ok) throw new Error(created.message);
        const login = await app.request('/api/admin/session', {
          method: 'POST',
          headers: { origin: OWN_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'ana@exemplo.com', password: PASSWORD }),
        });
        expect(login.status).toBe(200);
        cookie = cookieOf(login);
      });
      afterAll(async () => {
        await database?.close();
      });

      /** As the admin's browser would send it: same origin, JSON, the session cookie. */
      const send = (method: string, path: string) =>
        app.request(path, {
          method,
          headers: {
            cookie,
            origin: OWN_ORIGIN,
            'sec-fetch-site': 'same-origin',
            'content-type': path.startsWith('/sandbox/')
              ? 'application/x-www-form-urlencoded'
              : 'application/json',
          },
          ...(method === 'GET' || method === 'HEAD'
            ? {}
            : { body: path.startsWith('/sandbox/') ? 'key=x' : '{}' }),
        });

      it('knows every parameter of every /api route by name, so a new route is checked too', () => {
        const names = routesWithParams(app)
          .filter(({ path }) => path.startsWith('/api/'))
          .flatMap(({ path }) => paramNames(path));
        expect(names.length).toBeGreaterThan(20);
        expect(names.filter((name) => PARAM_RULES[name] === undefined)).toEqual([]);
      });

      it('answers 404, never a 5xx, for a malformed parameter on every route', async () => {
        const routes = routesWithParams(app);
        expect(routes.map(({ method, path }) => `${method} ${path}`)).toEqual(
          expect.arrayContaining([
            'GET /api/admin/leads/:id',
            'GET /api/admin/analytics/journey/leads/:id/timeline',
            'POST /api/admin/privacy/leads/:id/anonymize',
            'GET /api/admin/whatsapp/leads/:leadId/messages',
            'GET /api/admin/whatsapp/cadences/:id',
            'GET /api/leads/:id',
            'GET /sandbox/checkout/:id',
            'GET /sandbox/pix/:id',
          ]),
        );
        const answers: string[] = [];
        for (const { method, path } of routes) {
          for (const name of paramNames(path)) {
            // 'nao-e-um-uuid' is a fine slug or partner code: only what the parameter refuses is tried.
            for (const value of MALFORMED.filter((text) => !PARAM_RULES[name]?.(decoded(text)))) {
              const res = await send(method, pathWith(path, name, value));
              if (res.status !== 404)
                answers.push(`${method} ${path} ${name}=${value.slice(0, 20)} → ${res.status}`);
            }
          }
        }
        expect(answers).toEqual([]);
      });

      it('answers 404 for a well-formed id nobody has, and never a 5xx', async () => {
        const answers: string[] = [];
        for (const { method, path } of routesWithParams(app)) {
          const names = paramNames(path).filter((name) => PARAM_RULES[name] === PARAM_RULES.id);
          if (names.length === 0 || !path.startsWith('/api/')) continue;
          const res = await send(method, pathWith(path, '', ''));
          // A write reads its body first: an empty one may be refused before the id is looked up.
          const expected = method === 'GET' || method === 'DELETE' || res.status !== 400 ? 404 : 400;
          if (res.status !== expected) answers.push(`${method} ${path} → ${res.status}`);
        }
        expect(answers).toEqual([]);
      });
    },
  );
}
