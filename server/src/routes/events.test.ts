import { ERRORS } from '@funil/core/errors';
import { defaultLaunchSettingsAt } from '@funil/core/launch-settings';
import { immersionWindow } from '@funil/core/launch-times';
import { IMMERSION } from '@funil/core/offers';
import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';

const EVENT_NOT_FOUND = { error: { code: 'event_not_found', message: ERRORS.event_not_found } };

describe('/api/events/{slug}', () => {
  let t: TestApp;
  let leadId: string;
  let leadToken: string;
  let eventId: string;

  beforeEach(async () => {
    t = await startTestServer();
    ({ id: leadId, token: leadToken } = await (
      await postJson(t.app, '/api/leads', { name: 'Ana', phone: '5511987654321' })
    ).json());
    eventId = (
      await t.db
        .selectFrom('events')
        .select('id')
        .where('slug', '=', IMMERSION.slug)
        .executeTakeFirstOrThrow()
    ).id;
  });

  const registrations = () => t.db.selectFrom('event_registrations').selectAll().execute();

  it('answers the seeded immersion by slug', async () => {
    const res = await t.app.request(`/api/events/${IMMERSION.slug}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: eventId,
      slug: IMMERSION.slug,
      title: IMMERSION.title,
      description: '',
      // Seeded as the pages date it: the template's immersion, in the next year still ahead.
      ...immersionWindow(defaultLaunchSettingsAt(new Date())),
      location: 'Online',
      priceCents: 9_700,
      currency: 'BRL',
    });
  });

  it('answers 404 event_not_found for an unknown or malformed slug', async () => {
    for (const slug of ['nao-existe', 'Maiusculas', '%20']) {
      const res = await t.app.request(`/api/events/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(await res.json()).toEqual(EVENT_NOT_FOUND);
    }
  });

  it('registers a lead once: 201 then 200 with the same registration', async () => {
    const path = `/api/events/${IMMERSION.slug}/registrations`;
    const first = await postJson(t.app, path, { leadId, leadToken, utm_source: 'ig' });
    const again = await postJson(t.app, path, { leadId, leadToken, utm_source: 'outro' });

    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body).toEqual({
      id: expect.any(String),
      eventId,
      leadId,
      status: 'registered',
      registrationDate: '2025-04-01T12:00:00.000Z',
      created: true,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...body, created: false });
    expect(await registrations()).toEqual([
      expect.objectContaining({ id: body.id, utm_source: 'ig', status: 'registered', message_sent: 0 }),
    ]);
  });

  // Issue 14: with a lead's id alone, anyone registered that lead for any event.
  it('answers 403 lead_token_invalid alike for a stranger with the lead id and an unknown lead; 404 for an unknown event; 400 without a lead', async () => {
    const path = `/api/events/${IMMERSION.slug}/registrations`;
    const refused = { error: { code: 'lead_token_invalid', message: ERRORS.lead_token_invalid } };
    for (const body of [
      { leadId },
      { leadId, leadToken: 'adivinhado' },
      { leadId: crypto.randomUUID(), leadToken: 'adivinhado' },
    ]) {
      const res = await postJson(t.app, path, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(refused);
    }
    expect(t.logs.some((line) => line.msg === 'Inscrição recusada: sem o token do lead')).toBe(true);

    const unknownEvent = await postJson(t.app, '/api/events/nao-existe/registrations', { leadId, leadToken });
    expect(await unknownEvent.json()).toEqual(EVENT_NOT_FOUND);

    const noLead = await postJson(t.app, path, {});
    expect(noLead.status).toBe(400);
    expect(await registrations()).toEqual([]);
  });

  it('lists the active templates of a type', async () => {
    const at = '2025-04-01T00:00:00.000Z';
    const row = (id: string, type: string, active: 0 | 1) => ({
      id,
      event_id: eventId,
      message_type: type,
      title: `t${id}`,
      body: `Olá {nome} ${id}`,
      is_active: active,
      created_at: at,
      updated_at: at,
    });
    await t.db
      .insertInto('event_message_templates')
      .values([row('a', 'lembrete', 1), row('b', 'lembrete', 0), row('c', 'boas_vindas', 1)])
      .execute();

    const res = await t.app.request(`/api/events/${IMMERSION.slug}/templates?type=lembrete`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      templates: [{ id: 'a', messageType: 'lembrete', title: 'ta', body: 'Olá {nome} a' }],
    });
  });

  it('answers 400 without a template type and 404 for an unknown event', async () => {
    const noType = await t.app.request(`/api/events/${IMMERSION.slug}/templates`);
    expect(noType.status).toBe(400);
    expect((await noType.json()).error.message).toBe(ERRORS.message_type_required);
    const unknown = await t.app.request('/api/events/nao-existe/templates?type=lembrete');
    expect(await unknown.json()).toEqual(EVENT_NOT_FOUND);
  });
});
