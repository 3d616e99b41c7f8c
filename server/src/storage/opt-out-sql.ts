// domain/whatsapp/opt-out.ts's isOptedOut for the lead row in scope (`leads`), as one SQL
// expression: every staff list, the export and the reply select it, none restates it.
import { sql } from 'kysely';
import { OPTED_OUT_STATUS, WHATSAPP_CONSENT_PURPOSE } from '../domain/whatsapp/whatsapp-rules.ts';

const contactPurpose = `%"${WHATSAPP_CONSENT_PURPOSE}"%`;

/** SQLite answers 0/1 and PostgreSQL false/true: read it with sql-values.ts's isTrue. */
export function leadOptedOut() {
  return sql<boolean>`(leads.cadence_status = ${OPTED_OUT_STATUS} or (exists (
    select 1 from consents
    where consents.lead_id = leads.id and consents.revoked_at is not null
      and consents.purposes like ${contactPurpose})
  and not exists (
    select 1 from consents
    where consents.lead_id = leads.id and consents.revoked_at is null
      and consents.purposes like ${contactPurpose})))`;
}
