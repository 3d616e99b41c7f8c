// Lead capabilities and claims (decision 0019) on Kysely for both engines: the hashed secrets, the
// claims' own view, and the blank-only writes a claim may make on its lead.
import type { Kysely, Selectable } from 'kysely';
import type { CapabilityStore, ClaimStore, LeadClaim } from '../domain/ports/lead-capabilities.ts';
import { rescoreLead } from './engagement-scores.ts';
import type { Database, LeadClaimsTable } from './schema.ts';
import { isTrue } from './sql-values.ts';

export type LeadCapabilitiesRepository = CapabilityStore & Omit<ClaimStore, 'insertInteraction'>;

export function createLeadCapabilitiesRepository(db: Kysely<Database>): LeadCapabilitiesRepository {
  return {
    async insertCapability(capability) {
      await db.insertInto('lead_capabilities').values(capability).execute();
    },

    async findCapability(tokenHash) {
      const row = await db
        .selectFrom('lead_capabilities')
        .select(['lead_id', 'claim_id'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row && { leadId: row.lead_id, claimId: row.claim_id };
    },

    async findCapabilityByRequestKey(leadId, requestKeyHash) {
      const row = await db
        .selectFrom('lead_capabilities')
        .select(['token_hash', 'lead_id', 'claim_id'])
        .where('lead_id', '=', leadId)
        .where('request_key_hash', '=', requestKeyHash)
        .executeTakeFirst();
      return row && { tokenHash: row.token_hash, leadId: row.lead_id, claimId: row.claim_id };
    },

    async replaceTokenHash(oldHash, newHash) {
      await db
        .updateTable('lead_capabilities')
        .set({ token_hash: newHash })
        .where('token_hash', '=', oldHash)
        .execute();
    },

    async insertClaim(claim) {
      await db.insertInto('lead_claims').values(claim).execute();
    },

    async findClaim(id) {
      const row = await db.selectFrom('lead_claims').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toClaim(row);
    },

    async updateClaim(id, { add_visit, ...changes }) {
      await db
        .updateTable('lead_claims')
        .set((eb) => ({ ...changes, ...(add_visit ? { visit_count: eb('visit_count', '+', 1) } : {}) }))
        .where('id', '=', id)
        .execute();
    },

    async findFillable(leadId) {
      return db
        .selectFrom('leads')
        .select(['name', 'email', 'instagram', 'region', 'lead_at'])
        .where('id', '=', leadId)
        .executeTakeFirst();
    },

    async fillBlanks(leadId, blanks, updatedAt) {
      // Each column is written only while still blank, whatever was read before.
      await db
        .updateTable('leads')
        .set((eb) => {
          const keep = <C extends 'name' | 'email' | 'instagram' | 'region' | 'lead_at'>(
            column: C,
            value: string,
          ) =>
            eb
              .case()
              .when(eb.or([eb(column, 'is', null), eb(eb.fn('trim', [column]), '=', '')]))
              .then(value)
              .else(eb.ref(column))
              .end();
          const set: Record<string, unknown> = { updated_at: updatedAt };
          for (const [column, value] of Object.entries(blanks)) {
            if (typeof value === 'string') set[column] = keep(column as keyof typeof blanks, value);
          }
          return set;
        })
        .where('id', '=', leadId)
        .execute();
      await rescoreLead(db, leadId);
    },
  };
}

function toClaim(row: Selectable<LeadClaimsTable>): LeadClaim {
  return {
    id: row.id,
    leadId: row.lead_id,
    name: row.name,
    instagram: row.instagram,
    conversionStage: row.conversion_stage,
    visitCount: Number(row.visit_count),
    registeredForEvent: isTrue(row.registered_for_event),
    lastVisitKey: row.last_visit_key,
  };
}
