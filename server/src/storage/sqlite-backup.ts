// Online backup and safe restore of the SQLite file (decision 0030), with SQLite's own backup API
// (better-sqlite3's db.backup()): the copy is one consistent moment of the database even while the
// server keeps writing, and a restore never replaces a file a server has open.
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';

/** What a backup or a restore says it did, for the command's last line. */
export interface CopySummary {
  path: string;
  bytes: number;
  leads: number;
}

/** A pt-BR message for the person at the terminal, and the exit code the command ends with. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Every page in one step of the backup: one read of one moment, during which the server's writes go
 * on into the WAL. In steps of a few pages, each write of the server between steps would start the
 * copy over, and a busy server could keep it from ever ending.
 */
const ALL_PAGES = 0x7fff_ffff;

/**
 * Copies the database at `source` (which a server may have open and be writing) to `target`, a new
 * file: written beside it first and renamed once whole and checked, so a half-made copy never
 * carries the final name. The copy is a single file (no WAL beside it).
 */
export async function backupSqlite(source: string, target: string): Promise<CopySummary> {
  if (!existsSync(source)) throw new BackupError(`Banco não encontrado em ${source}.`);
  if (existsSync(target)) throw new BackupError(`${target} já existe: escolha outro nome para a cópia.`);
  mkdirSync(dirname(target), { recursive: true });
  const partial = partialPath(target);
  // The server may hold the write lock for a moment: wait for it as the server's own connections do.
  const db = new SQLite(source, { fileMustExist: true, timeout: 5_000 });
  try {
    await db.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  try {
    const summary = checkFunilDatabase(partial, { singleFile: true });
    renameSync(partial, target);
    return { ...summary, path: target };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

export interface RestoreSummary extends CopySummary {
  /** Where the database that was there before went, if there was one. */
  previous: string | undefined;
}

/**
 * Puts the backup at `backup` in place of the database at `target`. Refuses while anything (a
 * server) has `target` open: the lock SQLite holds for every open connection says so. The database
 * that was there is kept beside it (`<name>.antes-da-restauracao-<time>`), never overwritten.
 */
export async function restoreSqlite(backup: string, target: string, now: Date): Promise<RestoreSummary> {
  if (!existsSync(backup)) throw new BackupError(`Cópia não encontrada em ${backup}.`);
  checkFunilDatabase(backup, { singleFile: false });
  mkdirSync(dirname(target), { recursive: true });
  const holder = existsSync(target) ? lockUnused(target) : undefined;
  const partial = partialPath(target);
  let previous: string | undefined;
  try {
    if (holder) {
      previous = `${target}.antes-da-restauracao-${stamp(now)}`;
      await holder.backup(previous, { progress: () => ALL_PAGES });
    }
    const source = new SQLite(backup, { readonly: true, fileMustExist: true });
    try {
      await source.backup(partial, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    const summary = checkFunilDatabase(partial, { singleFile: true });
    // Closing the lock's connection folds the old WAL into the old file (kept above); the new file
    // must not meet that WAL, or SQLite would replay the old pages onto it.
    holder?.close();
    for (const leftover of [`${target}-wal`, `${target}-shm`, `${target}-journal`])
      rmSync(leftover, { force: true });
    renameSync(partial, target);
    return { ...summary, path: target, previous };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    if (holder?.open) holder.close();
  }
}

/**
 * A connection holding `path` exclusively, or a BackupError when another connection (a running
 * server, another command) has it open: in WAL mode every open connection keeps a shared lock.
 */
function lockUnused(path: string): SQLite.Database {
  const db = new SQLite(path, { fileMustExist: true, timeout: 0 });
  try {
    // Held until this connection closes, whatever the journal mode.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return db;
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new BackupError(
        `Um servidor (ou outro programa) está usando ${path}. Pare o servidor e rode o comando de novo; ` +
          'para copiar o banco com o servidor no ar, use db:backup.',
      );
    }
    throw error;
  }
}

/** Opens the file, checks it whole and a Funil database, and counts its leads. */
function checkFunilDatabase(path: string, { singleFile }: { singleFile: boolean }): CopySummary {
  let db: SQLite.Database;
  try {
    db = new SQLite(path, { readonly: !singleFile, fileMustExist: true });
  } catch {
    throw new BackupError(`${path} não é um banco SQLite.`);
  }
  try {
    // A single file: no WAL beside it, so the copy can be moved, sent or stored as it is.
    if (singleFile) db.pragma('journal_mode = DELETE');
    const integrity = readIntegrity(db, path);
    if (integrity !== 'ok') throw new BackupError(`${path} está corrompido (integrity_check: ${integrity}).`);
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name in ('leads', 'kysely_migration')",
      )
      .all() as { name: string }[];
    if (tables.length < 2) throw new BackupError(`${path} não é um banco do Funil (faltam as tabelas).`);
    const { leads } = db.prepare('select count(*) as leads from leads').get() as { leads: number };
    return { path, bytes: statSync(path).size, leads };
  } finally {
    db.close();
  }
}

function readIntegrity(db: SQLite.Database, path: string): string {
  try {
    return (db.pragma('integrity_check', { simple: true }) as string) ?? '';
  } catch {
    throw new BackupError(`${path} não é um banco SQLite.`);
  }
}

/** A hidden name beside the final one, on the same disk, so the rename is atomic. */
function partialPath(target: string): string {
  return join(dirname(target), `.${basename(target)}.parcial-${process.pid}`);
}

/** 2026-11-28T14-03-09Z: sorts by time and is a valid file name everywhere. */
export function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}
