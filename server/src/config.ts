// The server's settings, read once from the environment so a bad value stops it at start.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ProxyTrust, proxyList } from './http/client-address.ts';
import { DEFAULT_PUBLIC_WRITES_PER_MINUTE } from './http/public-write-limit.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  /** Undefined listens on every interface, IPv4 and IPv6 alike. */
  host: string | undefined;
  /** An absolute file path, or ':memory:'. */
  databasePath: string;
  /** A postgres:// URL; when set it replaces the SQLite file, so several processes can share it. */
  databaseUrl: string | undefined;
  siteDir: string;
  embedDir: string;
  logLevel: LogLevel;
  /** Public write requests (lead saves, visits, behaviour…) one client IP may make per minute. */
  publicWritesPerMinute: number;
  /** Whose X-Forwarded-For names the client: nobody, the one proxy in front, or these proxies. */
  trustProxy: ProxyTrust;
  /** A redis:// URL: every process counts request budgets there (else PostgreSQL, else memory). */
  redisUrl: string | undefined;
  /**
   * PostgreSQL is reached through PgBouncer in transaction mode: no named prepared statements and
   * no session state, since consecutive statements may run on different server connections.
   */
  pgbouncerTransactionMode: boolean;
  /**
   * TEST_CLOCK=true: the server's clock may be moved forward (POST /sandbox/clock) for e2e tests of
   * cadences; refused under NODE_ENV=production.
   */
  testClock: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Defaults hang off the repository root, not the cwd, so `pnpm start` and `tsx` agree. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const DEFAULT_PORT = 8787;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  return {
    port: readPort(env.PORT),
    host: readText(env.HOST),
    databasePath: readDatabasePath(env.DATABASE_PATH, cwd),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    siteDir: readDir(env.SITE_DIR, cwd, 'host-site/dist'),
    embedDir: readDir(env.EMBED_DIR, cwd, 'widgets/dist'),
    logLevel: readLogLevel(env.LOG_LEVEL),
    publicWritesPerMinute: readPositiveInteger(
      'RATE_LIMIT_PUBLIC_WRITES',
      env.RATE_LIMIT_PUBLIC_WRITES,
      DEFAULT_PUBLIC_WRITES_PER_MINUTE,
    ),
    trustProxy: readProxyTrust(env.TRUST_PROXY),
    redisUrl: readRedisUrl(env.REDIS_URL),
    pgbouncerTransactionMode: readFlag('PGBOUNCER_TRANSACTION_MODE', env.PGBOUNCER_TRANSACTION_MODE),
    testClock: readTestClock(env),
  };
}

function readTestClock(env: NodeJS.ProcessEnv): boolean {
  const on = readFlag('TEST_CLOCK', env.TEST_CLOCK);
  if (on && readText(env.NODE_ENV) === 'production') {
    throw new ConfigError(
      'TEST_CLOCK=true não é aceito com NODE_ENV=production: o relógio do servidor é o real.',
    );
  }
  return on;
}

function readRedisUrl(value: string | undefined): string | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  if (!/^rediss?:\/\//i.test(text) || !URL.canParse(text)) {
    throw new ConfigError('REDIS_URL inválida: use redis://servidor:porta (ou rediss:// com TLS).');
  }
  return text;
}

function readFlag(name: string, value: string | undefined): boolean {
  const text = readText(value)?.toLowerCase();
  if (text === undefined) return false;
  if (['1', 'true', 'yes', 'sim'].includes(text)) return true;
  if (['0', 'false', 'no', 'nao', 'não'].includes(text)) return false;
  throw new ConfigError(`${name} inválido: "${text}". Use true ou false.`);
}

function readDatabaseUrl(value: string | undefined): string | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(text)) {
    throw new ConfigError('DATABASE_URL inválida: use postgres://usuário@servidor:porta/banco.');
  }
  return text;
}

function readPositiveInteger(name: string, value: string | undefined, fallback: number): number {
  const text = readText(value);
  if (text === undefined) return fallback;
  const number = Number(text);
  if (!/^\d+$/.test(text) || number < 1 || !Number.isSafeInteger(number)) {
    throw new ConfigError(`${name} inválido: "${text}". Use um número inteiro maior que zero.`);
  }
  return number;
}

/** true / false, or the proxies' addresses and CIDR ranges separated by commas. */
function readProxyTrust(value: string | undefined): ProxyTrust {
  const text = readText(value)?.toLowerCase();
  if (text === undefined) return false;
  if (['1', 'true', 'yes', 'sim'].includes(text)) return true;
  if (['0', 'false', 'no', 'nao', 'não'].includes(text)) return false;
  const entries = text.split(',').map((entry) => entry.trim());
  try {
    proxyList(entries);
  } catch (error) {
    throw new ConfigError(
      `TRUST_PROXY inválido: ${(error as Error).message} Use true, false ou os endereços dos proxies separados por vírgula.`,
    );
  }
  return entries;
}

/** Empty values count as unset: `HOST= pnpm start` is a common way to clear one. */
function readText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function readPort(value: string | undefined): number {
  const text = readText(value);
  if (text === undefined) return DEFAULT_PORT;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65_535) {
    throw new ConfigError(`PORT inválido: "${text}". Use um número inteiro de 1 a 65535.`);
  }
  return port;
}

function readDatabasePath(value: string | undefined, cwd: string): string {
  const text = readText(value);
  if (text === ':memory:') return text;
  return text === undefined ? resolve(REPOSITORY_ROOT, 'data/funil.db') : resolveFrom(cwd, text);
}

function readDir(value: string | undefined, cwd: string, fallback: string): string {
  const text = readText(value);
  return text === undefined ? resolve(REPOSITORY_ROOT, fallback) : resolveFrom(cwd, text);
}

function resolveFrom(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

function readLogLevel(value: string | undefined): LogLevel {
  const text = readText(value)?.toLowerCase();
  if (text === undefined) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(text)) {
    throw new ConfigError(`LOG_LEVEL inválido: "${text}". Use um de: ${LOG_LEVELS.join(', ')}.`);
  }
  return text as LogLevel;
}
