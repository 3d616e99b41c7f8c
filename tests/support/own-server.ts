// A Funil server a spec starts, stops and starts again itself, on its own port and database file,
// for what the shared e2e server must never do: go away while a visitor is typing.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { SERVER_PORT, WEBHOOK_TOKEN } from './env.ts';

/** Two above E2E_PORT: the shared server and the partner fixtures hold the two before it. */
export const OWN_SERVER_PORT = SERVER_PORT + 2;
export const OWN_SERVER_ORIGIN = `http://localhost:${OWN_SERVER_PORT}`;
/** The own server's SQLite file, kept across its restarts. */
export const OWN_DATABASE_PATH = fileURLToPath(
  new URL(`../.data/e2e-own-${OWN_SERVER_PORT}.db`, import.meta.url),
);
const serverEntry = fileURLToPath(new URL('../../server/src/index.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

export interface OwnServer {
  start(): Promise<void>;
  /** SIGTERM, then waits for the process to end (the server closes its port first). */
  stop(): Promise<void>;
  /** Rows of the leads table with this phone, read from this server's database file. */
  leadsByPhone(phone: string): { id: string; name: string }[];
}

async function untilUp(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${OWN_SERVER_ORIGIN}/api/ping`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`o servidor em ${OWN_SERVER_ORIGIN} não respondeu a tempo`);
}

/**
 * A server on a fresh database; the file is kept across stop and start, as a real restart keeps it.
 * `env` adds settings the shared server runs without (e.g. PUBLIC_SITE_URL).
 */
export function ownServer(env: Record<string, string> = {}): OwnServer {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${OWN_DATABASE_PATH}${suffix}`, { force: true });
  let child: ChildProcess | undefined;
  return {
    async start() {
      child = spawn(tsx, [serverEntry], {
        env: {
          ...process.env,
          PORT: String(OWN_SERVER_PORT),
          DATABASE_PATH: OWN_DATABASE_PATH,
          LOG_LEVEL: 'warn',
          ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
          ...env,
        },
        stdio: 'ignore',
      });
      await untilUp(Date.now() + 60_000);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const ended = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await ended;
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
