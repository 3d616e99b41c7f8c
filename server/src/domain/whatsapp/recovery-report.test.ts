import { insertCadence, insertWhatsAppMessage } from '@funil/testkit/fixtures/whatsapp-rows';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../../storage/schema.ts';
import { staffStores } from '../../wiring/staff-stores.ts';
import { listCadences } from './cadences-admin.ts';
import { DEFAULT_SEND_HOURS } from './quiet-hours.ts';
import { recoveryReport } from './recovery-report.ts';

const T = Date.parse('2025-04-02T12:00:00.000Z');
const at = (minutes: number) => new Date(T + minutes * 60_000).toISOString();

async function checkout(db: Kysely<Database>, id: string, amount: number, paidAfter: number | null) {
  await db
    .insertInto('checkouts')
    .values({
      id,
      lead_id: null,
      offer_code: 'ia-na-pratica',
      method: 'pix',
      amount_cents: amount,
      max_installments: 1,
      provider: 'sandbox',
      provider_checkout_id: `sandbox-${id}`,
      status: paidAfter === null ? 'created' : 'paid',
      external_reference: `IANP-${id}`,
      paid_at: paidAfter === null ? null : at(paidAfter),
      created_at: at(0),
      updated_at: at(0),
    })
    .execute();
}

const sent = (cadence: string, step: number, checkoutId: string, minutes: number, status = 'sent') => ({
  cadence_id: cadence,
  step,
  checkout_id: checkoutId,
  status,
  created_at: at(minutes),
});

/** Every case the definition names: recovered, paid before the message, unpaid, failed, two cadences. */
async function dataset(db: Kysely<Database>) {
  // The default cadences (migration 0030) aside: the report lists exactly these.
  await db.deleteFrom('cadences').execute();
  await insertCadence(db, {
    id: 'cu',
    name: 'Checkout não pago',
    trigger: 'checkout_unpaid',
    delays: [15, 180, 1440],
  });
  await insertCadence(db, { id: 'px', name: 'PIX expirando', trigger: 'pix_expiring', delays: [30] });
  await insertCadence(db, { id: 'lc', name: 'Boas-vindas', trigger: 'lead_captured', delays: [0] });
  await checkout(db, 'A', 179_700, 30); // cu step 0
  await checkout(db, 'B', 208_032, 300); // cu step 1, its last before the payment
  await checkout(db, 'C', 179_700, 10); // paid before any message
  await checkout(db, 'D', 179_700, null); // never paid
  await checkout(db, 'E', 9_700, 120); // cu's message failed; px step 0
  await checkout(db, 'F', 179_700, 60); // only a welcome message
  await checkout(db, 'G', 179_700, 240); // cu step 0 and px step 0: once in the totals
  for (const message of [
    sent('cu', 0, 'A', 15),
    sent('cu', 0, 'B', 15, 'read'),
    sent('cu', 1, 'B', 180, 'delivered'),
    sent('cu', 0, 'C', 15),
    sent('cu', 0, 'D', 15),
    sent('cu', 1, 'D', 180),
    sent('cu', 2, 'D', 1440, 'pending'),
    sent('cu', 0, 'E', 15, 'failed'),
    sent('px', 0, 'E', 60),
    sent('lc', 0, 'F', 1),
    sent('cu', 0, 'G', 15, 'delivered'),
    sent('px', 0, 'G', 60, 'read'),
  ]) {
    await insertWhatsAppMessage(db, message);
  }
  await insertWhatsAppMessage(db, { direction: 'inbound', created_at: at(20), body: 'ok' });
}

const SENT = sql`m.direction = 'outbound' and m.status in ('sent', 'delivered', 'read')`;
const RECOVERY = sql`cd.trigger in ('checkout_unpaid', 'pix_expiring')`;
const SENT_AT = (alias: string) => sql.raw(`coalesce(${alias}.sent_at, ${alias}.created_at)`);

