// Issue 14, reproduction 7: JSON nested 5,000 deep (10 KB) in the free-form objects gave 500s.
import { ERRORS } from '@funil/core/errors';
import { postJson, startTestServer } from '@funil/testkit/server/test-server';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../http/json-text.ts';

const LEVELS = 5_000;
/** `{"d":[[[…]]]}` with LEVELS arrays: about 10 KB, well under the body size limit. */
const DEEP = `{"d":${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`;
const TOO_DEEP = { error: { code: 'json_too_deep', message: ERRORS.json_too_deep } };

/** A body whose `field` is DEEP, the rest valid. */
function withDeep(body: Record<string, unknown>, field: string): string {
  return JSON.stringify({ ...body, [field]: '__deep__' }).replace('"__deep__"', DEEP);
}

const BODIES = [
  {
    path: '/api/interactions',
    body: withDeep({ leadId: crypto.randomUUID(), type: 'whatsapp_click' }, 'data'),
    tables: ['lead_interactions', 'leads'] as const,
  },
  {
    path: '/api/visits',
    body: withDeep({ phone: '5511987654321', page: '/' }, 'device_info'),
    tables: ['lead_visits', 'leads'] as const,
  },
  {
    path: '/api/tracking/events',
    body: JSON.stringify({
      action: 'send_events',
      events: [
        {
          event_name: 'Lead',
          event_time: Date.parse('2025-04-01T11:59:00.000Z') / 1000,
          event_id: 'Lead_1743508740000_abc',
          custom_data: '__deep__',
        },
      ],
    }).replace('"__deep__"', DEEP),
    tables: ['tracking_events'] as const,
  },
];

describe('deeply nested JSON bodies', () => {
  it.each(BODIES)('$path answers 400 json_too_deep and stores nothing', async ({ path, body, tables }) => {
    expect(body.length).toBeLessThan(11_000);
    const t = await startTestServer();

    const res = await postJson(t.app, path, body);

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(TOO_DEEP);
    for (const table of tables) expect(await t.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
  });

  it('still takes free-form objects nested up to the limit', async () => {
    const t = await startTestServer();
    const { id: leadId, token: leadToken } = await (
      await postJson(t.app, '/api/leads', { name: 'Ana', phone: '5511987654321' })
    ).json();
    // The body's own object is one level, data a second: the rest of the budget nests inside data.
    const inner = `${'['.repeat(MAX_JSON_DEPTH - 2)}${']'.repeat(MAX_JSON_DEPTH - 2)}`;
    const body = JSON.stringify({ leadId, leadToken, type: 'x', data: '__in__' }).replace(
      '"__in__"',
      `{"d":${inner}}`,
    );

    const res = await postJson(t.app, '/api/interactions', body);

    expect(res.status).toBe(201);
  });
});
