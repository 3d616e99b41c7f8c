// domain/whatsapp/opt-out.ts's isOptedOut for the lead row in scope, as one SQL expression: every
// staff list, the export and the reply select it, none restates it.
import { sql } from 'kysely';

// whatsapp-rules.ts's OPTED_OUT_STATUS and WHATSAPP_CONSENT_PURPOSE, spelled here as storage reads
// no domain values; opt-out-sql.test.ts holds this expression to the domain's rule.
const OPTED_OUT_STATUS = 'opted_out';
const contactPurpose = '%"contact"%';

/**
 * `leads` is the name (or alias) of the leads table in the query. False for a row without a lead
 * (a left join's nulls). SQLite answers 0/1 and PostgreSQL false/true: read it with isTrue.
 */
export function leadOptedOut(leads = 'leads') {
  const status = sql.ref(`${leads}.cadence_status`);
  const id = sql.ref(`${leads}.id`);
  return sql<boolean>`(${status} = ${OPTED_OUT_STATUS} or (exists (
    select 1 from consents
    where consents.lead_id = ${id} and consents.revoked_at is not null
      and consents.purposes like ${contactPurpose})
  and not exists (
    select 1 from consents
    where consents.lead_id = ${id} and consents.revoked_at is null
      and consents.purposes like ${contactPurpose})))`;
}
