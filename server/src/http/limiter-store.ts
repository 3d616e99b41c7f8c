// Where request budgets are counted. Each process counting on its own gives N processes N times the
// budget, so with several processes the counts live in Redis (REDIS_URL) or, without it, in the
// PostgreSQL every process already shares. One process on SQLite counts in memory.
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from 'rate-limiter-flexible';

export interface LimiterOptions {
  /** Unique per budget and the same in every process: the counters' key prefix. */
  name: string;
  points: number;
  durationSeconds: number;
}

export interface LimiterStore {
  readonly kind: 'memory' | 'redis' | 'postgres';
  limiter(options: LimiterOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

export interface SharedLimiterOptions {
  /**
   * Put before every key: the same in every process of one installation. Tests pass their own, so
   * they can remove their keys and never meet another run's.
   */
  prefix?: string;
}

export function memoryLimiterStore(): LimiterStore {
  return {
    kind: 'memory',
    limiter: ({ name, points, durationSeconds }) =>
      new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
    close: async () => {},
  };
}

/** Where a shared store tells that it cannot answer, and that it answers again (the server's log). */
export interface LimiterStoreLog {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

const SILENT: LimiterStoreLog = { warn: () => {}, info: () => {} };

/**
 * While Redis cannot answer, each process falls back to its own memory count (the insurance
 * limiter): requests go on, bounded per process, instead of failing with 500. That holds from the
 * start too: a Redis that is down when the server starts is a warning, not a crash, and ioredis keeps
 * reconnecting until it answers.
 */
export async function redisLimiterStore(
  url: string,
  { prefix = 'funil:', log = SILENT }: SharedLimiterOptions & { log?: LimiterStoreLog } = {},
): Promise<LimiterStore> {
  // No offline queue: a call while Redis is away fails at once and the insurance limiter answers.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  const where = redisAddress(url);
  // Every failed reconnection emits 'error' (unheard, ioredis prints it with a stack): one warning
  // per outage, and a line when Redis is back.
  let down = false;
  const lost = () => {
    if (down) return;
    down = true;
    log.warn(
      { redis: where },
      `Redis não responde em ${where}: os limites por cliente e o login da equipe contam na memória deste processo até ele voltar. Confira REDIS_URL e se o Redis está no ar.`,
    );
  };
  client.on('error', lost);
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: where }, 'Redis respondeu de novo: os limites voltam a ser contados nele');
  });
  await client.connect().catch(lost);
  return {
    kind: 'redis',
    limiter: ({ name, points, durationSeconds }) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}${name}`,
        points,
        duration: durationSeconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
      }),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** host:port of a redis:// URL, never its password. */
function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || '127.0.0.1'}:${parsed.port || '6379'}`;
  } catch {
    return 'REDIS_URL';
  }
}

const TABLE = 'rate_limits';

export interface PostgresLimiterOptions extends SharedLimiterOptions {
  /**
   * Behind PgBouncer in transaction mode a named statement prepared on one server connection is
   * unknown on the next: the library's statement names are dropped.
   */
  unnamedStatements?: boolean;
}

/** rate-limiter-flexible's own table (key, points, expire), created here before the first count. */
export async function postgresLimiterStore(
  url: string,
  { unnamedStatements = false, prefix = '' }: PostgresLimiterOptions = {},
): Promise<LimiterStore> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  // Unlogged: a count lives a minute and a crash may forget it, so its commits wait for no WAL
  // flush. Logged, every request's count waited for a disk sync, one at a time per address.
  await pool.query(
    `CREATE UNLOGGED TABLE IF NOT EXISTS ${TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
  );
  const { rows } = await pool.query<{ logged: boolean }>(
    `SELECT relpersistence = 'p' AS logged FROM pg_class WHERE oid = to_regclass($1)`,
    [TABLE],
  );
  if (rows[0]?.logged) await pool.query(`ALTER TABLE ${TABLE} SET UNLOGGED`);
  const client = unnamedStatements
    ? { query: (query: pg.QueryConfig) => pool.query({ text: query.text, values: query.values }) }
    : pool;
  return {
    kind: 'postgres',
    limiter: ({ name, points, durationSeconds }) =>
      new RateLimiterPostgres({
        storeClient: client,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        keyPrefix: `${prefix}${name}`,
        points,
        duration: durationSeconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
      }),
    close: () => pool.end(),
  };
}

/** Redis when configured, else the shared PostgreSQL, else this process's memory (SQLite: one process). */
export function openLimiterStore(
  config: {
    redisUrl: string | undefined;
    databaseUrl: string | undefined;
    pgbouncerTransactionMode: boolean;
  },
  log: LimiterStoreLog = SILENT,
): Promise<LimiterStore> {
  if (config.redisUrl) return redisLimiterStore(config.redisUrl, { log });
  if (config.databaseUrl) {
    return postgresLimiterStore(config.databaseUrl, { unnamedStatements: config.pgbouncerTransactionMode });
  }
  return Promise.resolve(memoryLimiterStore());
}
