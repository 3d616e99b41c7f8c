// `pnpm admin:create-user`: creates a staff account in the configured database; the password never has a default.
import { parseArgs } from 'node:util';
import password from '@inquirer/password';
import { ConfigError, loadConfig } from '../config.ts';
import { createStaffUser } from '../domain/create-staff-user.ts';
import { openDatabase } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { createStaffRepository } from '../storage/staff-repository.ts';

const USAGE = `Uso: npx --yes pnpm@10 admin:create-user --email ana@exemplo.com --name "Ana Souza" --role admin|viewer
(ou pnpm admin:create-user …, com o pnpm 10 instalado)

A senha (mínimo de 12 caracteres) é pedida no terminal, sem aparecer na tela.
Em scripts, passe-a na variável STAFF_PASSWORD ou pela entrada padrão (primeira linha).`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.email || !values.name || !values.role) {
    console.error(`Faltam dados.\n\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  const secret = await readPassword();
  const db = openDatabase(config.databaseUrl ?? config.databasePath);
  try {
    await migrate(db);
    const result = await createStaffUser(
      createStaffRepository(db),
      { email: values.email, name: values.name, role: values.role, password: secret },
      new Date(),
    );
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    console.log(`Conta criada: ${result.email} (${result.role}).`);
    return 0;
  } finally {
    await db.destroy();
  }
}

/** STAFF_PASSWORD, else the first line of a piped stdin, else a hidden prompt asked twice. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) return firstLine(await readStdin());
  const first = await password({ message: 'Senha (mínimo de 12 caracteres):', mask: '*' });
  const again = await password({ message: 'Repita a senha:', mask: '*' });
  if (first !== again) throw new ConfigError('As senhas não conferem.');
  return first;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
