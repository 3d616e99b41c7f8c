// Abuse drill: 1,000 scripted bot posts (the hidden field filled, or sent faster than a person
// types) are answered like successes and insert no lead; a person's post still does.

import { MIN_TIME_TO_SUBMIT_MS } from '@funil/testkit/server/server-parts';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson } from '@funil/testkit/server/test-server';
import { expect, it } from 'vitest';
import { drillApp } from './drill-app.ts';

const BOT_POSTS = 1_000;
const AT_ONCE = 50;

/** The ways a script gives itself away, in turn. */
function botPost(index: number): Record<string, unknown> {
  const lead = {
    name: `Robô ${index}`,
    phone: `55419${String(10_000_000 + index).slice(-8)}`,
    email: `bot${index}@example.com`,
  };
  // Well under the limit: the post may wait its turn on a busy machine before the server reads it.
  const tooFastMs = Math.floor((Math.random() * MIN_TIME_TO_SUBMIT_MS) / 2);
  switch (index % 4) {
    case 0:
      return { ...lead, website: 'https://spam.example.com', started_at: Date.now() - 60_000 };
    case 1:
      return { ...lead, website: 'x' };
    case 2:
      return { ...lead, started_at: Date.now() - tooFastMs };
    default:
      return { ...lead, started_at: new Date(Date.now() - tooFastMs).toISOString() };
  }
}

describeEachEngine('abuse drill', (database) => {
  it(`inserts no lead for ${BOT_POSTS.toLocaleString('en-US')} bot posts`, async () => {
    const app = drillApp(database().db);
    const leadCount = async () =>
      Number(
        (
          await database()
            .db.selectFrom('leads')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    const statuses: number[] = [];
    for (let start = 0; start < BOT_POSTS; start += AT_ONCE) {
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) => postJson(app, '/api/leads', botPost(start + i))),
      );
      statuses.push(...answers.map((res) => res.status));
    }

    // Answered like a success, so a script learns nothing from the reply.
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(statuses).toHaveLength(BOT_POSTS);
    expect(await leadCount()).toBe(0);

    const person = await postJson(app, '/api/leads', {
      name: 'Pessoa de Verdade',
      phone: '5541987654321',
      started_at: Date.now() - 30_000,
    });
    expect(person.status).toBe(201);
    expect(await leadCount()).toBe(1);
  });
});
