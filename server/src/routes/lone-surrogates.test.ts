// Issue 27, reproduction 4: `{"name":"\ud800Ana Silva"}` gave PostgreSQL's 500 (the widget's outbox
// then retries it for ever) and SQLite kept invalid UTF-8 that read back as "���". JSON escapes for
// UTF-16 halves, in every text field of the public writes, on both engines, through the real app.

import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, type TestApp, testAppOn } from '@funil/testkit/server/test-server';
import { beforeEach, expect, it } from 'vitest';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';

const PHONE = '5511987654321';
/** A JSON escape of a lone half: JSON.stringify never writes one, so bodies are spliced by hand. */
const HALF = '\\ud800';
const LOW = '\\udfff';

/** The body as text with a lone half before each of these fields' values (and one after). */
function withHalves(body: Record<string, unknown>, fields: string[]): string {
  let text = JSON.stringify(body);
  for (const field of fields) {
    text = text
      .replace(`"${field}":"`, `"${field}":"${HALF}`)
      .replace(new RegExp(`("${field}":"(?:[^"\\\\]|\\\\.)*)"`), `$1${LOW}"`);
  }
  return text;
}

/** Every string in the rows, for a check that no half or replacement character was stored. */
function strings(rows: unknown[]): string[] {
  return (
    JSON.stringify(rows)
      .match(/"(?:[^"\\]|\\.)*"/g)
      ?.map((text) => JSON.parse(text) as string) ?? []
  );
}
/** A lone half (read back as is) or the replacement character (invalid UTF-8 read back). */
const malformed = (text: string) => /[\ud800-\udfff\ufffd]/.test(text);

describeEachEngine('lone surrogates in public writes', (database) => {
  let t: TestApp;
  beforeEach(() => {
    t = testAppOn(database().db, {
      payments: { provider: createSandboxProvider(), webhookToken: 'segredo' },
    });
  });
  const db = () => database().db;

  it('saves the lead with every text field cleaned: name, instagram, UTM, referrer, landing page', async () => {
    const fields = [
      'name',
      'instagram',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_content',
      'utm_term',
      'referrer',
      'landing_page',
      'partner',
    ];
    const body = {
      name: 'Ana Silva',
      phone: PHONE,
      instagram: 'ana.silva',
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'lancamento',
      utm_content: 'story',
      utm_term: 'ia',
      referrer: 'https://www.instagram.com/',
      landing_page: '/ianapratica',
      partner: 'nenhum',
      free_call: true,
    };
    const res = await postJson(t.app, '/api/leads', withHalves(body, fields));

    expect(res.status).toBe(201);
    const lead = await db()
      .selectFrom('leads')
      .select(['name', 'instagram', 'utm_source', 'utm_campaign', 'referrer', 'landing_page'])
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({
      name: 'Ana Silva',
      instagram: 'ana.silva',
      utm_source: 'instagram',
      utm_campaign: 'lancamento',
      referrer: 'https://www.instagram.com/',
      landing_page: '/ianapratica',
    });
    const registrations = await db().selectFrom('event_registrations').selectAll().execute();
    expect(registrations).toHaveLength(1);
    expect(strings(registrations).filter(malformed)).toEqual([]);
  });

  it('keeps halves out of the later writes of that lead: Instagram, visits, behaviour, interactions', async () => {
    const saved = await postJson(t.app, '/api/leads', { name: 'Ana', phone: PHONE });
    const { id, token } = (await saved.json()) as { id: string; token: string };
    const own = { leadId: id, leadToken: token };

    const writes: [string, string][] = [
      ['/api/leads/instagram', withHalves({ ...own, instagram: 'ana.silva' }, ['instagram'])],
      [
        '/api/visits',
        withHalves(
          {
            ...own,
            phone: PHONE,
            name: 'Ana',
            page: '/obrigado',
            utm_source: 'fb',
            device_info: { screen: '390x844' },
            url_params: { fbclid: 'abc', utm_term: 'ia' },
          },
          ['name', 'page', 'utm_source', 'screen', 'fbclid'],
        ).replace('"utm_term"', `"utm_${HALF}term"`),
      ],
      [
        '/api/leads/behaviour',
        withHalves(
          {
            ...own,
            phone: PHONE,
            clicks: [{ elementId: 'cta', elementText: 'Quero', timestamp: 1_743_508_800_000, x: 1, y: 2 }],
            timeSpent: 3,
          },
          ['elementId', 'elementText'],
        ),
      ],
      [
        '/api/interactions',
        withHalves({ ...own, type: 'whatsapp_click', data: { nota: 'oi' } }, ['type', 'nota']).replace(
          '"nota"',
          `"no${LOW}ta"`,
        ),
      ],
      [
        '/api/events/imersao-ia-na-pratica/registrations',
        withHalves({ ...own, utm_source: 'instagram', referrer: 'https://x.example/' }, [
          'utm_source',
          'referrer',
        ]),
      ],
    ];
    for (const [path, text] of writes) {
      const res = await postJson(t.app, path, text);
      expect(res.status, `${path} ${await res.clone().text()}`).toBeLessThan(300);
    }

    const rows = await Promise.all([
      db().selectFrom('leads').selectAll().execute(),
      db().selectFrom('lead_visits').selectAll().execute(),
      db().selectFrom('lead_interactions').selectAll().execute(),
      db().selectFrom('event_registrations').selectAll().execute(),
      db().selectFrom('behaviour_entries').selectAll().execute(),
    ]);
    expect(strings(rows).filter(malformed)).toEqual([]);
    const lead = rows[0][0];
    expect(lead).toMatchObject({ instagram: 'ana.silva', last_page_visit: '/obrigado' });
    expect(JSON.parse(lead?.url_params ?? '{}')).toEqual({ fbclid: 'abc', utm_term: 'ia' });
    expect(rows[2].map((row) => [row.interaction_type, JSON.parse(row.data ?? 'null')])).toContainEqual([
      'whatsapp_click',
      { nota: 'oi' },
    ]);
  });

  it('answers a checkout and a tracking event with halves in their text without a 5xx', async () => {
    const checkout = await postJson(
      t.app,
      '/api/payments/pix',
      withHalves(modalCheckoutRequest('pix', null), ['cancelUrl', 'name', 'description']),
    );
    expect(checkout.status).toBe(200);

    const tracked = await postJson(
      t.app,
      '/api/tracking/events',
      withHalves(
        {
          action: 'send_events',
          events: [
            {
              event_name: 'PageView',
              event_time: 1_743_508_800,
              event_id: 'PageView_1',
              event_source_url: 'https://funil.example/ianapratica',
              custom_data: { content_name: 'IA' },
            },
          ],
        },
        ['event_source_url', 'content_name'],
      ),
    );
    expect(tracked.status).toBeLessThan(300);
    const events = await db().selectFrom('tracking_events').selectAll().execute();
    expect(strings(events).filter(malformed)).toEqual([]);
    expect(strings(await db().selectFrom('checkouts').selectAll().execute()).filter(malformed)).toEqual([]);
  });
});
