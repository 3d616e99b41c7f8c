// The conversion model's rows: every lead as an example, the stored model and probabilities, and what
// the predictions report counts. domain/analytics/train-conversion-model.ts trains and reports.
import type { ModelSummary } from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import type {
  ConversionModelStore,
  PredictionRows,
  PredictionsQueries,
} from '../../domain/ports/conversion-model-store.ts';
import { ENGAGEMENT_COLUMNS } from '../engagement-columns.ts';
import { isCustomer, isNotCustomer } from '../metrics/conditions.ts';
import { launchScope, leadOfLaunch } from '../metrics/launch-scope.ts';
import type { Database } from '../schema.ts';
import { isTrue } from '../sql-values.ts';
import { leadsInOrder } from './leads-by-id.ts';
import { countIf, toCount } from './sql-aggregates.ts';

/** Rows per UPDATE: two parameters a row, far below either engine's limit. */
const UPDATE_CHUNK = 500;

export function createConversionModelRepository(
  db: Kysely<Database>,
): ConversionModelStore & PredictionsQueries {
  return {
    async examples() {
      const leads = await db
        .selectFrom('leads')
        .select([
          'id',
          sql<unknown>`case when ${isCustomer(sql.ref('leads.id'))} then 1 else 0 end`.as('customer'),
          'conversion_probability',
          ...ENGAGEMENT_COLUMNS,
        ])
        .execute();
      return leads.map(({ customer, conversion_probability, ...lead }) => ({
        ...lead,
        customer: isTrue(Number(customer)),
        conversion_probability: conversion_probability === null ? null : Number(conversion_probability),
      }));
    },

    async saveModel(summary, changed) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('conversion_models')
          .values({
            id: crypto.randomUUID(),
            trained_at: summary.trainedAt,
            summary: JSON.stringify(summary),
          })
          .execute();
        for (let i = 0; i < changed.length; i += UPDATE_CHUNK) {
          const rows = changed.slice(i, i + UPDATE_CHUNK);
          // One statement per chunk; a CTE of values reads the same on SQLite and PostgreSQL.
          await sql`with v(id, p) as (values ${sql.join(rows.map((row) => sql`(${row.id}, cast(${row.p} as double precision))`))})
            update leads set conversion_probability = (select v.p from v where v.id = leads.id)
            where id in (select id from v)`.execute(trx);
        }
      });
    },

    predictionRows: (period, buckets, top) => predictionRows(db, period, buckets, top),
  };
}

export async function latestModel(db: Kysely<Database>): Promise<ModelSummary | null> {
  const row = await db
    .selectFrom('conversion_models')
    .select('summary')
    .orderBy('trained_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? (JSON.parse(row.summary) as ModelSummary) : null;
}

async function predictionRows(
  db: Kysely<Database>,
  period: Period,
  buckets: number,
  limit: number,
): Promise<PredictionRows> {
  const { start, end } = periodBounds(period);
  const launch = await launchScope(db, period.launch);
  const inPeriod = () =>
    db
      .selectFrom('leads')
      .where('lead_at', '>=', start)
      .where('lead_at', '<', end)
      .where('conversion_probability', 'is not', null)
      .where(leadOfLaunch('leads', launch));
  const bucketSelections = Array.from({ length: buckets }, (_, i) => {
    const low = i / buckets;
    const condition =
      i === buckets - 1
        ? sql`conversion_probability >= ${low}`
        : sql`conversion_probability >= ${low} and conversion_probability < ${(i + 1) / buckets}`;
    return countIf(condition).as(`b${i}`);
  });
  const counts = await inPeriod().select(bucketSelections).executeTakeFirst();
  const top = await inPeriod()
    .select(['id', 'conversion_probability', 'engagement_score'])
    .where(isNotCustomer(sql.ref('leads.id')))
    .orderBy('conversion_probability', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  const names = new Map(
    (
      await leadsInOrder(
        db,
        top.map((row) => row.id),
      )
    ).map((row) => [row.id, row.name]),
  );
  return {
    model: await latestModel(db),
    bucketCounts: Array.from({ length: buckets }, (_, i) =>
      toCount((counts as Record<string, unknown> | undefined)?.[`b${i}`]),
    ),
    top: top.map((row) => ({
      id: row.id,
      name: names.get(row.id) ?? '',
      probability: Number(row.conversion_probability),
      engagementScore: row.engagement_score === null ? null : Number(row.engagement_score),
    })),
  };
}
