// Finding a lead by what staff typed (name, phone, Instagram or e-mail), newest first: how the
// journey timeline is opened. Storage matches the text (LeadSearchQueries); how much is shown is decided here.
import { LEAD_SEARCH_LIMIT, type LeadSearchResult } from '@funil/core/lead-search';
import type { LeadSearchQueries } from '../ports/analytics-queries.ts';

/**
 * A number pasted with Brazil's country code ('+55 11 9…') is searched without it, so it finds the
 * lead however the number was stored; the rest of the number is what tells leads apart.
 */
function withoutCountryCode(text: string): string {
  const digits = text.replace(/\D/g, '');
  return !/\p{L}/u.test(text) && digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : text;
}

export async function findLeadsByContact(
  queries: LeadSearchQueries,
  typed: string,
): Promise<LeadSearchResult> {
  // One more than shown says whether there are more.
  const leads = await queries.searchLeads(withoutCountryCode(typed), LEAD_SEARCH_LIMIT + 1);
  return { leads: leads.slice(0, LEAD_SEARCH_LIMIT), more: leads.length > LEAD_SEARCH_LIMIT };
}
