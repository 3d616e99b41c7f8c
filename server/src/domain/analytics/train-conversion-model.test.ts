import type { ModelSummary } from '@funil/core/analytics';
import { describe, expect, it } from 'vitest';
import type { ConversionExampleRow, ConversionProbabilityChange } from '../ports/conversion-model-store.ts';
import { predictionsReport, trainAndScore } from './train-conversion-model.ts';

const row = (
  id: string,
  customer: boolean,
  over: Partial<ConversionExampleRow> = {},
): ConversionExampleRow => ({
  id,
  customer,
  conversion_probability: null,
  visit_count: customer ? 4 : 1,
  time_on_page: customer ? 600_000 : 10_000,
  clicks_data: null,
  instagram: customer ? 'ana' : null,
  checkout_created_at: customer ? '2026-11-01T12:00:00.000Z' : null,
  checkout_visited_at: null,
  checkout_abandoned_at: null,
  ...over,
});

function store(rows: ConversionExampleRow[]) {
  const saved: { summary: ModelSummary; changed: readonly ConversionProbabilityChange[] }[] = [];
  return {
    saved,
    examples: async () => rows,
    saveModel: async (summary: ModelSummary, changed: readonly ConversionProbabilityChange[]) => {
      saved.push({ summary, changed });
    },
  };
}

describe('trainAndScore', () => {
  const now = new Date('2026-11-03T20:00:00.000Z');

  it('learns nothing without both buyers and non-buyers, and writes nothing', async () => {
    const only = store([row('a', false), row('b', false)]);
    expect(await trainAndScore(only, now)).toBeUndefined();
    expect(only.saved).toEqual([]);
  });

  it('stores the model and only the probabilities that changed, to four decimals', async () => {
    const first = store([row('a', true), row('b', false), row('c', false)]);
    const summary = await trainAndScore(first, now);
    expect(summary).toMatchObject({ trainedAt: now.toISOString(), examples: 3, positives: 1 });
    const changed = first.saved[0]?.changed ?? [];
    expect(changed.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    for (const { p } of changed) expect(Number(p.toFixed(4))).toBe(p);

    // Scored again with the same data, every stored probability is already right.
    const again = store(
      [row('a', true), row('b', false), row('c', false)].map((r) => ({
        ...r,
        conversion_probability: changed.find((c) => c.id === r.id)?.p ?? null,
      })),
    );
    await trainAndScore(again, now);
    expect(again.saved[0]?.changed).toEqual([]);
  });
});

describe('predictionsReport', () => {
  it('labels the ten buckets and passes the top leads through', async () => {
    const top = [{ id: 'a', name: 'Ana', probability: 0.91, engagementScore: 80 }];
    const report = await predictionsReport(
      { predictionRows: async () => ({ model: null, bucketCounts: [3, 0, 0, 0, 0, 0, 0, 0, 0, 1], top }) },
      { from: '2026-11-01', to: '2026-11-03' },
    );
    expect(report.distribution[0]).toEqual({ bucket: '0–10%', leads: 3 });
    expect(report.distribution[9]).toEqual({ bucket: '90–100%', leads: 1 });
    expect(report.leads).toEqual(top);
  });
});
