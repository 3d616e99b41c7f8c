import { defaultLaunchSettingsAt } from '@funil/core/launch-settings';
import { immersionWindow } from '@funil/core/launch-times';
import { IMMERSION } from '@funil/core/offers';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { activeTemplates, type EventDeps, getEvent, registerForEvent } from '../domain/events.ts';
import { secretHash } from '../domain/lead-capability.ts';
import { createEventsRepository } from './events-repository.ts';
import { FALSE, isTrue, TRUE } from './sql-values.ts';

const T = '2025-04-01T12:00:00.000Z';

describeEachEngine('events repository', (database) => {
  const deps = (): EventDeps => ({
    store: createEventsRepository(database().db),
    logger: { info: () => {} },
    now: () => new Date(T),
  });
  const eventId = async () =>
    (
      await database()
        .db.selectFrom('events')
        .select('id')
        .where('slug', '=', IMMERSION.slug)
        .executeTakeFirstOrThrow()
    ).id;
  /** A lead and the capability its browser holds: the secret is `token-<id>`. */
  const addLead = async (id: string) => {
    const { db } = database();
    await db
      .insertInto('leads')
      .values({ id, name: 'Ana', phone: '5511987654321', created_at: T, updated_at: T })
      .execute();
    await db
      .insertInto('lead_capabilities')
      .values({
        token_hash: secretHash(`token-${id}`),
        lead_id: id,
        claim_id: null,
        request_key_hash: null,
        created_at: T,
      })
      .execute();
  };

  it('finds the seeded immersion by slug and hides unknown or inactive events', async () => {
    const found = await getEvent(deps(), IMMERSION.slug);
    expect(found).toEqual({
      ok: true,
      value: {
        id: await eventId(),
        slug: IMMERSION.slug,
        title: IMMERSION.title,
        description: '',
        // Seeded as the pages date it: the template's immersion, in the next year still ahead.
        ...immersionWindow(defaultLaunchSettingsAt(new Date())),
        location: 'Online',
        priceCents: 9_700,
        currency: 'BRL',
      },
    });
    expect(await getEvent(deps(), 'nao-existe')).toEqual({ ok: false, error: 'event_not_found' });
    await database().db.updateTable('events').set({ is_active: FALSE }).execute();
    expect(await getEvent(deps(), IMMERSION.slug)).toEqual({ ok: false, error: 'event_not_found' });
  });

  it('registers a lead once, whatever the number of requests, with the spec defaults', async () => {
    await addLead('l1');
    const request = { leadId: 'l1', leadToken: 'token-l1', utm_source: 'ig', utm_campaign: '' };
    const results = await Promise.all([1, 2, 3].map(() => registerForEvent(deps(), IMMERSION.slug, request)));

    const values = results.map((r) => (r.ok ? r.value : undefined));
    expect(new Set(values.map((v) => v?.id)).size).toBe(1);
    expect(values.filter((v) => v?.created)).toHaveLength(1);
    expect(values[0]).toMatchObject({ leadId: 'l1', eventId: await eventId(), status: 'registered' });
    const rows = await database().db.selectFrom('event_registrations').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ utm_source: 'ig', utm_campaign: null, registration_date: T });
    expect(isTrue(rows[0]?.message_sent)).toBe(false);
  });

  it('refuses an unknown lead, a lead without its secret, or an unknown event, without writing', async () => {
    const refused = { ok: false, error: 'lead_token_invalid' };
    expect(
      await registerForEvent(deps(), IMMERSION.slug, { leadId: 'ninguem', leadToken: 'token-ninguem' }),
    ).toEqual(refused);
    await addLead('l1');
    await addLead('l2');
    expect(await registerForEvent(deps(), IMMERSION.slug, { leadId: 'l1' })).toEqual(refused);
    expect(await registerForEvent(deps(), IMMERSION.slug, { leadId: 'l1', leadToken: 'token-l2' })).toEqual(
      refused,
    );
    expect(await registerForEvent(deps(), 'nao-existe', { leadId: 'l1', leadToken: 'token-l1' })).toEqual({
      ok: false,
      error: 'event_not_found',
    });
    expect(await database().db.selectFrom('event_registrations').selectAll().execute()).toEqual([]);
  });

  it('lists only the active templates of the event and type', async () => {
    const id = await eventId();
    const template = (tid: string, type: string, active: typeof TRUE | typeof FALSE, created = T) => ({
      id: tid,
      event_id: id,
      message_type: type,
      body: `corpo ${tid}`,
      is_active: active,
      created_at: created,
      updated_at: created,
    });
    await database()
      .db.insertInto('event_message_templates')
      .values([
        template('b', 'lembrete', TRUE, '2025-04-02T00:00:00.000Z'),
        template('a', 'lembrete', TRUE),
        template('c', 'lembrete', FALSE),
        template('d', 'boas_vindas', TRUE),
      ])
      .execute();

    const result = await activeTemplates(deps(), IMMERSION.slug, 'lembrete');
    expect(result).toEqual({
      ok: true,
      value: [
        { id: 'a', messageType: 'lembrete', title: '', body: 'corpo a' },
        { id: 'b', messageType: 'lembrete', title: '', body: 'corpo b' },
      ],
    });
    expect(await activeTemplates(deps(), 'nao-existe', 'lembrete')).toEqual({
      ok: false,
      error: 'event_not_found',
    });
  });
});
