// The real server in a child process, for benchmarks and drills that stop, kill or weigh it.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { bundleServer, SERVER_NODE_FLAGS } from '@funil/server/bundle-server';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** tsx as a loader of one node process (its CLI would put the server in a grandchild). */
const TSX_LOADER = createRequire(import.meta.url).resolve('tsx');

export interface ServerProcessOptions {
  port: number;
  /** Added to this process's environment: DATABASE_PATH or DATABASE_URL, limits, providers… */
  env?: Record<string, string>;
  /** Where the server's own output goes; 'inherit' shows its warnings, 'capture' keeps it for output(). */
  stdio?: 'ignore' | 'inherit' | 'capture';
  /**
   * Another server script to run (under tsx) instead of the product's, which runs as production
   * does: bundled, under plain node with its flags. It must answer GET /api/ping.
   */
  entry?: string;
}

export interface ServerProcess {
  origin: string;
  pid: number;
  /** Peak resident memory so far (VmHWM), in bytes. */
  peakRssBytes(): number;
  /** What the server wrote to stdout so far (its log lines), with stdio 'capture'. */
  output(): string;
  /** SIGTERM and wait for the clean stop. */
  stop(): Promise<void>;
  /** SIGKILL: no handler runs, nothing is flushed. */
  kill(): Promise<void>;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const args = options.entry
    ? ['--import', TSX_LOADER, options.entry]
    : [...SERVER_NODE_FLAGS, await productBundle()];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: [
      'ignore',
      options.stdio === 'capture' ? 'pipe' : (options.stdio ?? 'ignore'),
      options.stdio === 'capture' ? 'inherit' : (options.stdio ?? 'inherit'),
    ],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  // A bench or drill that crashes must not leave its server holding the port for the next run.
  const killWithParent = () => child.kill('SIGKILL');
  process.once('exit', killWithParent);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killWithParent);
      resolve();
    }),
  );
  await waitUntilAnswering(`${origin}/api/ping`, child);
  const pid = child.pid as number;
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    origin,
    pid,
    peakRssBytes: () => peakRss(pid),
    output: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/** Built once per process: every server this process starts runs the sources as they were then. */
let bundled: Promise<string> | undefined;
function productBundle(): Promise<string> {
  bundled ??= bundleServer();
  return bundled;
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`O servidor parou com o código ${child.exitCode}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`O servidor não respondeu em ${url}`);
}

/** Linux keeps the high-water mark of resident memory per process. */
function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`VmHWM ausente em /proc/${pid}/status`);
  return Number(kb) * 1024;
}
