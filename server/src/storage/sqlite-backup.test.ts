// The SQLite backup and restore (decision 0030) against the server's own kind of connection: a
// backup taken while another connection writes is whole, and a restore never replaces a file in use.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import type { Database } from './schema.ts';
import { backupSqlite, restoreSqlite } from './sqlite-backup.ts';

const NOW = new Date('2026-11-28T14:03:09.000Z');
let dir: string;
let open: Kysely<Database>[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'funil-backup-'));
  open = [];
});
afterEach(async () => {
  await Promise.all(open.map((db) => db.destroy()));
  rmSync(dir, { recursive: true, force: true });
});

/** A migrated database as the server opens it (WAL, its durable dialect), left open. */
async function serverDatabase(name = 'funil.db'): Promise<{ path: string; db: Kysely<Database> }> {
  const path = join(dir, name);
  const db = openDatabase(path);
  open.push(db);
  await migrate(db);
  return { path, db };
}

async function addLeads(db: Kysely<Database>, from: number, count: number): Promise<void> {
  const time = NOW.toISOString();
  for (let i = from; i < from + count; i += 1) {
    await db
      .insertInto('leads')
      .values({
        id: `lead-${i}`,
        name: `Pessoa ${i}`,
        phone: `55119${String(i).padStart(8, '0')}`,
        created_at: time,
        updated_at: time,
      })
      .execute();
  }
}

function leadIdsIn(path: string): string[] {
  const db = new SQLite(path, { readonly: true });
  try {
    return (db.prepare('select id from leads order by id').all() as { id: string }[]).map((row) => row.id);
  } finally {
    db.close();
  }
}

describe('backupSqlite', () => {
  it('copies a database another connection keeps writing: every row written before it, whole, as one file', async () => {
    const { path, db } = await serverDatabase();
    await addLeads(db, 0, 40);
    const writing = addLeads(db, 40, 60);
    const copy = await backupSqlite(path, join(dir, 'copias', 'funil-copia.db'));
    await writing;

    expect(copy.path).toBe(join(dir, 'copias', 'funil-copia.db'));
    expect(copy.leads).toBeGreaterThanOrEqual(40);
    const ids = leadIdsIn(copy.path);
    expect(ids).toEqual(expect.arrayContaining(Array.from({ length: 40 }, (_, i) => `lead-${i}`)));
    expect(readdirSync(join(dir, 'copias'))).toEqual(['funil-copia.db']);
    // A hundred synced commits: longer than the default budget on a busy machine.
  }, 30_000);

  it('refuses a target that exists and a database that does not, leaving no partial file', async () => {
    const { path } = await serverDatabase();
    writeFileSync(join(dir, 'ocupado.db'), 'já existe');
    await expect(backupSqlite(path, join(dir, 'ocupado.db'))).rejects.toThrow(
      `${join(dir, 'ocupado.db')} já existe: escolha outro nome para a cópia.`,
    );
    await expect(backupSqlite(join(dir, 'nenhum.db'), join(dir, 'x.db'))).rejects.toThrow(
      `Banco não encontrado em ${join(dir, 'nenhum.db')}.`,
    );
    expect(readdirSync(dir).filter((name) => name.includes('parcial'))).toEqual([]);
  });
});

describe('restoreSqlite', () => {
  it('refuses while a server has the database open, and changes nothing', async () => {
    const { path, db } = await serverDatabase();
    await addLeads(db, 0, 3);
    const copy = await backupSqlite(path, join(dir, 'copia.db'));
    await addLeads(db, 3, 2);

    await expect(restoreSqlite(copy.path, path, NOW)).rejects.toThrow(
      `Um servidor (ou outro programa) está usando ${path}. Pare o servidor e rode o comando de novo`,
    );
    const rows = await db.selectFrom('leads').select('id').execute();
    expect(rows).toHaveLength(5);
    expect(readdirSync(dir).filter((name) => name.includes('antes') || name.includes('parcial'))).toEqual([]);
  });

  it('puts the backup in place once the server stopped, keeping the database that was there', async () => {
    const { path, db } = await serverDatabase();
    await addLeads(db, 0, 3);
    const copy = await backupSqlite(path, join(dir, 'copia.db'));
    await addLeads(db, 3, 2);
    await db.destroy();
    open = [];

    const restored = await restoreSqlite(copy.path, path, NOW);
    expect(restored).toMatchObject({
      path,
      leads: 3,
      previous: `${path}.antes-da-restauracao-2026-11-28T14-03-09Z`,
    });
    expect(leadIdsIn(path)).toEqual(['lead-0', 'lead-1', 'lead-2']);
    expect(leadIdsIn(`${path}.antes-da-restauracao-2026-11-28T14-03-09Z`)).toHaveLength(5);
    expect(existsSync(`${path}-wal`)).toBe(false);
    // The server opens it again as ever.
    const again = openDatabase(path);
    open.push(again);
    await migrate(again);
    expect(await again.selectFrom('leads').select('id').execute()).toHaveLength(3);
  });

  it('restores into a new file, and refuses what is not a whole Funil database', async () => {
    const { path, db } = await serverDatabase();
    await addLeads(db, 0, 2);
    const copy = await backupSqlite(path, join(dir, 'copia.db'));
    const fresh = join(dir, 'novo', 'funil.db');
    expect(await restoreSqlite(copy.path, fresh, NOW)).toMatchObject({
      path: fresh,
      leads: 2,
      previous: undefined,
    });

    writeFileSync(join(dir, 'texto.db'), 'isto não é um banco');
    await expect(restoreSqlite(join(dir, 'texto.db'), fresh, NOW)).rejects.toThrow('não é um banco SQLite');
    const empty = new SQLite(join(dir, 'vazio.db'));
    empty.exec('create table outra (x)');
    empty.close();
    await expect(restoreSqlite(join(dir, 'vazio.db'), fresh, NOW)).rejects.toThrow('não é um banco do Funil');
    expect(leadIdsIn(fresh)).toEqual(['lead-0', 'lead-1']);
  });
});