describeEachEngine('recovery report', (database) => {
  it('counts what a SQL count of the definition counts, in total and per step', async () => {
    const { db } = database();
    await dataset(db);
    const stores = staffStores(db);
    const report = await recoveryReport({ cadences: stores.cadences, recovery: stores.recovery });

    const { rows: totals } = await sql<{ n: number | string; cents: number | string | null }>`
      select count(*) as n, sum(c.amount_cents) as cents from checkouts c
      where c.paid_at is not null and exists (
        select 1 from whatsapp_messages m join cadences cd on cd.id = m.cadence_id
        where m.checkout_id = c.id and ${SENT} and ${RECOVERY} and ${SENT_AT('m')} < c.paid_at)`.execute(db);
    const { rows: perStep } = await sql<{
      cadence_id: string;
      step: number;
      n: number | string;
      cents: number | string;
    }>`
      select m.cadence_id, m.step, count(*) as n, sum(c.amount_cents) as cents
      from whatsapp_messages m join cadences cd on cd.id = m.cadence_id join checkouts c on c.id = m.checkout_id
      where c.paid_at is not null and ${SENT} and ${RECOVERY} and ${SENT_AT('m')} < c.paid_at
        and not exists (
          select 1 from whatsapp_messages later
          where later.cadence_id = m.cadence_id and later.checkout_id = m.checkout_id
            and later.direction = 'outbound' and later.status in ('sent', 'delivered', 'read')
            and ${SENT_AT('later')} < c.paid_at and ${SENT_AT('later')} > ${SENT_AT('m')})
      group by m.cadence_id, m.step order by m.cadence_id, m.step`.execute(db);
    const { rows: sentPerStep } = await sql<{ cadence_id: string; step: number; n: number | string }>`
      select m.cadence_id, m.step, count(*) as n from whatsapp_messages m join cadences cd on cd.id = m.cadence_id
      where ${SENT} and ${RECOVERY} group by m.cadence_id, m.step order by m.cadence_id, m.step`.execute(db);

    expect(report.totals.recoveredCheckouts).toBe(Number(totals[0]?.n));
    expect(report.totals.recoveredRevenueCents).toBe(Number(totals[0]?.cents));
    expect(report.totals).toEqual({ messagesSent: 9, recoveredCheckouts: 4, recoveredRevenueCents: 577_132 });

    const steps = report.cadences.flatMap((cadence) =>
      cadence.steps.map((step) => ({ cadence: cadence.id, ...step })),
    );
    expect(
      steps
        .filter((s) => s.recoveredCheckouts > 0)
        .map((s) => [s.cadence, s.step, s.recoveredCheckouts, s.recoveredRevenueCents]),
    ).toEqual(perStep.map((row) => [row.cadence_id, Number(row.step), Number(row.n), Number(row.cents)]));
    expect(steps.filter((s) => s.messagesSent > 0).map((s) => [s.cadence, s.step, s.messagesSent])).toEqual(
      sentPerStep.map((row) => [row.cadence_id, Number(row.step), Number(row.n)]),
    );
    expect(
      report.cadences.map((c) => [c.id, c.steps.map((s) => [s.delayMinutes, s.recoveredCheckouts])]),
    ).toEqual([
      [
        'cu',
        [
          [15, 2],
          [180, 1],
          [1440, 0],
        ],
      ],
      ['px', [[30, 2]]],
    ]);
  });

  it('lists each cadence with the messages it sent, as a SQL count counts them', async () => {
    const { db } = database();
    await dataset(db);
    const cadences = await listCadences(staffStores(db).cadences, {
      now: new Date(),
      sendHours: DEFAULT_SEND_HOURS,
    });
    const { rows } = await sql<{ cadence_id: string; n: number | string; last: string }>`
      select m.cadence_id, count(*) as n, max(coalesce(m.sent_at, m.created_at)) as last from whatsapp_messages m
      where ${SENT} and m.cadence_id is not null group by m.cadence_id order by m.cadence_id`.execute(db);
    const counted = new Map(rows.map((row) => [row.cadence_id, [Number(row.n), row.last]]));
    expect(cadences.map((c) => [c.id, c.messagesSent, c.lastSentAt])).toEqual(
      cadences.map((c) => [c.id, ...(counted.get(c.id) ?? [0, null])]),
    );
    expect(cadences.map((c) => [c.id, c.messagesSent])).toEqual([
      ['cu', 7],
      ['lc', 1],
      ['px', 2],
    ]);
  });
});
