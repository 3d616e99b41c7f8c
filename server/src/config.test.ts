import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPOSITORY_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 8787 on every interface with files under the repository root', () => {
    expect(loadConfig({}, '/somewhere/else')).toEqual({
      port: 8787,
      host: undefined,
      databasePath: join(REPOSITORY_ROOT, 'data', 'funil.db'),
      siteDir: join(REPOSITORY_ROOT, 'host-site', 'dist'),
      embedDir: join(REPOSITORY_ROOT, 'widgets', 'dist'),
      logLevel: 'info',
      databaseUrl: undefined,
      redisUrl: undefined,
      pgbouncerTransactionMode: false,
      testClock: false,
      publicWritesPerMinute: 120,
      trustProxy: false,
    });
  });

  it('finds the repository root from its own location', () => {
    expect(join(REPOSITORY_ROOT, 'server', 'src', 'config.ts')).toBe(join(import.meta.dirname, 'config.ts'));
  });

  it('reads every variable, resolving relative paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATABASE_PATH: 'db/x.db',
        SITE_DIR: '/srv/site',
        EMBED_DIR: 'w',
        LOG_LEVEL: 'DEBUG',
        DATABASE_URL: 'postgres://funil@db.internal:5432/funil',
        RATE_LIMIT_PUBLIC_WRITES: '30',
        TRUST_PROXY: 'true',
        REDIS_URL: 'redis://cache.internal:6379/0',
        PGBOUNCER_TRANSACTION_MODE: 'sim',
        TEST_CLOCK: 'true',
      },
      '/app',
    );
    expect(config).toEqual({
      port: 9000,
      host: '127.0.0.1',
      databasePath: '/app/db/x.db',
      siteDir: '/srv/site',
      embedDir: '/app/w',
      logLevel: 'debug',
      databaseUrl: 'postgres://funil@db.internal:5432/funil',
      redisUrl: 'redis://cache.internal:6379/0',
      pgbouncerTransactionMode: true,
      testClock: true,
      publicWritesPerMinute: 30,
      trustProxy: true,
    });
  });

  it('refuses the test clock in production', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(ConfigError);
    // The server itself stops at start, before it listens.
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        createRequire(import.meta.url).resolve('tsx'),
        fileURLToPath(new URL('./index.ts', import.meta.url)),
      ],
      {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          TEST_CLOCK: 'true',
          PAYMENT_SANDBOX: 'allow',
          DATABASE_PATH: ':memory:',
          PORT: '8905',
          HOST: '127.0.0.1',
        },
        encoding: 'utf8',
        // Only a guard: a server that starts would otherwise keep the test waiting for ever.
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('TEST_CLOCK=true não é aceito');
    expect(loadConfig({ TEST_CLOCK: 'false', NODE_ENV: 'production' }).testClock).toBe(false);
    expect(() => loadConfig({ TEST_CLOCK: 'talvez' })).toThrow(/TEST_CLOCK/);
  });

  it('keeps an in-memory database as is and treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_PATH: ':memory:', HOST: ' ', PORT: '' })).toMatchObject({
      databasePath: ':memory:',
      host: undefined,
      port: 8787,
    });
  });

  it('fails fast with a clear message on invalid values', () => {
    for (const port of ['abc', '0', '70000', '80.5', '-1']) {
      expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
      expect(() => loadConfig({ PORT: port })).toThrow(`PORT inválido: "${port}"`);
    }
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL inválido: "verbose"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL inválida/);
    expect(() => loadConfig({ RATE_LIMIT_PUBLIC_WRITES: '0' })).toThrow(
      /RATE_LIMIT_PUBLIC_WRITES inválido: "0"/,
    );
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL inválida/);
    expect(() => loadConfig({ PGBOUNCER_TRANSACTION_MODE: 'talvez' })).toThrow(
      /PGBOUNCER_TRANSACTION_MODE inválido/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'talvez' })).toThrow(/TRUST_PROXY inválido: "talvez"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, 300.1.1.1' })).toThrow(
      /TRUST_PROXY inválido: "300.1.1.1"/,
    );
  });

  it('reads TRUST_PROXY as a list of proxies and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:DB8::/32,192.0.2.10' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.10',
    ]);
  });
});
