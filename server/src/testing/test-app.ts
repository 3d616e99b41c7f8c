// Builds the real app on a fresh in-memory SQLite database, with its log lines captured.
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { IN_MEMORY, openDatabase } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import type { Database } from '../storage/schema.ts';
import { type WireAppOptions, wireApp } from '../wiring/wire-app.ts';

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

export async function createTestApp(options: Partial<Omit<WireAppOptions, 'logger'>> = {}): Promise<TestApp> {
  const db = openDatabase(IN_MEMORY);
  await migrate(db);
  return testAppOn(db, options);
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
