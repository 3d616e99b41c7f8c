// `npx --yes pnpm@10 db:backup`: an online copy of the SQLite database, taken while the server runs
// (SQLite's backup API; decision 0030). With DATABASE_URL it says to use pg_dump instead.
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupSqlite, stamp } from '../storage/sqlite-backup.ts';
import { megabytes, runCommand, typedPath } from './database-command.ts';

const USAGE = `Uso: npx --yes pnpm@10 db:backup [--to caminho/da/copia.db]

Copia o banco SQLite (DATABASE_PATH; por padrão data/funil.db) com o servidor no ar, sem parar
nenhuma gravação. Sem --to, a cópia vai para backups/funil-<data e hora>.db, na pasta do banco.
Guarde a cópia fora desta máquina. Para voltar a ela: npx --yes pnpm@10 db:restore <cópia>.`;

const POSTGRES_ADVICE = `DATABASE_URL está definida: o banco é o PostgreSQL, que se copia com pg_dump:
  pg_dump --format=custom --file=funil.dump "$DATABASE_URL"
e se restaura, com os servidores parados, com pg_restore:
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" funil.dump`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(POSTGRES_ADVICE);
    return 2;
  }
  const source = config.databasePath;
  const target = values.to
    ? typedPath(values.to)
    : join(dirname(source), 'backups', `funil-${stamp(new Date())}.db`);
  const copy = await backupSqlite(source, target);
  console.log(
    `Cópia feita: ${copy.path} (${megabytes(copy.bytes)} MB, ${copy.leads} leads, integridade ok).`,
  );
  return 0;
}

runCommand(main);
