// The cookie notice's answer for a lead (domain/ad-consent.ts) on Kysely for both engines: its row in
// `consents` and what the answer does to the lead's events waiting in the ads outbox.
import type { Kysely } from 'kysely';
import type { AdConsentStore } from '../domain/ports/ad-consent.ts';
import { isAdsConsent } from './ad-consent-sql.ts';
import { createLeadCapabilitiesRepository } from './lead-capabilities-repository.ts';
import type { Database } from './schema.ts';
import { TRACKING_STATUS } from './tracking-events-repository.ts';

export function createAdConsentRepository(db: Kysely<Database>): AdConsentStore {
  const capabilities = createLeadCapabilitiesRepository(db);
  return {
    findCapability: capabilities.findCapability,

    async grantAdConsent(row, oldestEventTime) {
      // One row per lead and version: an 'Aceitar' after a 'Recusar' gives the same row again.
      await db
        .insertInto('consents')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['lead_id', 'text_version'])
            .doUpdateSet({ granted_at: row.granted_at, revoked_at: null }),
        )
        .execute();
      // Held for want of an answer, they go now; older than Meta takes, they stay held until expired.
      await db
        .updateTable('tracking_events')
        .set({ status: TRACKING_STATUS.pending, next_attempt_at: null })
        .where('lead_id', '=', row.lead_id)
        .where('status', '=', TRACKING_STATUS.held)
        .where('event_time', '>=', oldestEventTime)
        .execute();
    },

    async revokeAdConsent(row) {
      const leadId = row.lead_id;
      await db
        .updateTable('consents')
        .set({ revoked_at: row.granted_at })
        .where('lead_id', '=', leadId)
        .where('revoked_at', 'is', null)
        .where(isAdsConsent)
        .execute();
      // A refusal with nothing to revoke is kept too: the row given and revoked at the same time.
      await db
        .insertInto('consents')
        .values({ ...row, revoked_at: row.granted_at })
        .onConflict((oc) => oc.columns(['lead_id', 'text_version']).doNothing())
        .execute();
      // From now on: nothing of the lead still waiting leaves (a batch already in flight may).
      await db
        .deleteFrom('tracking_events')
        .where('lead_id', '=', leadId)
        .where('status', 'in', [TRACKING_STATUS.pending, TRACKING_STATUS.held])
        .execute();
    },
  };
}
