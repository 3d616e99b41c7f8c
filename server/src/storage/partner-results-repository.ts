// The partner's private results page (issue 31) on Kysely, for both engines: its link's hash, and one
// partner's figures in one launch by the staff reports' own conditions (storage/metrics/), so the
// page's numbers are the staff's.
import { COMMISSION_STATUSES, type CommissionStatus } from '@funil/core/partner-admin';
import { type Kysely, sql } from 'kysely';
import type {
  PartnerPageLinkStore,
  PartnerResultsStore,
  RanLaunch,
} from '../domain/ports/partner-results.ts';
import { toCount } from './analytics/sql-aggregates.ts';
import { currentLaunchId, runsOf } from './launch-rows.ts';
import { isLead, lastTouchPartnerIs } from './metrics/conditions.ts';
import { launchScope, leadOfLaunch } from './metrics/launch-scope.ts';
import { loadSales } from './metrics/sales-rows.ts';
import type { Database } from './schema.ts';
import { isTrue } from './sql-values.ts';

export function createPartnerPageLinkRepository(db: Kysely<Database>): PartnerPageLinkStore {
  return {
    async pageLinkSince(code) {
      const row = await db
        .selectFrom('partners')
        .select(['page_secret_hash', 'page_secret_rotated_at'])
        .where('code', '=', code)
        .executeTakeFirst();
      if (!row) return undefined;
      return { since: row.page_secret_hash === null ? null : row.page_secret_rotated_at };
    },

    async setPageSecretHash(code, hash, time) {
      const result = await db
        .updateTable('partners')
        .set({
          page_secret_hash: hash,
          page_secret_rotated_at: hash === null ? null : time,
          updated_at: time,
        })
        .where('code', '=', code)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

const isCommissionStatus = (value: string): value is CommissionStatus =>
  (COMMISSION_STATUSES as readonly string[]).includes(value);

export function createPartnerResultsRepository(db: Kysely<Database>): PartnerResultsStore {
  return {
    async partnerByLinkHash(hash) {
      const row = await db
        .selectFrom('partners')
        .select(['code', 'name', 'is_active'])
        .where('page_secret_hash', '=', hash)
        .executeTakeFirst();
      return row && isTrue(row.is_active) ? { code: row.code, name: row.name } : undefined;
    },

    async ranLaunches() {
      const [runs, currentId] = await Promise.all([runsOf(db), currentLaunchId(db)]);
      if (runs.size === 0) return [];
      const rows = await db
        .selectFrom('launches')
        .select(['id', 'slug', 'name'])
        .where('id', 'in', [...runs.keys()])
        .execute();
      const launches: RanLaunch[] = [];
      for (const row of rows) {
        const run = runs.get(row.id);
        if (!run) continue;
        launches.push({
          id: row.id,
          slug: row.slug,
          name: row.name,
          isCurrent: row.id === currentId,
          ...run,
        });
      }
      return launches.sort((a, b) => b.from.localeCompare(a.from) || a.slug.localeCompare(b.slug));
    },

    async launchRows(code, launchId) {
      const scope = await launchScope(db, launchId);
      const partner = sql.val(code);
      const leads = await sql<{ first: number | string | null; last: number | string | null }>`select
          sum(case when l.partner_code = ${partner} then 1 else 0 end) as first,
          sum(case when ${lastTouchPartnerIs('l', partner)} then 1 else 0 end) as last
        from leads l
        where ${isLead('l')} and (l.partner_code = ${partner} or l.last_partner_code = ${partner})
          and ${leadOfLaunch('l', scope)}`.execute(db);
      const registrations = await db
        .selectFrom('event_registrations as r')
        .innerJoin('events as e', 'e.id', 'r.event_id')
        .innerJoin('leads as l', 'l.id', 'r.lead_id')
        .select(sql<number | string>`count(*)`.as('n'))
        .where('e.launch_id', '=', launchId)
        .where('r.status', '<>', 'canceled')
        .where('l.partner_code', '=', code)
        .executeTakeFirst();
      const commissions = await db
        .selectFrom('commissions as cm')
        .leftJoin('checkouts as c', 'c.id', 'cm.checkout_id')
        .select([
          'cm.status',
          sql<number | string>`count(*)`.as('n'),
          sql<number | string>`coalesce(sum(cm.amount_cents), 0)`.as('amount'),
        ])
        .where('cm.partner_code', '=', code)
        .where(sql<boolean>`coalesce(cm.launch_id, c.launch_id) = ${launchId}`)
        .groupBy('cm.status')
        .execute();
      return {
        leads: toCount(leads.rows[0]?.first),
        lastTouchLeads: toCount(leads.rows[0]?.last),
        registrations: toCount(registrations?.n),
        sales: await loadSales(db, undefined, { code }, scope),
        commissions: commissions.flatMap((row) =>
          isCommissionStatus(row.status)
            ? [{ status: row.status, count: toCount(row.n), amountCents: toCount(row.amount) }]
            : [],
        ),
      };
    },
  };
}
