// The conversion model's features, read from a lead's engagement signals, and its trained summary.
import type { ModelSummary } from '@funil/core/analytics';
import type { EngagementSignals } from '@funil/core/engagement-score';
import {
  calibration,
  type Example,
  type LogisticModel,
  logLoss,
  predict,
  train,
} from './logistic-regression.ts';

/** The model reads the same signals as the engagement score, so the two never disagree on what a lead did. */
export type LeadSignals = EngagementSignals;

/** Counts enter as log(1 + n): the tenth visit says less than the second. */
export const FEATURES: { key: keyof LeadSignals; label: string; value: (s: LeadSignals) => number }[] = [
  { key: 'visitCount', label: 'Visitas (log)', value: (s) => Math.log1p(s.visitCount) },
  {
    key: 'timeOnPageMs',
    label: 'Minutos na página (log)',
    value: (s) => Math.log1p(s.timeOnPageMs / 60_000),
  },
  { key: 'clicks', label: 'Cliques (log)', value: (s) => Math.log1p(s.clicks) },
  { key: 'instagramGiven', label: 'Informou o Instagram', value: (s) => Number(s.instagramGiven) },
  { key: 'checkoutCreated', label: 'Abriu o pagamento', value: (s) => Number(s.checkoutCreated) },
  { key: 'checkoutVisited', label: 'Visitou o checkout', value: (s) => Number(s.checkoutVisited) },
  { key: 'checkoutAbandoned', label: 'Abandonou o checkout', value: (s) => Number(s.checkoutAbandoned) },
];

export function featureVector(signals: LeadSignals): number[] {
  return FEATURES.map((feature) => feature.value(signals));
}

export interface TrainedConversionModel {
  model: LogisticModel;
  summary: ModelSummary;
}

/** Needs at least one buyer and one non-buyer; otherwise there is nothing to learn and it says so. */
export function trainConversionModel(
  leads: readonly { signals: LeadSignals; purchased: boolean }[],
  trainedAt: string,
): TrainedConversionModel | undefined {
  const positives = leads.filter((lead) => lead.purchased).length;
  if (positives === 0 || positives === leads.length) return undefined;
  const examples: Example[] = leads.map((lead) => ({
    x: featureVector(lead.signals),
    y: lead.purchased ? 1 : 0,
  }));
  const model = train(examples);
  const predicted = examples.map((example) => predict(model, example.x));
  const actual = examples.map((example) => example.y);
  return {
    model,
    summary: {
      trainedAt,
      examples: examples.length,
      positives,
      intercept: model.intercept,
      features: FEATURES.map((feature, j) => ({
        key: feature.key,
        label: feature.label,
        weight: model.weights[j] ?? 0,
        mean: model.means[j] ?? 0,
        scale: model.scales[j] ?? 1,
      })),
      calibration: calibration(predicted, actual),
      logLoss: logLoss(predicted, actual),
    },
  };
}

/** The stored summary is enough to score: weights, means and scales are all in it. */
export function modelOf(summary: ModelSummary): LogisticModel {
  return {
    intercept: summary.intercept,
    weights: summary.features.map((f) => f.weight),
    means: summary.features.map((f) => f.mean),
    scales: summary.features.map((f) => f.scale),
  };
}

export function conversionProbability(model: LogisticModel, signals: LeadSignals): number {
  return predict(model, featureVector(signals));
}
