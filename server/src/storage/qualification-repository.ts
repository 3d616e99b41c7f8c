// Hot leads and qualification: leads ranked by engagement, and segmented by audience size, region and source.
import {
  AUDIENCE_BUCKETS,
  type AudienceBucket,
  type QualificationLead,
  type QualificationOverview,
  type QualificationQuery,
  type QualificationSegment,
  type QualificationStatus,
} from '@funil/core/admin-leads';
import {
  type AliasableExpression,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  sql,
} from 'kysely';
import type { HotLeadRow } from '../domain/ports/staff-leads.ts';
import { ENGAGEMENT_COLUMNS } from './engagement-columns.ts';
import { isLead, isNotCustomer } from './metrics/conditions.ts';
import { launchScope, leadOfLaunch } from './metrics/launch-scope.ts';
import { leadOptedOut } from './opt-out-sql.ts';
import type { Database } from './schema.ts';
import { isTrue } from './sql-values.ts';

export const QUALIFICATION_PAGE_SIZE = 25;

type LeadsEb = ExpressionBuilder<Database, 'leads'>;

/** The largest audience looked up for the lead's handle (one row per provider may exist). */
function followers(eb: LeadsEb) {
  return eb
    .selectFrom('instagram_profiles')
    .select((sub) => sub.fn.max('instagram_profiles.followers_count').as('followers'))
    .whereRef('instagram_profiles.username', '=', 'leads.instagram');
}

/** The audience bucket's key, computed in SQL so both engines group and filter alike. */
function audienceKey(eb: LeadsEb): AliasableExpression<string> {
  let expression = eb.case().when('leads.instagram', 'is', null).then('none');
  expression = expression.when(followers(eb), 'is', null).then('unknown');
  for (const bucket of AUDIENCE_BUCKETS) {
    if ('max' in bucket) expression = expression.when(followers(eb), '<', bucket.max).then(bucket.key);
  }
  return expression.else('100k-plus').end();
}

function counts(eb: LeadsEb) {
  const marked = (status: QualificationStatus) =>
    eb.fn.sum<number | string | null>(
      eb.case().when('qualification_status', '=', status).then(1).else(0).end(),
    );
  return [
    eb.fn.countAll<number | string>().as('total'),
    marked('qualified').as('qualified'),
    marked('not_qualified').as('not_qualified'),
  ] as const;
}

interface CountRow {
  key: string | null;
  total: number | string;
  qualified: number | string | null;
  not_qualified: number | string | null;
}

function toSegment(row: CountRow, label: string): QualificationSegment {
  return {
    key: row.key,
    label,
    total: Number(row.total),
    qualified: Number(row.qualified ?? 0),
    notQualified: Number(row.not_qualified ?? 0),
  };
}

export interface QualificationRepository {
  hotLeads(limit: number, launchId?: string): Promise<HotLeadRow[]>;
  overview(query: QualificationQuery): Promise<QualificationOverview>;
  /** Answers false when there is no such lead. */
  setQualification(id: string, status: QualificationStatus | null, by: string, at: string): Promise<boolean>;
}

export function createQualificationRepository(db: Kysely<Database>): QualificationRepository {
  return {
    async hotLeads(limit, launchId) {
      const launch = await launchScope(db, launchId);
      // Customers are done: the list is for the leads a conversation could still convert.
      const rows = await db
        .selectFrom('leads')
        .select(['id', 'name', 'phone', 'region', 'last_visit', ...ENGAGEMENT_COLUMNS])
        .select(leadOptedOut().as('opted_out'))
        .where(isLead('leads'))
        .where(isNotCustomer(sql.ref('leads.id')))
        .where('anonymized_at', 'is', null)
        .where('engagement_score', '>', 0)
        .where(leadOfLaunch('leads', launch))
        .orderBy('engagement_score', 'desc')
        .orderBy('last_visit', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, opted_out: isTrue(row.opted_out) }));
    },

    async overview(query) {
      const segment = (eb: LeadsEb): Expression<SqlBool> => {
        const conditions: Expression<SqlBool>[] = [];
        if (query.audience) conditions.push(eb(audienceKey(eb), '=', query.audience));
        if (query.region) conditions.push(eb('region', '=', query.region));
        if (query.source) conditions.push(eb('utm_source', '=', query.source));
        if (query.status === 'pending') conditions.push(eb('qualification_status', 'is', null));
        else if (query.status) conditions.push(eb('qualification_status', '=', query.status));
        return eb.and(conditions);
      };
      // Qualification is of leads (decision 0017): people who saved the form, of the launch if named.
      const launch = await launchScope(db, query.launch);
      const leads = () => db.selectFrom('leads').where(isLead('leads')).where(leadOfLaunch('leads', launch));
      const [audience, regions, sources, items, total] = await Promise.all([
        leads()
          .select((eb) => [audienceKey(eb).as('key'), ...counts(eb)])
          .groupBy(sql.ref('key'))
          .execute(),
        leads()
          .select((eb) => [eb.ref('region').as('key'), ...counts(eb)])
          .groupBy('region')
          .orderBy('total', 'desc')
          .execute(),
        leads()
          .select((eb) => [eb.ref('utm_source').as('key'), ...counts(eb)])
          .groupBy('utm_source')
          .orderBy('total', 'desc')
          .execute(),
        leads()
          .select((eb) => [
            'id',
            'name',
            'instagram',
            followers(eb).as('followers'),
            'region',
            'utm_source',
            'qualification_status',
            'qualified_at',
            'qualified_by',
            leadOptedOut().as('opted_out'),
          ])
          .where(segment)
          .orderBy('engagement_score', 'desc')
          .orderBy('id')
          .limit(QUALIFICATION_PAGE_SIZE)
          .offset((query.page - 1) * QUALIFICATION_PAGE_SIZE)
          .execute(),
        leads()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where(segment)
          .executeTakeFirstOrThrow(),
      ]);
      const byKey = new Map(audience.map((row) => [row.key, row]));
      return {
        audience: AUDIENCE_BUCKETS.flatMap((bucket) => {
          const row = byKey.get(bucket.key as AudienceBucket);
          return row ? [toSegment(row, bucket.label)] : [];
        }),
        regions: regions.map((row) => toSegment(row, row.key ?? 'Sem região')),
        sources: sources.map((row) => toSegment(row, row.key ?? 'Direto / sem UTM')),
        leads: {
          items: items.map(
            (row): QualificationLead => ({
              ...row,
              followers: row.followers === null ? null : Number(row.followers),
              qualification_status: row.qualification_status as QualificationStatus | null,
              opted_out: isTrue(row.opted_out),
            }),
          ),
          total: Number(total.n),
          page: query.page,
          pageSize: QUALIFICATION_PAGE_SIZE,
        },
      };
    },

    async setQualification(id, status, by, at) {
      const result = await db
        .updateTable('leads')
        .set(
          status === null
            ? { qualification_status: null, qualified_at: null, qualified_by: null }
            : { qualification_status: status, qualified_at: at, qualified_by: by },
        )
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
