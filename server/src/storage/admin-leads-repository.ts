// The staff leads list, its KPIs, filter options and export pages: one filtered query for both engines.
import {
  type LeadFilterOptions,
  type LeadFilters,
  type LeadListItem,
  type LeadListQuery,
  type LeadsPage,
  type QualificationStatus,
  saoPauloDayRange,
} from '@funil/core/admin-leads';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { MetricQueries } from '../domain/ports/metric-queries.ts';
import { engineOf } from './database.ts';
import { type LaunchScope, launchScope, leadOfLaunch } from './metrics/launch-scope.ts';
import { createMetricQueries } from './metrics/period-metrics.ts';
import { leadOptedOut } from './opt-out-sql.ts';
import type { Database } from './schema.ts';
import { isTrue } from './sql-values.ts';

type LeadsQuery<O> = SelectQueryBuilder<Database, 'leads', O>;

/** Up to this many matches a search is counted from its own ids, past it by a count query. */
const SEARCH_COUNT_LIMIT = 2_000;

export const LEAD_LIST_COLUMNS = [
  'id',
  'name',
  'phone',
  'instagram',
  'region',
  'journey_stage',
  'conversion_stage',
  'utm_source',
  'utm_campaign',
  'partner_code',
  'has_purchased',
  'trans_value',
  'engagement_score',
  'visit_count',
  'last_visit',
  'qualification_status',
  'created_at',
] as const;

type ListRow = Omit<LeadListItem, 'has_purchased' | 'qualification_status' | 'opted_out'> & {
  has_purchased: unknown;
  opted_out: unknown;
  qualification_status: string | null;
};

/** `text` anywhere in the column, case-insensitively; % and _ typed by staff match themselves. */
export function containsText(db: Kysely<Database>, column: string, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const operator = engineOf(db) === 'postgres' ? sql.raw('ilike') : sql.raw('like');
  return sql<boolean>`${sql.ref(column)} ${operator} ${pattern} escape '\\'`;
}

/**
 * The filters of the list and the export, as one where clause. The list holds leads (decision
 * 0017: people who saved the form), and its period is when they did, like the KPIs' 'Leads'.
 */
export function whereLeadFilters<O>(
  db: Kysely<Database>,
  query: LeadsQuery<O>,
  filters: LeadFilters,
  launch?: LaunchScope,
) {
  let q = query.where('leads.lead_at', 'is not', null);
  // One launch's people, as its reports count them (storage/metrics/launch-scope.ts).
  if (launch) q = q.where(leadOfLaunch('leads', launch));
  const equal = [
    ['journey_stage', filters.journey_stage],
    ['conversion_stage', filters.conversion_stage],
    ['utm_source', filters.utm_source],
    ['utm_campaign', filters.utm_campaign],
    ['region', filters.region],
    ['partner_code', filters.partner],
  ] as const;
  for (const [column, value] of equal) {
    if (value !== undefined) q = q.where(`leads.${column}`, '=', value);
  }
  if (filters.purchased !== undefined) q = q.where('leads.has_purchased', '=', filters.purchased ? 1 : 0);
  const { start, end } = saoPauloDayRange(filters.from, filters.to);
  if (start) q = q.where('leads.lead_at', '>=', start);
  if (end) q = q.where('leads.lead_at', '<', end);
  if (filters.q) q = q.where((eb) => searchLeads(db, eb, filters.q as string));
  return q;
}

/**
 * Name, phone or Instagram. Text without letters is a phone, typed any way ('(11) 98765'); a
 * leading '@' is a handle; anything else is a name or a handle. Each test costs a pass over the
 * search index, so only the ones the text can mean are made.
 */
export function searchLeads(db: Kysely<Database>, eb: ExpressionBuilder<Database, 'leads'>, text: string) {
  const digits = text.replace(/\D/g, '');
  if (!/\p{L}/u.test(text) && digits.length > 0) return containsText(db, 'leads.phone', digits);
  const handle = text.replace(/^@/, '').toLowerCase();
  if (text.startsWith('@')) return containsText(db, 'leads.instagram', handle);
  return eb.or([containsText(db, 'leads.name', text), containsText(db, 'leads.instagram', handle)]);
}

