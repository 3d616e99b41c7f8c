// Leads matching what staff typed, by name, phone, Instagram or e-mail, newest first
// (domain/analytics/lead-search.ts decides what is typed and how many are shown).
import type { Kysely } from 'kysely';
import type { LeadSearchQueries } from '../../domain/ports/analytics-queries.ts';
import { containsText, searchLeads } from '../admin-leads-repository.ts';
import type { Database } from '../schema.ts';

/** An '@' after the first character is an e-mail; a leading one is an Instagram handle. */
const looksLikeEmail = (text: string) => text.indexOf('@') > 0;

export function createLeadSearchQueries(db: Kysely<Database>): LeadSearchQueries {
  return {
    async searchLeads(text, limit) {
      const rows = await db
        .selectFrom('leads')
        .select([
          'id',
          'name',
          'phone',
          'email',
          'instagram',
          'journey_stage',
          'conversion_stage',
          'created_at',
        ])
        .where((eb) =>
          looksLikeEmail(text)
            ? containsText(db, 'leads.email', text.toLowerCase())
            : eb.or([searchLeads(db, eb, text), containsText(db, 'leads.email', text.toLowerCase())]),
        )
        // Erased leads are anonymous records: nobody can be looked up by them.
        .where('anonymized_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        instagram: row.instagram,
        journeyStage: row.journey_stage,
        conversionStage: row.conversion_stage,
        createdAt: row.created_at,
      }));
    },
  };
}
