import { ERRORS } from '@funil/core/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../testing/test-app.ts';

describe('POST /api/leads/instagram', () => {
  let t: TestApp;
  let id: string;

  beforeEach(async () => {
    t = await createTestApp();
    const res = await postJson(t.app, '/api/leads', { name: 'Ana', phone: '+55 11 98765-4321' });
    id = (await res.json()).id;
  });

  const instagramOf = async () =>
    (await t.db.selectFrom('leads').select('instagram').where('id', '=', id).executeTakeFirstOrThrow())
      .instagram;

  it('sets the normalised handle of the lead with that phone', async () => {
    const res = await postJson(t.app, '/api/leads/instagram', {
      phone: '5511987654321',
      instagram: ' @Ana.Dev ',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id });
    expect(await instagramOf()).toBe('ana.dev');
  });

  it('finds the lead when the phone comes without the 9 after the area code', async () => {
    const res = await postJson(t.app, '/api/leads/instagram', {
      phone: '+55 11 8765-4321',
      instagram: 'ana',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id });
  });

  it('answers 404 lead_not_found for a phone no lead has', async () => {
    const res = await postJson(t.app, '/api/leads/instagram', { phone: '5521999998888', instagram: 'ana' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'lead_not_found', message: ERRORS.lead_not_found } });
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
