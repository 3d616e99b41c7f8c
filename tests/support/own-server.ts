// A Funil server a spec starts, stops and starts again itself, on its own port and database file,
// for what the shared e2e server must never do: go away while a visitor is typing.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type ServerProcess, startServerProcess } from '@funil/testkit/server/server-process';
import Database from 'better-sqlite3';
import { SERVER_PORT, WEBHOOK_TOKEN } from './env.ts';

/** Two above E2E_PORT: the shared server and the partner fixtures hold the two before it. */
export const OWN_SERVER_PORT = SERVER_PORT + 2;
export const OWN_SERVER_ORIGIN = `http://localhost:${OWN_SERVER_PORT}`;
/** The own server's SQLite file, kept across its restarts. */
export const OWN_DATABASE_PATH = fileURLToPath(
  new URL(`../.data/e2e-own-${OWN_SERVER_PORT}.db`, import.meta.url),
);
/** Reads the own server's database file, read-only, as a spec checks what a screen showed. */
export function readOwnDb<T>(read: (db: Database.Database) => T): T {
  const db = new Database(OWN_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The server's sources under tsx, as the shared e2e server runs them. */
const serverEntry = createRequire(import.meta.url).resolve('@funil/server/index');

export interface OwnServer {
  start(): Promise<void>;
  /** SIGTERM, then waits for the process to end (the server closes its port first). */
  stop(): Promise<void>;
  /** Rows of the leads table with this phone, read from this server's database file. */
  leadsByPhone(phone: string): { id: string; name: string }[];
}

/**
 * A server on a fresh database; the file is kept across stop and start, as a real restart keeps it.
 * `env` adds settings the shared server runs without (e.g. PUBLIC_SITE_URL).
 */
export function ownServer(env: Record<string, string> = {}): OwnServer {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${OWN_DATABASE_PATH}${suffix}`, { force: true });
  let running: ServerProcess | undefined;
  return {
    async start() {
      running = await startServerProcess({
        port: OWN_SERVER_PORT,
        entry: serverEntry,
        stdio: 'ignore',
        env: { DATABASE_PATH: OWN_DATABASE_PATH, ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN, ...env },
      });
    },
    async stop() {
      const server = running;
      running = undefined;
      await server?.stop();
    },
    leadsByPhone(phone) {
      const db = new Database(OWN_DATABASE_PATH, { readonly: true, fileMustExist: true });
      try {
        return db.prepare('SELECT id, name FROM leads WHERE phone = ?').all(phone) as {
          id: string;
          name: string;
        }[];
      } finally {
        db.close();
      }
    },
  };
}
