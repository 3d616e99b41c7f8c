import { seedAnalyticsDataset } from '@funil/testkit/datasets/analytics-dataset';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
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

describeEachEngine('conversion model job across processes', (database) => {
  it('trains once per hour however many processes run the timer', async () => {
    const t = database();
    await seedAnalyticsDataset(t.db);
    // A second process has its own connections to the same database (SQLite serves one process).
    const second = t.engine === 'postgres' ? t.openAnother() : t.db;
    let clock = Date.parse('2026-11-03T20:00:00Z');
    const now = () => new Date(clock);
    const logger = { info: () => {}, warn: () => {} };
    const options = { logger, now, intervalMs: 3_600_000, checkEveryMs: 3_600_000 };
    const processes = [
      createConversionModelJob({ db: t.db, ...options }),
      createConversionModelJob({ db: second, ...options }),
    ];
    // Three hours of checks every 10 minutes, both processes at the same instants.
    for (let step = 0; step <= 18; step += 1) {
      await Promise.all(processes.map((job) => job.runIfDue()));
      clock += 10 * 60_000;
    }
    await Promise.all(processes.map((job) => job.stop()));

    // Started at 20:00 (by one process), then at 21:00, 22:00 and 23:00.
    const models = await t.db.selectFrom('conversion_models').select('id').execute();
    expect(models).toHaveLength(4);
    const run = await t.db.selectFrom('job_runs').selectAll().executeTakeFirstOrThrow();
    expect(run).toMatchObject({ job: 'modelo-de-conversao', started_at: '2026-11-03T23:00:00.000Z' });
  });
});
