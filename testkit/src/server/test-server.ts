// The one way a test starts the server in its own process: the real app, its log lines captured, on
// a fresh migrated database of the engine the test names (in-memory SQLite unless it says PostgreSQL)
// or on one it opened itself; answering app.request(), or real HTTP on a free port with `listen`.
// Drills and benches that must kill, restart or weigh the server start the bundled product in a
// child process instead (server-process.ts).

import type { AddressInfo } from 'node:net';
import { type Engine, IN_MEMORY, openDatabase } from '@funil/server/storage/database';
import { migrate } from '@funil/server/storage/migrate';
import type { Database } from '@funil/server/storage/schema';
import { type WireAppOptions, wireApp } from '@funil/server/wiring/wire-app';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { pino } from 'pino';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface TestApp {
  app: Hono;
  db: Kysely<Database>;
  logs: LogLine[];
}

export const PINO_WARN = 40;
export const PINO_ERROR = 50;

export interface TestServerOptions extends Partial<Omit<WireAppOptions, 'logger'>> {
  /** A fresh database of this engine (PostgreSQL: its own schema, dropped on close). */
  engine?: Engine;
  /** Or a database the test opened and migrated itself; close() leaves it open. */
  db?: Kysely<Database>;
  /** Also serve over HTTP on 127.0.0.1 and a free port, for clients that need a real socket. */
  listen?: boolean;
}

export interface TestServer extends TestApp {
  engine: Engine | 'given';
  /** The origin it listens on, with `listen`; undefined otherwise. */
  url: string | undefined;
  /** Stops listening and closes the database it opened. */
  close(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { engine, db: given, listen, ...deps } = options;
  if (given && engine) throw new Error('startTestServer: dê um banco aberto ou um motor, não os dois');
  const opened = given ? { db: given, close: async () => {} } : await freshDatabase(engine ?? 'sqlite');
  const t = testAppOn(opened.db, deps);
  const http = listen ? await listenOnFreePort(t.app) : undefined;
  return {
    ...t,
    engine: given ? 'given' : (engine ?? 'sqlite'),
    url: http?.url,
    close: async () => {
      await http?.close();
      await opened.close();
    },
  };
}

async function freshDatabase(engine: Engine): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  if (engine === 'sqlite') {
    const db = openDatabase(IN_MEMORY);
    await migrate(db);
    return { db, close: () => db.destroy() };
  }
  // Loaded only when asked: the module checks PostgreSQL is reachable as it loads.
  const { openTestDatabase } = await import('./test-databases.ts');
  return openTestDatabase(engine);
}

function listenOnFreePort(app: Hono): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
      });
    });
  });
}

/** The real app on a database the test already opened and migrated (e.g. each engine's). */
export function testAppOn(
  db: Kysely<Database>,
  options: Partial<Omit<WireAppOptions, 'logger'>> = {},
): TestApp {
  const logs: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => logs.push(JSON.parse(line)) });
  const app = wireApp(db, { logger, now: () => new Date('2025-04-01T12:00:00.000Z'), ...options });
  return { app, db, logs };
}

export function postJson(app: Hono, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
