// What the conversion model reads and writes (domain/analytics/train-conversion-model.ts), and what its
// report reads; implemented by storage/analytics/predictions-queries.ts.
import type { ModelSummary } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import type { EngagementColumns } from '@funil/core/lead-engagement';

/** One lead as the model learns from it: its signal columns, whether it is a customer, its stored probability. */
export interface ConversionExampleRow extends EngagementColumns {
  id: string;
  /** Decision 0017's customer: a sale on the lead. */
  customer: boolean;
  conversion_probability: number | null;
}

export interface ConversionProbabilityChange {
  id: string;
  p: number;
}

export interface ConversionModelStore {
  /** Every lead, as an example. */
  examples(): Promise<ConversionExampleRow[]>;
  /** Stores the model and the changed probabilities in one transaction. */
  saveModel(summary: ModelSummary, changed: readonly ConversionProbabilityChange[]): Promise<void>;
}

export interface PredictionRows {
  model: ModelSummary | null;
  /** Leads scored in the period, per probability bucket [i/buckets, (i+1)/buckets), the last one closed. */
  bucketCounts: number[];
  /** The most likely non-customers of the period, most likely first. */
  top: { id: string; name: string; probability: number; engagementScore: number | null }[];
}

export interface PredictionsQueries {
  predictionRows(period: Period, buckets: number, top: number): Promise<PredictionRows>;
}
