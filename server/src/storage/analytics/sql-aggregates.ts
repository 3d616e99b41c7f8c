// Aggregate fragments both engines read alike: counts as sums of CASE, hours as ISO text prefixes.
import { type RawBuilder, sql } from 'kysely';
import { FALSE, TRUE } from '../sql-values.ts';

/** Counts the rows where `condition` holds; PostgreSQL's bigint sum comes back as text, so read with toCount. */
export function countIf(condition: RawBuilder<unknown>): RawBuilder<number | string> {
  return sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;
}

export function toCount(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** 'YYYY-MM-DDTHH' of an ISO text column: grouped by UTC hour in SQL, folded into local days after. */
export function hourOf(column: string): RawBuilder<string> {
  return sql<string>`substr(${sql.ref(column)}, 1, 13)`;
}

export function isSet(column: string): RawBuilder<unknown> {
  return sql`${sql.ref(column)} is not null`;
}

export function isTrueColumn(column: string): RawBuilder<unknown> {
  return sql`${sql.ref(column)} = ${TRUE}`;
}

/**
 * Leads without a purchase, written so no planner picks the has_purchased index for it: most
 * leads have not bought, and scanning them all through that index reads every full row, where
 * the period's range index reads a few thousand index entries.
 */
export const notPurchased = sql<boolean>`coalesce(has_purchased, ${FALSE}) = ${FALSE}`;
