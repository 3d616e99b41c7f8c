// One launch's rows, for a report scoped to it (Period.launch): a lead is the launch's when it was
// captured while the launch was the site's (launch_periods), or registered for one of its events, or
// opened one of its checkouts; a visit or a new visitor when it came while the launch was the site's;
// a checkout when it was opened in the launch. domain/metrics/definitions.ts says it in words.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../schema.ts';

export interface LaunchScope {
  id: string;
  /** When the launch was the site's: start inclusive, end exclusive (null: it still is). */
  windows: { start: string; end: string | null }[];
}

const ALWAYS = sql<boolean>`1 = 1`;

export async function launchScope(
  db: Kysely<Database>,
  launchId: string | undefined,
): Promise<LaunchScope | undefined> {
  if (launchId === undefined) return undefined;
  const rows = await db
    .selectFrom('launch_periods')
    .select(['started_at', 'ended_at'])
    .where('launch_id', '=', launchId)
    .orderBy('started_at')
    .execute();
  return { id: launchId, windows: rows.map((row) => ({ start: row.started_at, end: row.ended_at })) };
}

/** Whether the instant in `column` fell while the launch was the site's. */
export function whileCurrent(column: string, scope: LaunchScope | undefined): RawBuilder<boolean> {
  if (!scope) return ALWAYS;
  if (scope.windows.length === 0) return sql<boolean>`1 = 0`;
  const ref = sql.ref(column);
  return sql<boolean>`(${sql.join(
    scope.windows.map(({ start, end }) =>
      end === null ? sql`${ref} >= ${start}` : sql`(${ref} >= ${start} and ${ref} < ${end})`,
    ),
    sql` or `,
  )})`;
}

/** Whether the lead (its alias, e.g. 'l') takes part in the launch. */
export function leadOfLaunch(alias: string, scope: LaunchScope | undefined): RawBuilder<boolean> {
  if (!scope) return ALWAYS;
  const id = sql.ref(`${alias}.id`);
  return sql<boolean>`(${whileCurrent(`${alias}.lead_at`, scope)}
    or exists (select 1 from event_registrations sr join events se on se.id = sr.event_id
      where sr.lead_id = ${id} and se.launch_id = ${scope.id})
    or exists (select 1 from checkouts sc where sc.lead_id = ${id} and sc.launch_id = ${scope.id}))`;
}

/** Whether the checkout (its alias, e.g. 'c') was opened in the launch. */
export function checkoutOfLaunch(alias: string, scope: LaunchScope | undefined): RawBuilder<boolean> {
  return scope ? sql<boolean>`${sql.ref(`${alias}.launch_id`)} = ${scope.id}` : ALWAYS;
}
