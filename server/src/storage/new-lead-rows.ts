// The rows a new phone's save writes at once (NewLeadWriter), as both engines' statements take them:
// PostgreSQL's function (migration 0035) and SQLite's prepared inserts (sqlite-new-leads.ts).
import { ATTRIBUTION_KEYS } from '@funil/core/attribution';
import type { NewLead } from '../domain/save-lead.ts';
import { newRowScore } from './engagement-scores.ts';

/** The lead columns the statements insert; the others keep their defaults (email's is ''). */
export const WRITTEN_LEAD_COLUMNS = [
  'id',
  'name',
  'phone',
  'email',
  'instagram',
  'region',
  ...ATTRIBUTION_KEYS,
  'partner_code',
  'visit_pending',
  'lead_at',
  'created_at',
  'updated_at',
] as const;

type WrittenColumn = (typeof WRITTEN_LEAD_COLUMNS)[number];

/**
 * The row the statements insert. Its type fails to compile when NewLead gains a column they do not
 * write: that column needs a place in WRITTEN_LEAD_COLUMNS and a new version of 0035's function.
 */
export function leadRow(
  lead: NewLead,
): Record<Exclude<keyof NewLead, WrittenColumn>, never> & { engagement_score: number | null } {
  return { ...lead, engagement_score: newRowScore(lead) };
}
