// The real server process started from its entry point, as `pnpm start` does, on a fresh SQLite
// file: what an operator or an attacker sees of its start-up (issue 27, reproductions 5 and 6).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER } from './providers/whatsapp/cloud-api-webhook.ts';
import { inboundWebhook } from './providers/whatsapp/sandbox-webhooks.ts';

const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));
const TSX_LOADER = createRequire(import.meta.url).resolve('tsx');

interface Started {
  origin: string;
  /** stdout and stderr so far. */
  output(): { stdout: string; stderr: string };
  stop(): Promise<void>;
}

/** A port nobody listens on right now (asked of the system, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', TSX_LOADER, 'src/index.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  running.push(stop);
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) {
      throw new Error(`O servidor parou com o código ${child.exitCode}:\n${stderr}`);
    }
    const up = await fetch(`${origin}/api/ping`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { origin, output: () => ({ stdout, stderr }), stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`O servidor não respondeu em ${origin}`);
}

const running: (() => Promise<void>)[] = [];
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'funil-start-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((stop) => stop()));
  rmSync(dir, { recursive: true, force: true });
});

function logLines(stdout: string): { level: number; msg: string }[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
}

describe('the sandbox WhatsApp’s secrets', () => {
  // Issue 27, reproduction 5.
  it('refuses a PARAR signed with a secret worked out from the database path, and takes its own', async () => {
    const databasePath = join(dir, 'funil.db');
    const server = await startServer({ DATABASE_PATH: databasePath });
    // What anyone who knows the default path could compute before: sha256 of a constant and the path.
    const derived = (purpose: string) =>
      createHash('sha256').update(`funil:sandbox-whatsapp:${purpose}:${databasePath}`).digest('hex');
    const forged = inboundWebhook(
      { id: 'wamid.FORJADO', phone: '5511987654321', text: 'PARAR' },
      new Date(),
      derived('app-secret'),
    );
    const post = (webhook: { body: string; signature: string }) =>
      fetch(`${server.origin}/api/whatsapp/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: webhook.signature },
        body: webhook.body,
      });

    expect((await post(forged)).status).toBe(401);
    const handshake = new URLSearchParams({
      'hub.mode': 'subscribe',
      'hub.verify_token': derived('verify-token'),
      'hub.challenge': 'desafio',
    });
    expect((await fetch(`${server.origin}/api/whatsapp/webhook?${handshake}`)).status).toBe(403);

    // The installation's own secret, kept in its database, signs what the sandbox sends.
    const db = new Database(databasePath, { readonly: true });
    const stored = db
      .prepare('select value from installation_secrets where name = ?')
      .get('whatsapp_app_secret') as { value: string } | undefined;
    db.close();
    expect(stored?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const genuine = inboundWebhook(
      { id: 'wamid.VERDADEIRO', phone: '5511987654321', text: 'Oi' },
      new Date(),
      stored?.value ?? '',
    );
    expect((await post(genuine)).status).toBe(200);
  }, 60_000);
});

describe('REDIS_URL that nobody answers', () => {
  // Issue 27, reproduction 6.
  it('starts on this process’s memory counts with a pt-BR warning, and no stack', async () => {
    const closed = await freePort();
    const server = await startServer({
      DATABASE_PATH: join(dir, 'funil.db'),
      REDIS_URL: `redis://127.0.0.1:${closed}/0`,
    });

    // The login throttle counts in memory meanwhile: 5 wrong passwords checked, then a wait.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await fetch(`${server.origin}/api/admin/session`, {
        method: 'POST',
        headers: { origin: server.origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ana@funil.test', password: 'senha-errada-bem-longa' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await server.stop();

    const { stdout, stderr } = server.output();
    const warnings = logLines(stdout).filter((line) => line.level === 40 && /Redis/.test(line.msg));
    expect(warnings.map((line) => line.msg)).toEqual([
      `Redis não responde em 127.0.0.1:${closed}: os limites por cliente e o login da equipe contam na memória deste processo até ele voltar. Confira REDIS_URL e se o Redis está no ar.`,
    ]);
    expect(stderr).not.toMatch(/ioredis|ECONNREFUSED|\n\s+at /);
  }, 60_000);
});
