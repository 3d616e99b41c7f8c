// Ads outage drill: the Conversions API answers 500 for a while. Events wait in the outbox, and once
// it is back every event is delivered exactly once, even with two senders draining together.

import {
  createConversionsSender,
  type FakeMetaApi,
  startFakeMetaApi,
} from '@funil/testkit/server/server-parts';
import { createTrackingOutbox, type Database } from '@funil/testkit/server/storage';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson } from '@funil/testkit/server/test-server';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drillApp } from './drill-app.ts';

const WAVES = 5;
const POSTS_PER_WAVE = 3;
const EVENTS_PER_POST = 4;
const MINUTE = 60_000;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let fake: FakeMetaApi;
beforeAll(async () => {
  fake = await startFakeMetaApi();
});
afterAll(() => fake.close());

describeEachEngine('ads outage drill', (database) => {
  it('holds the events through a Conversions API outage and delivers each once afterwards', async () => {
    fake.requests.length = 0;
    // The sender's clock is moved by hand; the fake, like Meta, judges event age by the real one.
    let at = Date.now();
    const sender = (db: Kysely<Database>) =>
      createConversionsSender({
        outbox: createTrackingOutbox(db),
        provider: fake.client(),
        logger: silent,
        now: () => new Date(at),
        batchSize: 10,
        baseBackoffMs: MINUTE,
        maxBackoffMs: 10 * MINUTE,
      });
    const app = drillApp(database().db);
    const first = sender(database().db);
    const statuses = async () =>
      (await database().db.selectFrom('tracking_events').select('status').execute()).map((row) => row.status);

    // The outage: every request to the Conversions API fails with 500 until it is over.
    fake.failNext(Number.MAX_SAFE_INTEGER, 500);
    const sent: string[] = [];
    for (let wave = 0; wave < WAVES; wave += 1) {
      for (let post = 0; post < POSTS_PER_WAVE; post += 1) {
        const events = Array.from({ length: EVENTS_PER_POST }, (_, i) => {
          const eventId = `ev-${wave}-${post}-${i}`;
          sent.push(eventId);
          // A website event as the tracker sends it: Meta refuses one without its page and browser.
          return {
            event_name: 'PageView',
            event_time: Math.floor(Date.now() / 1000),
            event_id: eventId,
            event_source_url: 'https://funil.example/',
            // The visitor's 'Aceitar' on the cookie notice: without it nothing goes to Meta (decision 0024).
            consent: 'accepted',
          };
        });
        const res = await postJson(
          app,
          '/api/tracking/events',
          { action: 'send_events', events },
          { 'user-agent': 'Mozilla/5.0 (ensaio)' },
        );
        expect(res.status).toBe(202);
      }
      await first.drain();
      at += 10 * MINUTE;
    }
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.accepted()).toEqual([]);
    expect((await statuses()).filter((status) => status !== 'pending')).toEqual([]);

    // The API is back. A second sender (another process on PostgreSQL) drains alongside the first.
    fake.failNext(0);
    at += 60 * MINUTE;
    const secondDb = database().engine === 'postgres' ? database().openAnother() : database().db;
    await Promise.all([first.drain(), sender(secondDb).drain()]);

    const delivered = fake.accepted().map((event) => event.event_id);
    expect(delivered.toSorted()).toEqual(sent.toSorted());
    expect((await statuses()).filter((status) => status !== 'delivered')).toEqual([]);

    // Nothing is sent a second time later on.
    const requestsSoFar = fake.requests.length;
    at += 24 * 60 * MINUTE;
    await first.drain();
    expect(fake.requests.length).toBe(requestsSoFar);
  });
});
