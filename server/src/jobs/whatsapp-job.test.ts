// The runner's loop: ticks asked for at once run one after another, and stop() waits for the one
// under way, which ends planning after the batch under way.

import { insertCadence, insertConsentedLead, insertJob } from '@funil/testkit/fixtures/whatsapp-fixtures';
import { createStepTextCompose } from '@funil/testkit/server/step-text-compose';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { WhatsAppProvider } from '../domain/ports/whatsapp.ts';
import { planCadenceJobs } from '../domain/whatsapp/plan-jobs.ts';
import { DEFAULT_SEND_HOURS } from '../domain/whatsapp/quiet-hours.ts';
import type { Database } from '../storage/schema.ts';
import { createWhatsAppPlannerRepository } from '../storage/whatsapp-planner-repository.ts';
import { whatsAppJobStores } from '../wiring/whatsapp-job-stores.ts';
import { startWhatsAppJob, type WhatsAppJob, type WhatsAppJobDeps } from './whatsapp-job.ts';

const NOW = new Date('2025-04-02T13:00:00.000Z');
let job: WhatsAppJob | undefined;
let inFlight = 0;
let maxInFlight = 0;
let sentTo: string[] = [];
beforeEach(() => {
  inFlight = 0;
  maxInFlight = 0;
  sentTo = [];
});
afterEach(() => job?.stop());

/** The runner on the test database with the slow provider, an hourly tick and the given planner. */
const startRunner = (db: Kysely<Database>, plan: WhatsAppJobDeps['plan']) =>
  startWhatsAppJob({
    stores: whatsAppJobStores(db),
    logger: pino({ level: 'silent' }),
    now: () => NOW,
    provider: slowProvider,
    compose: createStepTextCompose(db),
    plan,
    config: { tickSeconds: 3600, sendHours: DEFAULT_SEND_HOURS, maxPerNumberPerHour: 4, leaseSeconds: 300 },
  });

const slowProvider: WhatsAppProvider = {
  name: 'cloud-api',
  async sendTemplate({ to }) {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 20));
    inFlight -= 1;
    sentTo.push(to);
    return { id: `wamid.${to}` };
  },
  sendText: async () => {
    throw new Error('não usado');
  },
};

describeEachEngine('WhatsApp runner loop', (database) => {
  it('never runs two ticks at once, and stops after the one under way', async () => {
    const { db } = database();
    await insertCadence(db, {
      id: 'cad-1',
      steps: [{ delay_minutes: 0, text: 'Oi', template: { name: 'oi', language: 'pt_BR' } }],
    });
    for (let i = 0; i < 3; i += 1) {
      await insertConsentedLead(db, { id: `lead-${i}`, phone: `551198765432${i}` });
      await insertJob(db, {
        id: `job-${i}`,
        leadId: `lead-${i}`,
        cadenceId: 'cad-1',
        step: 0,
        dueAt: NOW.toISOString(),
      });
    }
    const sentWhenPlanned: number[] = [];
    job = startRunner(
      db,
      // What each tick's start sees: a tick that began before the last one ended would see less.
      async () => {
        sentWhenPlanned.push(sentTo.length);
        return 0;
      },
    );
    // With the start's own tick, four ticks asked for at once: one after another, each job sent once.
    const results = await Promise.all([job.tick(), job.tick(), job.tick()]);
    expect(results.map((result) => result?.sent)).toEqual([0, 0, 0]);
    expect(maxInFlight).toBe(1);
    expect(sentWhenPlanned).toEqual([0, 3, 3, 3]);
    expect(sentTo.sort()).toEqual(['5511987654320', '5511987654321', '5511987654322']);
    await job.stop();
    expect(inFlight).toBe(0);
  });

  it('ends a tick that is planning after the batch under way once stop is asked for', async () => {
    const { db } = database();
    await db.updateTable('cadences').set({ status: 'paused' }).execute();
    await insertCadence(db, {
      id: 'welcome',
      steps: [{ delay_minutes: 0, text: 'Oi', template: { name: 'oi', language: 'pt_BR' } }],
    });
    // A burst: 250 leads in the last minutes, three batches of planning for the one step.
    const ids = Array.from({ length: 250 }, (_, i) => `lead-${String(i).padStart(3, '0')}`);
    const at = new Date(NOW.getTime() - 60_000).toISOString();
    await db
      .insertInto('leads')
      .values(
        ids.map((id, i) => ({
          id,
          name: 'Ana',
          phone: `55119${String(i).padStart(8, '0')}`,
          lead_at: at,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await db
      .insertInto('consents')
      .values(
        ids.map((id) => ({
          id: `consent-${id}`,
          lead_id: id,
          text_version: 'v1',
          purposes: '["contact"]',
          granted_at: at,
          created_at: at,
        })),
      )
      .execute();
    const store = createWhatsAppPlannerRepository(db);
    let stopDuringBatch = () => {};
    const stopped = new Promise<void>((resolve) => {
      stopDuringBatch = () => {
        if (!job) throw new Error('o runner ainda não começou');
        resolve(job.stop());
      };
    });
    job = startRunner(db, (now, stopRequested) =>
      planCadenceJobs(
        {
          // SIGTERM arrives while the first batch is being written.
          store: {
            ...store,
            insertJobs: async (jobs) => {
              stopDuringBatch();
              return store.insertJobs(jobs);
            },
          },
          logger: pino({ level: 'silent' }),
          stopRequested,
        },
        now,
      ),
    );
    // The start's own tick plans; the stop resolves once that tick ended.
    await stopped;
    const planned = await db.selectFrom('whatsapp_jobs').select('lead_id').execute();
    expect(planned).toHaveLength(100);
    // Nothing was sent either: the tick claims nothing once stopping.
    expect(sentTo).toEqual([]);
  });
});
