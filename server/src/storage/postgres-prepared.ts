// PostgreSQL parses and plans every unnamed statement anew; on the lead table, with its many
// indexes, planning was a large share of a save's database time. Naming each query text lets
// every pooled connection prepare it once and reuse the plan.
import { createHash } from 'node:crypto';
import type pg from 'pg';

type Query = (config: unknown, values?: unknown) => unknown;

/** Hashed once per text: the app's query texts are a bounded set, the same ones PostgreSQL keeps. */
const names = new Map<string, string>();
/** Bumped when the schema changes under prepared plans (see schemaChanged). */
let generation = 0;

/** The name a query text is prepared under: the same text always gets the same name. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s${generation}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A plan prepared before a migration added a column cannot answer `select *` after it
 * ("cached plan must not change result type"), and migrations run on pooled connections the
 * app reuses. New names make every connection prepare each text again for the new schema.
 */
export function schemaChanged(): void {
  generation += 1;
  names.clear();
}

/** Makes the pool's clients send plain-text queries (Kysely's) as named, prepared statements. */
export function prepareStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const plain = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (config, values) =>
      typeof config === 'string'
        ? plain({ name: statementName(config), text: config, values })
        : plain(config, values);
  });
}
