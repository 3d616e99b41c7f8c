// The public sign-up count on Kysely, for both engines: leads whose form was saved since an instant.
import type { Kysely } from 'kysely';
import type { SignUpsReader } from '../domain/ports/sign-ups.ts';
import type { Database } from './schema.ts';

export function createSignUpsRepository(db: Kysely<Database>): SignUpsReader {
  return {
    async countSince(since) {
      // lead_at is when the person saved the form (conditions.ts isLead); a visit alone is no sign-up.
      const row = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('lead_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
