// A lead's answer to the cookie notice as the consents table holds it (decision 0024), read by the
// ads outbox's intake and by the server's own Purchase.
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { LeadAdConsent } from '../domain/ports/ad-consent.ts';
import type { Database } from './schema.ts';

/** Consent rows that allow ad events: the cookie notice's (purposes name 'ads'). */
export function isAdsConsent(eb: ExpressionBuilder<Database, 'consents'>) {
  return eb('consents.purposes', 'like', '%"ads"%');
}

/** Of these leads, the ones with an answer on record: a live grant, or only grants taken back. */
export async function leadAdConsents(
  db: Kysely<Database>,
  ids: string[],
): Promise<Map<string, LeadAdConsent>> {
  const answers = new Map<string, LeadAdConsent>();
  if (ids.length === 0) return answers;
  const rows = await db
    .selectFrom('consents')
    .select(['lead_id', sql<number>`sum(case when revoked_at is null then 1 else 0 end)`.as('live')])
    .where('lead_id', 'in', ids)
    .where(isAdsConsent)
    .groupBy('lead_id')
    .execute();
  for (const row of rows) answers.set(row.lead_id, Number(row.live) > 0 ? 'granted' : 'revoked');
  return answers;
}
