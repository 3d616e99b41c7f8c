// The runner's loop: ticks asked for at once run one after another, and stop() waits for the one
// under way.
import { pino } from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { WhatsAppProvider } from '../domain/ports/whatsapp.ts';
import { DEFAULT_SEND_HOURS } from '../domain/whatsapp/quiet-hours.ts';
import { createStepTextCompose } from '../testing/step-text-compose.ts';
import { describeEachEngine } from '../testing/test-databases.ts';
import { insertCadence, insertConsentedLead, insertJob } from '../testing/whatsapp-fixtures.ts';
import { startWhatsAppJob, type WhatsAppJob } from './whatsapp-job.ts';

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
    job = startWhatsAppJob({
      db,
      logger: pino({ level: 'silent' }),
      now: () => NOW,
      provider: slowProvider,
      compose: createStepTextCompose(db),
      // What each tick's start sees: a tick that began before the last one ended would see less.
      plan: async () => {
        sentWhenPlanned.push(sentTo.length);
        return 0;
      },
      config: { tickSeconds: 3600, sendHours: DEFAULT_SEND_HOURS, maxPerNumberPerHour: 4, leaseSeconds: 300 },
    });
    // With the start's own tick, four ticks asked for at once: one after another, each job sent once.
    const results = await Promise.all([job.tick(), job.tick(), job.tick()]);
    expect(results.map((result) => result?.sent)).toEqual([0, 0, 0]);
    expect(maxInFlight).toBe(1);
    expect(sentWhenPlanned).toEqual([0, 3, 3, 3]);
    expect(sentTo.sort()).toEqual(['5511987654320', '5511987654321', '5511987654322']);
    await job.stop();
    expect(inFlight).toBe(0);
  });
});
