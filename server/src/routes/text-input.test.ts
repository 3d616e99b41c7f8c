// Issue 14, reproduction 8: names of only NUL, zero-width spaces, bidi overrides or ANSI escapes were
// stored, and on PostgreSQL a NUL in a name gave a 500. Both engines, through the real app.
import { ERRORS } from '@funil/core/errors';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, type TestApp, testAppOn } from '@funil/testkit/server/test-server';
import { beforeEach, expect, it } from 'vitest';

const PHONE = '5511987654321';

describeEachEngine('text people type', (database) => {
  let t: TestApp;
  beforeEach(() => {
    t = testAppOn(database().db);
  });
  const app = () => t.app;
  const leads = () => database().db.selectFrom('leads').select(['name', 'utm_source']).execute();

  it.each([
    ['only NUL', '\u0000\u0000\u0000', ERRORS.name_required],
    ['only zero-width spaces', '\u200B\u200B\uFEFF', ERRORS.name_required],
    ['only bidi overrides', '\u202E\u202D\u2066', ERRORS.name_required],
    ['only ANSI escapes', '\u001b[31m\u001b[1;4m\u001b[0m', ERRORS.name_required],
    ['no letter', '1234 !!', ERRORS.name_invalid],
    ['no letter once cleaned', '\u001b[31m42\u001b[0m\u200B', ERRORS.name_invalid],
  ])('refuses a name of %s with a pt-BR message, and stores nothing', async (_, name, message) => {
    const res = await postJson(app(), '/api/leads', { name, phone: PHONE });

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation_failed', message, fields: { name: message } },
    });
    expect(await leads()).toEqual([]);
  });

  it('stores a name with NUL, invisible and bidi characters inside as the plain, composed name', async () => {
    const res = await postJson(app(), '/api/leads', {
      name: ' A\u0000na\u200B \u202EJose\u0301\u202C\u001b[0m ',
      phone: PHONE,
      utm_source: 'insta\u0000gram\u2066',
    });

    expect(res.status).toBe(201);
    expect(await leads()).toEqual([{ name: 'Ana José', utm_source: 'instagram' }]);
  });

  it('keeps NUL out of free-form JSON columns too', async () => {
    const { id, token } = await (await postJson(app(), '/api/leads', { name: 'Ana', phone: PHONE })).json();

    const res = await postJson(
      app(),
      '/api/interactions',
      JSON.stringify({
        leadId: id,
        leadToken: token,
        type: 'cli\u0000que',
        data: { 'no\u0000ta': ['a\u0000b', { c: '\u0000' }] },
      }),
    );

    expect(res.status).toBe(201);
    const rows = await database()
      .db.selectFrom('lead_interactions')
      .select(['interaction_type', 'data'])
      .execute();
    expect(rows).toEqual([{ interaction_type: 'clique', data: '{"nota":["ab",{"c":""}]}' }]);
  });

  it('refuses a visit whose name has no letter, and keeps a real one', async () => {
    const junk = await postJson(app(), '/api/visits', { phone: PHONE, name: '\u0000\u001b[2J\u200B9' });
    expect(junk.status).toBe(400);
    expect((await junk.json()).error.message).toBe(ERRORS.name_invalid);
    expect(await leads()).toEqual([]);

    const real = await postJson(app(), '/api/visits', { phone: PHONE, name: 'Bia\u0000' });
    expect(real.status).toBe(201);
  });
});
