// Brings a database to the latest schema at start; a failed step stops the server.
import { type Kysely, type MigrationResult, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';

export async function migrate<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'desconhecida';
    throw new Error(`Falha ao migrar o banco de dados (migração ${failed})`, { cause: error });
  }
  return results;
}
