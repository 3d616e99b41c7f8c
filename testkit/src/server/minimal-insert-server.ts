// The floor the lead save is weighed against (bench/api-load.ts): a bare Hono route that inserts one
// row per request and nothing else, on the same engine and durability as the product. SQLite: a WAL
// file with synchronous=FULL, one autocommit (one fsync) per insert. PostgreSQL: one INSERT through a
// pg pool of the product's size. DATABASE_PATH or DATABASE_URL says which.
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import SQLite from 'better-sqlite3';
import { Hono } from 'hono';
import pg from 'pg';

type Insert = (row: { id: string; name: string; phone: string; created_at: string }) => Promise<void>;

const TABLE =
  'create table if not exists minimal_leads (id text primary key, name text not null, phone text not null, created_at text not null)';

async function sqliteInsert(path: string): Promise<Insert> {
  const db = new SQLite(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(TABLE);
  const insert = db.prepare('insert into minimal_leads (id, name, phone, created_at) values (?, ?, ?, ?)');
  return async (row) => void insert.run(row.id, row.name, row.phone, row.created_at);
}

async function postgresInsert(url: string): Promise<Insert> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(TABLE);
  return async (row) => {
    await pool.query({
      name: 'minimal-insert',
      text: 'insert into minimal_leads (id, name, phone, created_at) values ($1, $2, $3, $4)',
      values: [row.id, row.name, row.phone, row.created_at],
    });
  };
}

const insert = process.env.DATABASE_URL
  ? await postgresInsert(process.env.DATABASE_URL)
  : await sqliteInsert(process.env.DATABASE_PATH ?? 'minimal.db');

const app = new Hono()
  .get('/api/ping', (c) => c.json({ ok: true }))
  .post('/api/leads', async (c) => {
    const body = await c.req.json<{ name?: unknown; phone?: unknown }>();
    const id = randomUUID();
    await insert({
      id,
      name: String(body.name ?? ''),
      phone: String(body.phone ?? ''),
      created_at: new Date().toISOString(),
    });
    return c.json({ id, created: true }, 201);
  });
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST });
