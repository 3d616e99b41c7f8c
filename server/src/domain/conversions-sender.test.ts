import { sampleEvent } from '@funil/testkit/contracts/conversions-provider-contract';
import { type FakeMetaApi, startFakeMetaApi } from '@funil/testkit/fakes/fake-meta-api';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTrackingOutbox } from '../storage/tracking-events-repository.ts';
import { backoffMs, type ConversionsSenderOptions, createConversionsSender } from './conversions-sender.ts';
import type { ConversionsProvider } from './ports/conversions.ts';
import type { TrackingOutbox } from './ports/tracking-outbox.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

let fake: FakeMetaApi;
beforeAll(async () => {
  fake = await startFakeMetaApi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.failNext(0);
  fake.requests.length = 0;
});

/** A clock the test moves by hand, starting now (the fake, like Meta, judges event age by the real time). */
function manualClock() {
  let at = Date.now();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

async function queue(outbox: TrackingOutbox, ids: string[], eventTime?: number): Promise<void> {
  const at = new Date();
  await outbox.enqueue(
    ids.map((eventId) => {
      const event = sampleEvent(eventId, at);
      if (eventTime !== undefined) event.event_time = eventTime;
      return {
        id: crypto.randomUUID(),
        event_id: eventId,
        event_name: event.event_name,
        event_time: event.event_time,
        lead_id: null,
        payload: JSON.stringify(event),
        created_at: at.toISOString(),
      };
    }),
  );
}

describeEachEngine('conversions sender with the Meta client', (database) => {
  function sender(options: Partial<ConversionsSenderOptions> & { provider?: ConversionsProvider } = {}) {
    return createConversionsSender({
      outbox: createTrackingOutbox(database().db),
      provider: fake.client(),
      logger: silent,
      batchSize: 10,
      baseBackoffMs: 1_000,
      ...options,
    });
  }
  const statuses = async () =>
    (
      await database()
        .db.selectFrom('tracking_events')
        .select(['event_id', 'status'])
        .orderBy('event_id')
        .execute()
    )
      .map((row) => `${row.event_id}:${row.status}`)
      .join(' ');

  it('delivers queued events in batches and marks them delivered', async () => {
    await queue(
      createTrackingOutbox(database().db),
      Array.from({ length: 25 }, (_, i) => `ev${i}`),
    );
    const result = await sender().drain();
    expect(result.delivered).toBe(25);
    expect(fake.requests.map((r) => r.body.data?.length)).toEqual([10, 10, 5]);
    expect(
      fake
        .accepted()
        .map((e) => e.event_id)
        .sort(),
    ).toEqual(Array.from({ length: 25 }, (_, i) => `ev${i}`).sort());
  });

  it('while Meta answers 500, events wait with their error; afterwards each is delivered exactly once', async () => {
    const clock = manualClock();
    const s = sender({ now: clock.now });
    await queue(createTrackingOutbox(database().db), ['a', 'b', 'c']);
    fake.failNext(3, 500);

    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await s.runOnce()).toMatchObject({ claimed: 3, retrying: 3, delivered: 0 });
      // Nothing is due until the back-off has passed.
      expect(await s.runOnce()).toMatchObject({ claimed: 0 });
      const row = await database()
        .db.selectFrom('tracking_events')
        .select(['status', 'attempts', 'last_error', 'next_attempt_at'])
        .where('event_id', '=', 'a')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row.last_error).toContain('HTTP 500');
      expect(Date.parse(row.next_attempt_at ?? '')).toBe(
        clock.now().getTime() + backoffMs(attempt, 1_000, 6 * 3_600_000),
      );
      clock.advance(backoffMs(attempt, 1_000, 6 * 3_600_000));
    }

    expect(await s.drain()).toMatchObject({ delivered: 3 });
    expect(await s.drain()).toMatchObject({ claimed: 0 });
    expect(
      fake
        .accepted()
        .map((e) => e.event_id)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
    expect(await statuses()).toBe('a:delivered b:delivered c:delivered');
  });

  it("drops events older than Meta's 48-hour de-duplication window without sending them", async () => {
    const hours = (count: number) => Math.floor(Date.now() / 1000) - count * 3_600;
    const outbox = createTrackingOutbox(database().db);
    await queue(outbox, ['velho'], hours(49));
    await queue(outbox, ['ontem'], hours(47));
    await queue(outbox, ['novo']);
    expect(await sender().drain()).toMatchObject({ expired: 1, delivered: 2 });
    expect(
      fake.requests
        .flatMap((r) => r.body.data ?? [])
        .map((e) => e.event_id)
        .sort(),
    ).toEqual(['novo', 'ontem']);
    expect(await statuses()).toBe('novo:delivered ontem:delivered velho:expired');
  });

  it('when Meta throttles, hands the events back uncounted and pauses the whole sender, longer each time', async () => {
    const clock = manualClock();
    const s = sender({ now: clock.now, baseThrottleMs: 60_000, maxThrottleMs: 600_000 });
    const outbox = createTrackingOutbox(database().db);
    await queue(outbox, ['t1', 't2']);
    fake.failNext(2, 400, 17);

    expect(await s.runOnce()).toMatchObject({ claimed: 2, throttled: 2, retrying: 0, failed: 0 });
    // One request for the batch: a throttled batch is not resent event by event.
    expect(fake.requests).toHaveLength(1);
    const row = await database()
      .db.selectFrom('tracking_events')
      .select(['status', 'attempts', 'next_attempt_at', 'last_error'])
      .where('event_id', '=', 't1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row.last_error).toContain('código 17');
    expect(Date.parse(row.next_attempt_at ?? '')).toBe(clock.now().getTime() + 60_000);

    // Paused: even an event queued now waits, and nothing reaches Meta.
    await queue(outbox, ['t3']);
    clock.advance(59_000);
    expect(await s.runOnce()).toMatchObject({ claimed: 0 });
    expect(fake.requests).toHaveLength(1);

    clock.advance(1_000);
    expect(await s.runOnce()).toMatchObject({ throttled: 3 });
    clock.advance(60_000);
    expect(await s.runOnce()).toMatchObject({ claimed: 0 });
    clock.advance(60_000);
    expect(await s.drain()).toMatchObject({ delivered: 3 });
    const attempts = await database().db.selectFrom('tracking_events').select('attempts').execute();
    expect(attempts.map((r) => Number(r.attempts))).toEqual([1, 1, 1]);
  });

  it('sends an event queued with readable contact data without it', async () => {
    const outbox = createTrackingOutbox(database().db);
    const old = sampleEvent('antigo');
    old.custom_data = { lead_name: 'Ana', whatsapp: '5511987654321', instagram: 'ana.ia', region: 'Sudeste' };
    await outbox.enqueue([
      {
        id: crypto.randomUUID(),
        event_id: 'antigo',
        event_name: 'LeadCaptured',
        event_time: old.event_time,
        lead_id: null,
        payload: JSON.stringify({ ...old, event_name: 'LeadCaptured' }),
        created_at: new Date().toISOString(),
      },
    ]);
    expect(await sender().drain()).toMatchObject({ delivered: 1 });
    expect(fake.accepted()[0]?.custom_data).toEqual({ region: 'Sudeste' });
  });

  it('when Meta refuses a batch, sends each event alone so only the bad one fails', async () => {
    const outbox = createTrackingOutbox(database().db);
    await queue(outbox, ['bom1', 'bom2']);
    const bad = sampleEvent('ruim');
    bad.user_data.em = 'nao-hasheado@example.com';
    await outbox.enqueue([
      {
        id: crypto.randomUUID(),
        event_id: 'ruim',
        event_name: 'Lead',
        event_time: bad.event_time,
        lead_id: null,
        payload: JSON.stringify(bad),
        created_at: new Date().toISOString(),
      },
    ]);
    const result = await sender({ maxAttempts: 1 }).drain();
    expect(result).toMatchObject({ delivered: 2, failed: 1 });
    expect(await statuses()).toBe('bom1:delivered bom2:delivered ruim:failed');
  });

  it('several senders on one database deliver each event exactly once', async (context) => {
    const t = database();
    if (t.engine === 'sqlite') context.skip();
    await queue(
      createTrackingOutbox(t.db),
      Array.from({ length: 40 }, (_, i) => `p${i}`),
    );
    const senders = [t.db, t.openAnother(), t.openAnother()].map((db) =>
      createConversionsSender({
        outbox: createTrackingOutbox(db),
        provider: fake.client(),
        logger: silent,
        batchSize: 5,
      }),
    );
    await Promise.all(senders.map((s) => s.drain()));
    const ids = fake.accepted().map((e) => e.event_id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });
});

describe('conversions sender loop', () => {
  it('stops after the pass under way has marked its rows', async () => {
    const marked: string[] = [];
    let release: () => void = () => {};
    let sending: () => void = () => {};
    const sendStarted = new Promise<void>((resolve) => {
      sending = resolve;
    });
    const outbox: TrackingOutbox = {
      enqueue: async () => 0,
      knownLeadIds: async () => new Set(),
      leadAdConsents: async () => new Map(),
      releaseHeld: async () => 0,
      dropHeld: async () => 0,
      claimDue: async () => [
        { id: 'r1', event_id: 'e1', event_name: 'Lead', event_time: 1, payload: '{}', attempts: 1 },
      ],
      markDelivered: async (ids) => {
        marked.push(...ids);
        return ids.length;
      },
      markFailed: async () => 0,
      release: async () => 0,
      expire: async () => 0,
    };
    const provider: ConversionsProvider = {
      name: 'local-log',
      send: () =>
        new Promise((resolve) => {
          release = () => resolve({ ok: true });
          sending();
        }),
    };
    const s = createConversionsSender({ outbox, provider, logger: silent, batchSize: 10 });
    s.start();
    await sendStarted;
    const stopped = s.stop();
    release();
    await stopped;
    expect(marked).toEqual(['r1']);
  });

  it('doubles the wait after each failure, up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 30_000, 100_000))).toEqual([
      30_000, 60_000, 100_000, 100_000,
    ]);
  });
});
