// Trains the conversion model on every lead, keeps leads.conversion_probability in step, and reports it.
import type { ModelSummary, PredictionsReport } from '@funil/core/analytics';
import { type Period, periodBounds } from '@funil/core/analytics-period';
import { type Kysely, sql } from 'kysely';
import { conversionProbability, trainConversionModel } from '../../domain/analytics/conversion-model.ts';
import { bucketLabel } from '../../domain/analytics/logistic-regression.ts';
import { ENGAGEMENT_COLUMNS, engagementSignalsOf } from '../../domain/lead-engagement.ts';
import { isCustomer, isNotCustomer } from '../metrics/conditions.ts';
import type { Database } from '../schema.ts';
import { isTrue } from '../sql-values.ts';
import { leadsInOrder } from './leads-by-id.ts';
import { countIf, toCount } from './sql-aggregates.ts';

/** Rows per UPDATE: two parameters a row, far below either engine's limit. */
const UPDATE_CHUNK = 500;
/** Probabilities are stored to this many decimals; a smaller change is not worth a write. */
const DECIMALS = 4;
const BUCKETS = 10;
export const TOP_PREDICTED = 20;

async function leadsWithSignals(db: Kysely<Database>) {
  const leads = await db
    .selectFrom('leads')
    .select([
      'id',
      sql<unknown>`case when ${isCustomer(sql.ref('leads.id'))} then 1 else 0 end`.as('customer'),
      'conversion_probability',
      ...ENGAGEMENT_COLUMNS,
    ])
    .execute();
  return leads.map((lead) => ({
    id: lead.id,
    current: lead.conversion_probability === null ? null : Number(lead.conversion_probability),
    // What the model learns to predict: becoming a customer (decision 0017).
    purchased: isTrue(Number(lead.customer)),
    signals: engagementSignalsOf(lead),
  }));
}

/** Trains on every lead, stores the model and rescores every lead; undefined when there is nothing to learn yet. */
export async function trainAndScore(db: Kysely<Database>, now: Date): Promise<ModelSummary | undefined> {
  const leads = await leadsWithSignals(db);
  const trained = trainConversionModel(leads, now.toISOString());
  if (!trained) return undefined;
  const changed = leads.flatMap((lead) => {
    const p = Number(conversionProbability(trained.model, lead.signals).toFixed(DECIMALS));
    return lead.current === p ? [] : [{ id: lead.id, p }];
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('conversion_models')
      .values({
        id: crypto.randomUUID(),
        trained_at: trained.summary.trainedAt,
        summary: JSON.stringify(trained.summary),
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
  return trained.summary;
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

export async function predictionsReport(db: Kysely<Database>, period: Period): Promise<PredictionsReport> {
  const { start, end } = periodBounds(period);
  const inPeriod = () =>
    db
      .selectFrom('leads')
      .where('lead_at', '>=', start)
      .where('lead_at', '<', end)
      .where('conversion_probability', 'is not', null);
  const bucketSelections = Array.from({ length: BUCKETS }, (_, i) => {
    const low = i / BUCKETS;
    const condition =
      i === BUCKETS - 1
        ? sql`conversion_probability >= ${low}`
        : sql`conversion_probability >= ${low} and conversion_probability < ${(i + 1) / BUCKETS}`;
    return countIf(condition).as(`b${i}`);
  });
  const counts = await inPeriod().select(bucketSelections).executeTakeFirst();
  const top = await inPeriod()
    .select(['id', 'conversion_probability', 'engagement_score'])
    .where(isNotCustomer(sql.ref('leads.id')))
    .orderBy('conversion_probability', 'desc')
    .orderBy('id')
    .limit(TOP_PREDICTED)
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
    period,
    model: await latestModel(db),
    distribution: Array.from({ length: BUCKETS }, (_, i) => ({
      bucket: bucketLabel(i, BUCKETS),
      leads: toCount((counts as Record<string, unknown> | undefined)?.[`b${i}`]),
    })),
    leads: top.map((row) => ({
      id: row.id,
      name: names.get(row.id) ?? '',
      probability: Number(row.conversion_probability),
      engagementScore: row.engagement_score === null ? null : Number(row.engagement_score),
    })),
  };
}
