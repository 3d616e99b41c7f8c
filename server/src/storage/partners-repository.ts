// Partners on Kysely, the same query on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { PartnerStore } from '../domain/ports/partners.ts';
import type { Database } from './schema.ts';
import { TRUE } from './sql-values.ts';

export function createPartnersRepository(db: Kysely<Database>): PartnerStore {
  return {
    findActivePartner(code) {
      return db
        .selectFrom('partners')
        .select(['code', 'name'])
        .where('code', '=', code)
        .where('is_active', '=', TRUE)
        .executeTakeFirst();
    },
  };
}