function toListItem(row: ListRow): LeadListItem {
  return {
    ...row,
    has_purchased: isTrue(row.has_purchased),
    opted_out: isTrue(row.opted_out),
    qualification_status: row.qualification_status as QualificationStatus | null,
  };
}

/** Its KPIs are domain/metrics/lead-kpis.ts's, over the period's counted rows (MetricQueries). */
export interface AdminLeadsRepository extends MetricQueries {
  list(filters: LeadFilters, query: LeadListQuery): Promise<LeadsPage>;
  /** Leads of the filter after `after` (newest first), for an export that streams in pages. */
  exportPage(
    filters: LeadFilters,
    after: { created_at: string; id: string } | undefined,
    size: number,
  ): Promise<LeadListItem[]>;
  filterOptions(): Promise<LeadFilterOptions>;
}

export function createAdminLeadsRepository(db: Kysely<Database>): AdminLeadsRepository {
  const filtered = async (filters: LeadFilters) =>
    whereLeadFilters(db, db.selectFrom('leads'), filters, await launchScope(db, filters.launch));
  const count = async (filters: LeadFilters) => {
    const row = await (await filtered(filters))
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };

  return {
    ...createMetricQueries(db),

    async list(filters, { sort, order, page, page_size }) {
      // Ids first, from the indexes alone; then the page's rows, the only wide rows read.
      const offset = (page - 1) * page_size;
      const ids = async (limit: number, skip: number) =>
        (await filtered(filters))
          .select('id')
          .orderBy(sort, order)
          .orderBy('id', order)
          .limit(limit)
          .offset(skip)
          .execute();
      let pageIds: { id: string }[];
      let total: number;
      // A search scans the index once: the ids of every match (few, as searches go) give both
      // the page and the total. A broad one is paged and counted like a filter.
      const matches = filters.q ? await ids(SEARCH_COUNT_LIMIT + 1, 0) : undefined;
      if (matches && matches.length <= SEARCH_COUNT_LIMIT) {
        pageIds = matches.slice(offset, offset + page_size);
        total = matches.length;
      } else {
        [pageIds, total] = await Promise.all([ids(page_size, offset), count(filters)]);
      }
      const rows =
        pageIds.length === 0
          ? []
          : await db
              .selectFrom('leads')
              .select(LEAD_LIST_COLUMNS)
              .select(leadOptedOut().as('opted_out'))
              .where(
                'id',
                'in',
                pageIds.map((row) => row.id),
              )
              .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const items = pageIds.flatMap(({ id }) => {
        const row = byId.get(id);
        return row ? [toListItem(row)] : [];
      });
      return { items, total, page, pageSize: page_size };
    },

    async exportPage(filters, after, size) {
      let q = (await filtered(filters)).select(LEAD_LIST_COLUMNS).select(leadOptedOut().as('opted_out'));
      if (after) {
        q = q.where((eb) =>
          eb.or([
            eb('created_at', '<', after.created_at),
            eb.and([eb('created_at', '=', after.created_at), eb('id', '<', after.id)]),
          ]),
        );
      }
      const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).execute();
      return rows.map(toListItem);
    },

    async filterOptions() {
      const distinct = async (
        column: 'journey_stage' | 'conversion_stage' | 'utm_source' | 'utm_campaign' | 'region',
      ) => {
        const rows = await db
          .selectFrom('leads')
          .select(column)
          .distinct()
          .where(column, 'is not', null)
          .orderBy(column)
          .execute();
        return rows.map((row) => row[column] as string);
      };
      const [journeyStages, conversionStages, utmSources, utmCampaigns, regions, partners] =
        await Promise.all([
          distinct('journey_stage'),
          distinct('conversion_stage'),
          distinct('utm_source'),
          distinct('utm_campaign'),
          distinct('region'),
          db.selectFrom('partners').select(['code', 'name']).orderBy('name').execute(),
        ]);
      return { journeyStages, conversionStages, utmSources, utmCampaigns, regions, partners };
    },
  };
}
