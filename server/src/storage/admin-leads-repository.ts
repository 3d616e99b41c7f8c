// The staff leads list, its KPIs, filter options and export pages: one filtered query for both engines.
import {
  type LeadFilterOptions,
  type LeadFilters,
  type LeadKpis,
  type LeadListItem,
  type LeadListQuery,
  type LeadsPage,
  type QualificationStatus,
  saoPauloDayRange,
} from '@funil/core/admin-leads';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { engineOf } from './database.ts';
import type { Database } from './schema.ts';
import { isTrue, TRUE } from './sql-values.ts';

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

type ListRow = Omit<LeadListItem, 'has_purchased' | 'qualification_status'> & {
  has_purchased: unknown;
  qualification_status: string | null;
};

/** `text` anywhere in the column, case-insensitively; % and _ typed by staff match themselves. */
export function containsText(db: Kysely<Database>, column: string, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const operator = engineOf(db) === 'postgres' ? sql.raw('ilike') : sql.raw('like');
  return sql<boolean>`${sql.ref(column)} ${operator} ${pattern} escape '\\'`;
}

/** The filters of the list, the export and (with the period) the KPIs, as one where clause. */
export function whereLeadFilters<O>(db: Kysely<Database>, query: LeadsQuery<O>, filters: LeadFilters) {
  let q = query;
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
  if (start) q = q.where('leads.created_at', '>=', start);
  if (end) q = q.where('leads.created_at', '<', end);
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
    qualification_status: row.qualification_status as QualificationStatus | null,
  };
}

export interface AdminLeadsRepository {
  list(filters: LeadFilters, query: LeadListQuery): Promise<LeadsPage>;
  /** Leads of the filter after `after` (newest first), for an export that streams in pages. */
  exportPage(
    filters: LeadFilters,
    after: { created_at: string; id: string } | undefined,
    size: number,
  ): Promise<LeadListItem[]>;
  kpis(from: string, to: string): Promise<LeadKpis>;
  filterOptions(): Promise<LeadFilterOptions>;
}

export function createAdminLeadsRepository(db: Kysely<Database>): AdminLeadsRepository {
  const filtered = (filters: LeadFilters) => whereLeadFilters(db, db.selectFrom('leads'), filters);
  const count = async (filters: LeadFilters) => {
    const row = await filtered(filters)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };

  return {
    async list(filters, { sort, order, page, page_size }) {
      // Ids first, from the indexes alone; then the page's rows, the only wide rows read.
      const offset = (page - 1) * page_size;
      const ids = (limit: number, skip: number) =>
        filtered(filters)
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
      let q = filtered(filters).select(LEAD_LIST_COLUMNS);
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

    async kpis(from, to) {
      const { start, end } = saoPauloDayRange(from, to) as { start: string; end: string };
      const count = (eb: ExpressionBuilder<Database, 'leads'>) => eb.fn.countAll<number | string>();
      const [leads, visited, abandoned, checkouts] = await Promise.all([
        db
          .selectFrom('leads')
          .where('created_at', '>=', start)
          .where('created_at', '<', end)
          .select((eb) => [
            count(eb).as('leads'),
            eb.fn.count<number | string>('instagram').as('with_instagram'),
            eb.fn
              .sum<number | string | null>(eb.case().when('has_purchased', '=', TRUE).then(1).else(0).end())
              .as('bought'),
          ])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('leads')
          .where('checkout_visited_at', '>=', start)
          .where('checkout_visited_at', '<', end)
          .select((eb) => count(eb).as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('leads')
          .where('checkout_abandoned_at', '>=', start)
          .where('checkout_abandoned_at', '<', end)
          .select((eb) => count(eb).as('n'))
          .executeTakeFirstOrThrow(),
        checkoutFigures(db, start, end),
      ]);
      const total = Number(leads.leads);
      return {
        leads: total,
        leadsWithInstagram: Number(leads.with_instagram),
        checkoutsCreated: checkouts.created,
        checkoutsVisited: Number(visited.n),
        checkoutsAbandoned: Number(abandoned.n),
        purchases: checkouts.purchases,
        revenueCents: checkouts.revenueCents,
        conversionRate: total === 0 ? null : Number(leads.bought ?? 0) / total,
      };
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

/**
 * Checkouts opened in the period (sent to the provider, so not 'pending' or 'failed'), and those
 * paid in it: a refunded or charged-back sale is neither a purchase nor revenue.
 */
async function checkoutFigures(db: Kysely<Database>, start: string, end: string) {
  const [created, paid] = await Promise.all([
    db
      .selectFrom('checkouts')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .where('status', 'not in', ['pending', 'failed'])
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('checkouts')
      .where('paid_at', '>=', start)
      .where('paid_at', '<', end)
      .where('status', '=', 'paid')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string | null>('amount_cents').as('cents'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { created: Number(created.n), purchases: Number(paid.n), revenueCents: Number(paid.cents ?? 0) };
}
