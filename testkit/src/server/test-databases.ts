// Migrated databases of both engines for repository tests; PostgreSQL gets a fresh schema each time.

import { type Engine, IN_MEMORY, openDatabase } from '@funil/server/storage/database';
import { migrate } from '@funil/server/storage/migrate';
import type { Database } from '@funil/server/storage/schema';
import { withSchemaLock } from '@funil/server/storage/schema-lock';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe } from 'vitest';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Parallel runs (and engineers) keep apart by prefix; the random part keeps test files apart. */
const SCHEMA_PREFIX = process.env.TEST_SCHEMA_PREFIX ?? 't_data_';

export interface TestDatabase {
  engine: Engine;
  db: Kysely<Database>;
  /** Opens a second pool on the same database, as another server process would. */
  openAnother(): Kysely<Database>;
  close(): Promise<void>;
}

export function newSchemaName(): string {
  return `${SCHEMA_PREFIX}${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

/** An empty database with the schema not yet migrated, for migration tests. */
export async function openEmptyTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const db = openDatabase(IN_MEMORY);
    return {
      engine,
      db,
      openAnother: () => {
        throw new Error('Um banco SQLite em memória não é compartilhado entre conexões');
      },
      close: () => db.destroy(),
    };
  }
  const schema = newSchemaName();
  const db = openDatabase(TEST_DATABASE_URL, { schema });
  await sql`create schema ${sql.id(schema)}`.execute(db);
  const others: Kysely<Database>[] = [];
  return {
    engine,
    db,
    openAnother: () => {
      const other = openDatabase(TEST_DATABASE_URL, { schema });
      others.push(other);
      return other;
    },
    close: async () => {
      await Promise.all(others.map((other) => other.destroy()));
      await withSchemaLock(db, (connection) =>
        sql`drop schema if exists ${sql.id(schema)} cascade`.execute(connection),
      );
      await db.destroy();
    },
  };
}

export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  const t = await openEmptyTestDatabase(engine);
  await migrate(t.db);
  return t;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export const POSTGRES_AVAILABLE = await postgresReachable();
if (!POSTGRES_AVAILABLE) {
  const where = `PostgreSQL não responde em ${TEST_DATABASE_URL}`;
  // CI has PostgreSQL: a run that silently tested one engine would pass without proving anything.
  if (process.env.CI)
    throw new Error(`${where}, e CI está definido: os testes de repositório precisam dele.`);
  console.warn(`${where}: os testes de repositório no PostgreSQL foram pulados (defina TEST_DATABASE_URL).`);
}

export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

/** Declares the suite once per engine, each test on a fresh migrated database. */
export function describeEachEngine(title: string, body: (database: () => TestDatabase) => void): void {
  for (const engine of ENGINES) {
    describe.skipIf(engine === 'postgres' && !POSTGRES_AVAILABLE)(`${title} [${engine}]`, () => {
      let current: TestDatabase | undefined;
      beforeEach(async () => {
        current = await openTestDatabase(engine);
      });
      afterEach(async () => {
        await current?.close();
        current = undefined;
      });
      body(() => {
        if (!current) throw new Error('O banco de teste só existe dentro de um teste');
        return current;
      });
    });
  }
}

/** Like describeEachEngine, without opening anything: the tests open what they need. */
export function describeEachEngineRaw(title: string, body: (engine: Engine) => void): void {
  for (const engine of ENGINES) {
    describe.skipIf(engine === 'postgres' && !POSTGRES_AVAILABLE)(`${title} [${engine}]`, () => body(engine));
  }
}
