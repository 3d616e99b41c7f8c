// Issue 27, reproduction 16: at night the cadences send nothing; the queued count the cadence
// screen and the sandbox show is the definition's (QUEUED_JOB_STATUSES), equal to a plain SQL count.

import { insertLead } from '@funil/testkit/fixtures/lead-fixtures';
import { insertCadence } from '@funil/testkit/fixtures/whatsapp-rows';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { listCadences } from '../domain/whatsapp/cadences-admin.ts';
import { whatsappQueue } from '../domain/whatsapp/queued-messages.ts';
import { DEFAULT_SEND_HOURS } from '../domain/whatsapp/quiet-hours.ts';
import { staffStores } from '../wiring/staff-stores.ts';
import { createWhatsAppQueueReader } from './whatsapp-queue-repository.ts';

/** 23:30 in São Paulo: outside the send hours (08–21). */
const NIGHT = new Date('2026-11-28T02:30:00.000Z');
/** 08:00 in São Paulo the same night. */
const OPENING = '2026-11-28T11:00:00.000Z';
const LEAD = '00000000-0000-4000-8000-0000000000c1';

describeEachEngine('queued WhatsApp messages', (database) => {
  it('counts the waiting jobs as plain SQL does, and says they go at 08:00 São Paulo', async () => {
    const { db } = database();
    await insertLead(db, { id: LEAD, name: 'Ana Souza', phone: '5511987650011' });
    await insertCadence(db, {
      id: 'cad-a',
      name: 'Recuperação',
      trigger: 'checkout_abandoned',
      delays: [0, 60, 120],
    });
    await insertCadence(db, { id: 'cad-b', name: 'Lembrete', trigger: 'event_registration', delays: [0] });
    const job = (id: string, cadence: string, step: number, status: string, due: string) => ({
      id,
      lead_id: LEAD,
      cadence_id: cadence,
      step,
      subject_id: `${id}-subject`,
      due_at: due,
      status,
      created_at: '2026-11-27T20:00:00.000Z',
      updated_at: '2026-11-27T20:00:00.000Z',
    });
    await db
      .insertInto('whatsapp_jobs')
      .values([
        // Due before the night began and deferred by the runner to the opening.
        job('j1', 'cad-a', 0, 'pending', OPENING),
        // Due during the night, not yet deferred: it too waits for 08:00.
        job('j2', 'cad-a', 1, 'pending', '2026-11-28T03:30:00.000Z'),
        job('j3', 'cad-a', 2, 'pending', '2026-11-28T15:00:00.000Z'),
        job('j4', 'cad-a', 0, 'sent', '2026-11-27T18:00:00.000Z'),
        job('j5', 'cad-a', 1, 'cancelled', '2026-11-27T18:00:00.000Z'),
        job('j6', 'cad-b', 0, 'failed', '2026-11-27T18:00:00.000Z'),
      ])
      .execute();

    const plain = await sql<{ cadence_id: string; n: number | string }>`
      select cadence_id, count(*) as n from whatsapp_jobs where status = 'pending' group by cadence_id`.execute(
      db,
    );
    const sqlCounts = Object.fromEntries(plain.rows.map((row) => [row.cadence_id, Number(row.n)]));
    expect(sqlCounts).toEqual({ 'cad-a': 3 });

    const clock = { now: NIGHT, sendHours: DEFAULT_SEND_HOURS };
    const cadences = await listCadences(staffStores(db).cadences, clock);
    const ours = cadences.filter((c) => c.id.startsWith('cad-'));
    expect(Object.fromEntries(ours.map((c) => [c.id, c.messagesQueued]))).toEqual({
      'cad-a': sqlCounts['cad-a'],
      'cad-b': 0,
    });
    expect(cadences.find((c) => c.id === 'cad-a')).toMatchObject({ messagesSent: 0, nextQueuedAt: OPENING });

    const queue = await whatsappQueue(createWhatsAppQueueReader(db), clock);
    expect(queue.total).toBe(3);
    expect(queue.next.map((item) => [item.leadName, item.cadenceName, item.step, item.sendAt])).toEqual([
      ['Ana Souza', 'Recuperação', 2, OPENING],
      ['Ana Souza', 'Recuperação', 1, OPENING],
      ['Ana Souza', 'Recuperação', 3, '2026-11-28T15:00:00.000Z'],
    ]);
  });
});
