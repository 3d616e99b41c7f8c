// How the period queries reach a row's person for its attribution.
import { type RawBuilder, sql } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * `leads` as `l`, read through the index that holds the attribution: SQLite's planner would take
 * the unique index on id and then read each wide lead row (its JSON included).
 */
export function attributionLeads(engine: Engine): RawBuilder<unknown> {
  return engine === 'sqlite' ? sql`leads l indexed by analytics_leads_attribution_idx` : sql`leads l`;
}
