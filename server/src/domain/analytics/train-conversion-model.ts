// Trains the conversion model on every lead and keeps each lead's stored probability in step; the
// predictions report reads the result.
import type { ModelSummary, PredictionsReport } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { engagementSignalsOf } from '@funil/core/lead-engagement';
import type { ConversionModelStore, PredictionsQueries } from '../ports/conversion-model-store.ts';
import { conversionProbability, trainConversionModel } from './conversion-model.ts';
import { bucketLabel } from './logistic-regression.ts';

/** Probabilities are stored to this many decimals; a smaller change is not worth a write. */
const DECIMALS = 4;
const BUCKETS = 10;
export const TOP_PREDICTED = 20;

/** Trains on every lead, stores the model and rescores every lead; undefined when there is nothing to learn yet. */
export async function trainAndScore(
  store: ConversionModelStore,
  now: Date,
): Promise<ModelSummary | undefined> {
  const leads = (await store.examples()).map((row) => ({
    id: row.id,
    current: row.conversion_probability,
    // What the model learns to predict: becoming a customer (decision 0017).
    purchased: row.customer,
    signals: engagementSignalsOf(row),
  }));
  const trained = trainConversionModel(leads, now.toISOString());
  if (!trained) return undefined;
  const changed = leads.flatMap((lead) => {
    const p = Number(conversionProbability(trained.model, lead.signals).toFixed(DECIMALS));
    return lead.current === p ? [] : [{ id: lead.id, p }];
  });
  await store.saveModel(trained.summary, changed);
  return trained.summary;
}

export async function predictionsReport(
  queries: PredictionsQueries,
  period: Period,
): Promise<PredictionsReport> {
  const rows = await queries.predictionRows(period, BUCKETS, TOP_PREDICTED);
  return {
    period,
    model: rows.model,
    distribution: Array.from({ length: BUCKETS }, (_, i) => ({
      bucket: bucketLabel(i, BUCKETS),
      leads: rows.bucketCounts[i] ?? 0,
    })),
    leads: rows.top,
  };
}
