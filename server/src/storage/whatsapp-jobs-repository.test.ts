// The claim of due WhatsApp jobs: runners claiming at once on PostgreSQL (two pools, as two
// processes) never take the same job, and together take every due one.

import { insertCadence, insertConsentedLead, insertJob } from '@funil/testkit/fixtures/whatsapp-fixtures';
import {
  openTestDatabase,
  POSTGRES_AVAILABLE,
  type TestDatabase,
} from '@funil/testkit/server/test-databases';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWhatsAppJobStore } from './whatsapp-jobs-repository.ts';

const NOW = '2025-04-02T13:00:00.000Z';
const LEASE = '2025-04-02T13:05:00.000Z';
const JOBS = 300;

describe.skipIf(!POSTGRES_AVAILABLE)('claimDue on PostgreSQL', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase('postgres');
  });
  afterEach(() => t.close());

  it('never gives two concurrent runners the same job', async () => {
    await insertCadence(t.db, { id: 'cad-1', steps: [{ delay_minutes: 0, text: 'Oi' }] });
    for (let i = 0; i < JOBS; i += 1) {
      await insertConsentedLead(t.db, { id: `lead-${i}`, phone: `55119${String(i).padStart(8, '0')}` });
      await insertJob(t.db, { id: `job-${i}`, leadId: `lead-${i}`, cadenceId: 'cad-1', step: 0, dueAt: NOW });
    }
    const runners = [t.db, t.openAnother(), t.openAnother()].map(createWhatsAppJobStore);
    const taken = await Promise.all(
      runners.map(async (store) => {
        const ids: string[] = [];
        for (;;) {
          const batch = await store.claimDue({ now: NOW, leaseUntil: LEASE, limit: 7 });
          if (batch.length === 0) return ids;
          ids.push(...batch.map((job) => job.id));
        }
      }),
    );
    const all = taken.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(JOBS);
    // Each runner took a share: they did run at once.
    expect(taken.filter((ids) => ids.length > 0).length).toBeGreaterThan(1);
    const attempts = await t.db.selectFrom('whatsapp_jobs').select('attempts').distinct().execute();
    expect(attempts).toEqual([{ attempts: 1 }]);
    // Under a live lease nothing is due again; after it, everything is.
    expect(await runners[0]?.claimDue({ now: NOW, leaseUntil: LEASE, limit: 10 })).toEqual([]);
    expect(
      await runners[0]?.claimDue({ now: LEASE, leaseUntil: '2025-04-02T13:10:00.000Z', limit: 10 }),
    ).toHaveLength(10);
  });
});
