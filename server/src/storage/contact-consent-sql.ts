// Whether the lead of the row in scope (`leads.id`) may be messaged for a purpose: an unrevoked
// consent that names it. purposes is a JSON array of names, '["contact","marketing"]'.
import { sql } from 'kysely';

export function hasConsentFor(purpose: string) {
  return sql<boolean>`exists (
    select 1 from consents
    where consents.lead_id = leads.id and consents.revoked_at is null
      and consents.purposes like ${`%"${purpose}"%`})`;
}
