// The lead store of the save rule, on Kysely so SQLite and PostgreSQL share the queries.
import type { Kysely } from 'kysely';
import type { LeadChanges, LeadMatch, LeadStore, NewLead } from '../domain/save-lead.ts';
import type { Database } from './schema.ts';

// better-sqlite3 cannot bind JS booleans; PostgreSQL reads 1 and 0 as true and false too.
const TRUE = 1;

export function createLeadsRepository(db: Kysely<Database>): LeadStore {
  return {
    findByPhone(phone: string): Promise<LeadMatch[]> {
      return db
        .selectFrom('leads')
        .select(['id', 'created_at'])
        .where('phone', '=', phone)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async insert(lead: NewLead): Promise<void> {
      await db
        .insertInto('leads')
        .values({ ...lead, visit_pending: TRUE })
        .execute();
    },

    async update(id: string, changes: LeadChanges): Promise<void> {
      await db
        .updateTable('leads')
        .set({ ...changes, visit_pending: TRUE })
        .where('id', '=', id)
        .execute();
    },
  };
}

/**
 * Runs work in one transaction. On SQLite that also serialises it (one connection), so two
 * saves of the same phone cannot both insert; PostgreSQL will need a lock for the same promise.
 */
export type LeadStoreScope = <T>(work: (store: LeadStore) => Promise<T>) => Promise<T>;

export function leadStoreScope(db: Kysely<Database>): LeadStoreScope {
  return (work) => db.transaction().execute((trx) => work(createLeadsRepository(trx)));
}
