import { expect, it } from 'vitest';
import { seedAnalyticsDataset } from '../../testing/analytics-dataset.ts';
import { describeEachEngine } from '../../testing/test-databases.ts';
import { createConversionModelJob } from './conversion-model-job.ts';

describeEachEngine('conversion model job', (database) => {
  it('trains at start and on each run, scores every lead, and stops cleanly', async () => {
    const { db } = database();
    await seedAnalyticsDataset(db);
    // Rows written straight into leads, as before migration 0014: the job fills their entries first.
    await db.deleteFrom('behaviour_entries').execute();
    const logs: string[] = [];
    const logger = {
      info: (_: unknown, message: string) => logs.push(message),
      warn: (_: unknown, m: string) => logs.push(m),
    };
    const job = createConversionModelJob({
      db,
      logger,
      now: () => new Date('2026-11-03T20:00:00Z'),
      intervalMs: 3_600_000,
    });
    await job.runOnce();
    await job.stop();

    expect(logs).toContain('Comportamento normalizado para os painéis');
    expect(logs.filter((message) => message === 'Modelo de conversão treinado')).toHaveLength(2);
    const models = await db.selectFrom('conversion_models').select('id').execute();
    expect(models).toHaveLength(2);
    const unscored = await db
      .selectFrom('leads')
      .select('id')
      .where('conversion_probability', 'is', null)
      .execute();
    expect(unscored).toEqual([]);
    const entries = await db.selectFrom('behaviour_entries').select('lead_id').execute();
    expect(entries.length).toBe(7);
  });
});
