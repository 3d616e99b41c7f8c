// Brings a database to the latest schema and reference data at start; a failed step stops the server.
import { type Kysely, type MigrationResult, Migrator, sql } from 'kysely';
import { engineOf } from './database.ts';
import { scoreUnscoredLeads } from './engagement-scores.ts';
import { migrations } from './migrations/index.ts';
import { schemaChanged } from './postgres-prepared.ts';
import type { Database } from './schema.ts';
import { withSchemaLock } from './schema-lock.ts';
import { seed } from './seed.ts';

/**
 * Safe for several processes starting together on PostgreSQL: Kysely holds an advisory lock
 * while migrating, and the seed only inserts what is missing.
 */
export async function migrate(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrationTableSchema = engineOf(db) === 'postgres' ? await currentSchema(db) : undefined;
  const { error, results = [] } = await withSchemaLock(db, (connection) =>
    new Migrator({
      db: connection,
      provider: { getMigrations: async () => migrations },
      // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
      ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
    }).migrateToLatest(),
  );
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'desconhecida';
    throw new Error(`Falha ao migrar o banco de dados (migração ${failed})`, { cause: error });
  }
  // Statements the migrations prepared on pooled connections were planned for an older schema.
  if (results.length > 0) schemaChanged();
  await seed(db);
  // Leads written before scores were kept get theirs once; later writes keep them current.
  await scoreUnscoredLeads(db);
  // SQLite's planner picks the leads list's covering indexes only once it has statistics;
  // this gathers them where they are missing or stale, and is cheap otherwise.
  if (engineOf(db) === 'sqlite') await sql`pragma optimize=0x10002`.execute(db);
  return results;
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('O search_path do PostgreSQL não aponta para um schema existente');
  return schema;
}
