import { describe, expect, it } from 'vitest';
import {
  conversionProbability,
  FEATURES,
  featureVector,
  type LeadSignals,
  modelOf,
  trainConversionModel,
} from './conversion-model.ts';

const quiet: LeadSignals = {
  visitCount: 1,
  timeOnPageMs: 10_000,
  clicks: 1,
  instagramGiven: false,
  checkoutCreated: false,
  checkoutVisited: false,
  checkoutAbandoned: false,
};
const keen: LeadSignals = {
  ...quiet,
  visitCount: 4,
  timeOnPageMs: 600_000,
  clicks: 30,
  instagramGiven: true,
  checkoutCreated: true,
  checkoutVisited: true,
};

describe('conversion model', () => {
  it('reads counts on a log scale and flags as 0/1', () => {
    expect(featureVector(keen)).toEqual([Math.log1p(4), Math.log1p(10), Math.log1p(30), 1, 1, 1, 0]);
  });

  it('refuses to train without both buyers and non-buyers', () => {
    expect(trainConversionModel([{ signals: quiet, purchased: false }], 't')).toBeUndefined();
    expect(trainConversionModel([{ signals: keen, purchased: true }], 't')).toBeUndefined();
    expect(trainConversionModel([], 't')).toBeUndefined();
  });

  it('learns that engaged leads buy more, shows every feature and scores from its summary alone', () => {
    const leads = [
      ...Array.from({ length: 40 }, (_, i) => ({ signals: keen, purchased: i < 30 })),
      ...Array.from({ length: 160 }, (_, i) => ({ signals: quiet, purchased: i < 8 })),
    ];
    const trained = trainConversionModel(leads, '2026-11-01T00:00:00.000Z');
    if (!trained) throw new Error('should train');
    expect(trained.summary.examples).toBe(200);
    expect(trained.summary.positives).toBe(38);
    expect(trained.summary.features.map((f) => f.key)).toEqual(FEATURES.map((f) => f.key));
    expect(trained.summary.calibration.reduce((sum, b) => sum + b.leads, 0)).toBe(200);
    const model = modelOf(trained.summary);
    expect(conversionProbability(model, keen)).toBeCloseTo(0.75, 1);
    expect(conversionProbability(model, quiet)).toBeCloseTo(0.05, 1);
  });
});
