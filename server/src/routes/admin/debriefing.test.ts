import type { DebriefingEventPage, DebriefingEventSummary } from '@funil/core/debriefing';
import { FREE_LIVE_CALL, IMMERSION } from '@funil/core/offers';
import { adminDepsFor, FIXTURE_TIME, insertLead, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { FALSE, TRUE } from '../../storage/sql-values.ts';
import { debriefingRoutes } from './debriefing.ts';

const NOW = '2025-04-27T10:00:00.000Z';
const T = FIXTURE_TIME;

describeEachEngine('/api/admin/debriefing', (database) => {
  const routes = (role: 'admin' | 'viewer' = 'admin') =>
    asStaff(debriefingRoutes(adminDepsFor(database().db, NOW)), role);

  async function seedEvent() {
    const { db } = database();
    const event = await db
      .selectFrom('events')
      .select('id')
      .where('slug', '=', IMMERSION.slug)
      .executeTakeFirstOrThrow();
    await insertLead(db, { id: 'l1', name: 'Ana Souza' });
    await insertLead(db, { id: 'l2', name: 'Bruno Reis', phone: '5531911112222', instagram: 'bruno.ia' });
    const registration = { event_id: event.id, created_at: T, updated_at: T };
    await db
      .insertInto('event_registrations')
      .values([
        {
          ...registration,
          id: 'r1',
          lead_id: 'l1',
          registration_date: '2025-04-10T10:00:00.000Z',
          message_sent: FALSE,
        },
        {
          ...registration,
          id: 'r2',
          lead_id: 'l2',
          registration_date: '2025-04-11T10:00:00.000Z',
          message_sent: TRUE,
        },
      ])
      .execute();
    await db
      .insertInto('event_message_templates')
      .values([
        {
          id: 't1',
          event_id: event.id,
          message_type: 'lembrete',
          title: 'Véspera',
          body: 'Oi {nome}!',
          is_active: TRUE,
          created_at: T,
          updated_at: T,
        },
        {
          id: 't2',
          event_id: event.id,
          message_type: 'debriefing',
          title: 'Depois do evento',
          body: 'Obrigado!',
          is_active: FALSE,
          created_at: T,
          updated_at: T,
        },
      ])
      .execute();
    return event.id;
  }

  it('lists events with their registration and message counts', async () => {
    const eventId = await seedEvent();
    const res = await routes('viewer').request('/events');
    expect(res.status).toBe(200);
    const { events } = (await res.json()) as { events: DebriefingEventSummary[] };
    // Newest first: the free call the lead modal registers leads for, then the immersion.
    expect(events).toEqual([
      expect.objectContaining({ slug: FREE_LIVE_CALL.slug, registrations: 0, messagesSent: 0 }),
      expect.objectContaining({ id: eventId, registrations: 2, messagesSent: 1, isActive: true }),
    ]);
  });

  it("shows an event's registrations with the lead and message status, its templates, and filters", async () => {
    const eventId = await seedEvent();
    const page = (await (await routes('viewer').request(`/events/${eventId}`)).json()) as DebriefingEventPage;
    expect(page.total).toBe(2);
    expect(page.registrations.map((r) => [r.id, r.name, r.messageSent])).toEqual([
      ['r2', 'Bruno Reis', true],
      ['r1', 'Ana Souza', false],
    ]);
    expect(page.registrations[0]).toMatchObject({
      leadId: 'l2',
      phone: '5531911112222',
      instagram: 'bruno.ia',
      status: 'registered',
    });
    expect(page.templates.map((t) => [t.id, t.messageType, t.isActive])).toEqual([
      ['t2', 'debriefing', false],
      ['t1', 'lembrete', true],
    ]);

    const pending = (await (
      await routes().request(`/events/${eventId}?messageSent=false`)
    ).json()) as DebriefingEventPage;
    expect(pending.registrations.map((r) => r.id)).toEqual(['r1']);
    expect(pending.total).toBe(1);
    expect((await routes().request('/events/nope')).status).toBe(404);
  });

  it('marks a message sent with who and when, and undoes it; viewers may not', async () => {
    await seedEvent();
    const { db } = database();
    expect(
      (await routes('viewer').request('/registrations/r1', jsonRequest('PATCH', { messageSent: true })))
        .status,
    ).toBe(403);

    const res = await routes().request('/registrations/r1', jsonRequest('PATCH', { messageSent: true }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      registration: { id: 'r1', messageSent: true, messageSentAt: NOW, messageSentBy: 'admin@funil.test' },
    });
    const row = await db
      .selectFrom('event_registrations')
      .selectAll()
      .where('id', '=', 'r1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message_sent_at: NOW, message_sent_by: 'admin@funil.test', updated_at: NOW });

    await routes().request('/registrations/r1', jsonRequest('PATCH', { messageSent: false }));
    const undone = await db
      .selectFrom('event_registrations')
      .selectAll()
      .where('id', '=', 'r1')
      .executeTakeFirstOrThrow();
    expect(undone).toMatchObject({ message_sent_at: null, message_sent_by: null });

    expect(
      (await routes().request('/registrations/nope', jsonRequest('PATCH', { messageSent: true }))).status,
    ).toBe(404);
    expect(
      (await routes().request('/registrations/r1', jsonRequest('PATCH', { messageSent: 'sim' }))).status,
    ).toBe(400);
  });
});
