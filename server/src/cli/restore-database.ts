// `npx --yes pnpm@10 db:restore <cópia>`: puts a backup in place of the SQLite database, only while
// no server has it open, keeping the database that was there (decision 0030).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restoreSqlite } from '../storage/sqlite-backup.ts';
import { megabytes, runCommand, typedPath } from './database-command.ts';

const USAGE = `Uso: npx --yes pnpm@10 db:restore <cópia.db> [--to caminho/do/banco.db]

Pare o servidor antes: com o banco aberto por um servidor, nada é trocado. Sem --to, a cópia
volta para o banco que o servidor usa (DATABASE_PATH; por padrão data/funil.db). O banco que
estava lá fica ao lado, como <nome>.antes-da-restauracao-<data e hora>.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [backup, ...extra] = positionals;
  if (!backup || extra.length > 0) {
    console.error(`Diga qual cópia restaurar.\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl && !values.to) {
    console.error(
      'DATABASE_URL está definida: o banco é o PostgreSQL, que se restaura com pg_restore ' +
        '(veja o README, "Cópias de segurança").',
    );
    return 2;
  }
  const target = values.to ? typedPath(values.to) : config.databasePath;
  const restored = await restoreSqlite(typedPath(backup), target, new Date());
  console.log(
    `Banco restaurado em ${restored.path} (${megabytes(restored.bytes)} MB, ${restored.leads} leads, integridade ok).`,
  );
  if (restored.previous) console.log(`O banco que estava lá foi guardado em ${restored.previous}.`);
  console.log('Inicie o servidor de novo: npx --yes pnpm@10 start');
  return 0;
}

runCommand(main);
