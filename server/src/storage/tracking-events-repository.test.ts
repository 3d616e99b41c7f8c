import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { describe, expect, it } from 'vitest';
import type { NewTrackingEvent } from '../domain/ports/tracking-outbox.ts';
import { createTrackingOutbox, TRACKING_STATUS } from './tracking-events-repository.ts';

const NOW = new Date('2025-04-20T12:00:00.000Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const LEASE = new Date(NOW.getTime() + 60_000);

function row(eventId: string, eventTime = NOW_SECONDS, name = 'Lead'): NewTrackingEvent {
  return {
    id: crypto.randomUUID(),
    event_id: eventId,
    event_name: name,
    event_time: eventTime,
    lead_id: null,
    payload: JSON.stringify({ event_id: eventId }),
    created_at: NOW.toISOString(),
  };
}

describeEachEngine('tracking outbox', (database) => {
  const claim = (outbox = createTrackingOutbox(database().db), now = NOW, limit = 10) =>
    outbox.claimDue({ now, leaseUntil: new Date(now.getTime() + 60_000), limit, oldestEventTime: 0 });

  it('queues each event once by name and event_id, and says how many were new', async () => {
    const outbox = createTrackingOutbox(database().db);
    expect(await outbox.enqueue([row('a'), row('b')])).toBe(2);
    expect(await outbox.enqueue([row('a'), row('c'), row('c')])).toBe(1);
    expect(await outbox.enqueue([row('a', NOW_SECONDS, 'Purchase')])).toBe(1);
    const rows = await database().db.selectFrom('tracking_events').select(['event_id', 'status']).execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.status === TRACKING_STATUS.pending)).toBe(true);
  });

  it('claims due events once, counting the attempt, until their lease lapses', async () => {
    const outbox = createTrackingOutbox(database().db);
    await outbox.enqueue([row('a'), row('b')]);
    const first = await claim(outbox);
    expect(first.map((r) => r.event_id).sort()).toEqual(['a', 'b']);
    expect(first.every((r) => r.attempts === 1)).toBe(true);
    expect(await claim(outbox)).toEqual([]);
    // A sender that died leaves its rows "sending": after the lease another takes them.
    const later = new Date(LEASE.getTime() + 1);
    expect((await claim(outbox, later)).map((r) => r.attempts)).toEqual([2, 2]);
  });

  it('marks delivered only rows it holds, and puts failed ones back for later', async () => {
    const outbox = createTrackingOutbox(database().db);
    await outbox.enqueue([row('a'), row('b')]);
    const claimed = await claim(outbox);
    const a = claimed.find((r) => r.event_id === 'a');
    const b = claimed.find((r) => r.event_id === 'b');
    if (!a || !b) throw new Error('two rows expected');
    expect(await outbox.markDelivered([a.id], NOW)).toBe(1);
    expect(await outbox.markDelivered([a.id], NOW)).toBe(0);
    await outbox.markFailed([b.id], 'HTTP 500', new Date(NOW.getTime() + 30_000));
    expect(await claim(outbox)).toEqual([]);
    const retried = await claim(outbox, new Date(NOW.getTime() + 30_000));
    expect(retried.map((r) => r.id)).toEqual([b.id]);
    await outbox.markFailed([b.id], 'HTTP 400', null);
    const stored = await database()
      .db.selectFrom('tracking_events')
      .select(['id', 'status', 'last_error', 'delivered_at'])
      .orderBy('event_id')
      .execute();
    expect(stored).toEqual([
      { id: a.id, status: 'delivered', last_error: null, delivered_at: NOW.toISOString() },
      { id: b.id, status: 'failed', last_error: 'HTTP 400', delivered_at: null },
    ]);
  });

  it('expires waiting events older than the cut-off instead of handing them out', async () => {
    const outbox = createTrackingOutbox(database().db);
    await outbox.enqueue([row('velho', NOW_SECONDS - 8 * 86_400), row('novo')]);
    const oldestEventTime = NOW_SECONDS - 7 * 86_400;
    const claimed = await outbox.claimDue({ now: NOW, leaseUntil: LEASE, limit: 10, oldestEventTime });
    expect(claimed.map((r) => r.event_id)).toEqual(['novo']);
    expect(await outbox.expire({ now: NOW, oldestEventTime })).toBe(1);
    const old = await database()
      .db.selectFrom('tracking_events')
      .select('status')
      .where('event_id', '=', 'velho')
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('expired');
  });
});

describeEachEngine('tracking outbox shared by several processes', (database) => {
  it('never hands the same row to two claimers at once', async (context) => {
    const t = database();
    if (t.engine === 'sqlite') context.skip();
    const outbox = createTrackingOutbox(t.db);
    await outbox.enqueue(Array.from({ length: 60 }, (_, i) => row(`e${i}`)));
    const others = [createTrackingOutbox(t.openAnother()), createTrackingOutbox(t.openAnother())];
    const claims = await Promise.all(
      [outbox, ...others, outbox, ...others].map((o) =>
        o.claimDue({ now: NOW, leaseUntil: LEASE, limit: 7, oldestEventTime: 0 }),
      ),
    );
    const ids = claims.flat().map((r) => r.event_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(42);
  });
});

describe('outbox statuses', () => {
  it('are the words the table stores', () => {
    expect(Object.values(TRACKING_STATUS)).toEqual([
      'pending',
      'held',
      'refused',
      'sending',
      'delivered',
      'expired',
      'failed',
    ]);
  });
});
