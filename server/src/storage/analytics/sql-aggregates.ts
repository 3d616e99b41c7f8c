// Aggregate fragments both engines read alike: counts as sums of CASE, hours as ISO text prefixes.
import { type RawBuilder, sql } from 'kysely';

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
