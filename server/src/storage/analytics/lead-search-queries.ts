// Leads staff look for by name, phone, Instagram or e-mail, newest first: how the journey timeline is opened.
import { LEAD_SEARCH_LIMIT, type LeadSearchResult } from '@funil/core/lead-search';
import type { Kysely } from 'kysely';
import { containsText, searchLeads } from '../admin-leads-repository.ts';
import type { Database } from '../schema.ts';

/** An '@' after the first character is an e-mail; a leading one is an Instagram handle. */
const looksLikeEmail = (text: string) => text.indexOf('@') > 0;

/**
 * A number pasted with Brazil's country code ('+55 11 9…') is searched without it, so it finds the
 * lead however the number was stored; the rest of the number is what tells leads apart.
 */
function withoutCountryCode(text: string): string {
  const digits = text.replace(/\D/g, '');
  return !/\p{L}/u.test(text) && digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : text;
}

export async function findLeadsByContact(db: Kysely<Database>, typed: string): Promise<LeadSearchResult> {
  const text = withoutCountryCode(typed);
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'name', 'phone', 'email', 'instagram', 'journey_stage', 'conversion_stage', 'created_at'])
    .where((eb) =>
      looksLikeEmail(text)
        ? containsText(db, 'leads.email', text.toLowerCase())
        : eb.or([searchLeads(db, eb, text), containsText(db, 'leads.email', text.toLowerCase())]),
    )
    // Erased leads are anonymous records: nobody can be looked up by them.
    .where('anonymized_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LEAD_SEARCH_LIMIT + 1)
    .execute();
  return {
    leads: rows.slice(0, LEAD_SEARCH_LIMIT).map((row) => ({
      id: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      instagram: row.instagram,
      journeyStage: row.journey_stage,
      conversionStage: row.conversion_stage,
      createdAt: row.created_at,
    })),
    more: rows.length > LEAD_SEARCH_LIMIT,
  };
}
