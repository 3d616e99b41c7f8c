import { ERRORS } from '@funil/core/errors';
import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';

describe('POST /api/leads/instagram', () => {
  let t: TestApp;
  let id: string;
  let leadToken: string;

  beforeEach(async () => {
    t = await startTestServer();
    const res = await postJson(t.app, '/api/leads', { name: 'Ana', phone: '+55 11 98765-4321' });
    ({ id, token: leadToken } = await res.json());
  });

  const instagramOf = async () =>
    (await t.db.selectFrom('leads').select('instagram').where('id', '=', id).executeTakeFirstOrThrow())
      .instagram;

  it('sets the normalised handle of the lead whose browser sends its secret', async () => {
    const res = await postJson(t.app, '/api/leads/instagram', {
      phone: '5511987654321',
      instagram: ' @Ana.Dev ',
      leadId: id,
      leadToken,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id });
    expect(await instagramOf()).toBe('ana.dev');
  });

  it('names the lead by its secret, whatever spelling of the phone comes with it', async () => {
    const res = await postJson(t.app, '/api/leads/instagram', {
      phone: '+55 11 8765-4321',
      instagram: 'ana',
      leadId: id,
      leadToken,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id });
  });

  it("answers the same 403 lead_token_invalid for a lead's phone and for a phone no lead has", async () => {
    const refused = { error: { code: 'lead_token_invalid', message: ERRORS.lead_token_invalid } };
    for (const phone of ['5511987654321', '5521999998888']) {
      const res = await postJson(t.app, '/api/leads/instagram', { phone, instagram: 'ana' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(refused);
    }
    const guessed = await postJson(t.app, '/api/leads/instagram', {
      leadId: id,
      leadToken: 'x'.repeat(43),
      instagram: 'ana',
    });
    expect(guessed.status).toBe(403);
    expect(await instagramOf()).toBeNull();
  });

  it('answers 400 for an empty handle or a malformed body', async () => {
    const empty = await postJson(t.app, '/api/leads/instagram', { phone: '5511987654321', instagram: ' @ ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatchObject({
      code: 'validation_failed',
      message: ERRORS.instagram_username_required,
    });
    const broken = await postJson(t.app, '/api/leads/instagram', '{"phone":');
    expect((await broken.json()).error.code).toBe('invalid_json');
    expect(await instagramOf()).toBeNull();
  });
});
