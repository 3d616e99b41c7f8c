// A launch's people over its whole life and its sales (domain/ports/launch-figures.ts), counted by
// the same launch scope as every launch-scoped staff number (storage/metrics/launch-scope.ts).
import { type Kysely, sql } from 'kysely';
import type { LaunchFiguresQueries } from '../../domain/ports/launch-figures.ts';
import { launchScope, leadOfLaunch } from '../metrics/launch-scope.ts';
import { loadSales } from '../metrics/sales-rows.ts';
import type { Database } from '../schema.ts';
import { toCount } from './sql-aggregates.ts';

export function createLaunchFiguresQueries(db: Kysely<Database>): LaunchFiguresQueries {
  return {
    async people(launchId) {
      const scope = await launchScope(db, launchId);
      const leads = await sql<{ n: number | string }>`select count(*) as n from leads l
        where l.lead_at is not null and ${leadOfLaunch('l', scope)}`.execute(db);
      const registrations = await db
        .selectFrom('event_registrations as r')
        .innerJoin('events as e', 'e.id', 'r.event_id')
        .select([
          sql<number | string>`sum(case when r.status <> 'canceled' then 1 else 0 end)`.as('registered'),
          sql<number | string>`sum(case when r.status = 'attended' then 1 else 0 end)`.as('attended'),
        ])
        .where('e.launch_id', '=', launchId)
        .executeTakeFirst();
      return {
        leads: toCount(leads.rows[0]?.n),
        registrations: toCount(registrations?.registered),
        attendance: toCount(registrations?.attended),
      };
    },
    async sales(launchId) {
      return loadSales(db, undefined, undefined, await launchScope(db, launchId));
    },
  };
}
