import { ERRORS } from '@funil/core/errors';
import type { LeadConversation, WhatsAppLogMessage } from '@funil/core/whatsapp-staff';
import { recordingWhatsApp } from '@funil/testkit/fakes/recording-whatsapp';
import { adminDepsFor, insertLead, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { insertCadence, insertConsent, insertWhatsAppMessage } from '@funil/testkit/fixtures/whatsapp-rows';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { whatsappConversationsRoutes } from './whatsapp-conversations.ts';

const NOW = '2025-04-03T09:30:00.000Z';
const HOURS_AGO = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000).toISOString();

describeEachEngine('/api/admin/whatsapp/leads', (database) => {
  const setUp = (role: 'admin' | 'viewer' = 'admin') => {
    const provider = recordingWhatsApp();
    const app = asStaff(
      whatsappConversationsRoutes({ ...adminDepsFor(database().db, NOW), whatsapp: provider }),
      role,
    );
    return { provider, app };
  };
  const reply = (app: ReturnType<typeof setUp>['app'], leadId: string, text = 'Oi Ana, posso ajudar?') =>
    app.request(`/${leadId}/replies`, jsonRequest('POST', { text }));
  const errorOf = async (res: Response) =>
    ((await res.json()) as { error: { code: string; message: string } }).error;

  /** A consenting lead who wrote `hoursAgo` hours before now. */
  const talkingLead = async (id: string, hoursAgo: number) => {
    const { db } = database();
    await insertLead(db, { id, name: 'Ana Souza', phone: '5511987654321' });
    await insertConsent(db, id, HOURS_AGO(72));
    await insertWhatsAppMessage(db, {
      lead_id: id,
      direction: 'inbound',
      body: 'Tenho uma dúvida',
      created_at: HOURS_AGO(hoursAgo),
    });
  };

  it('lists the lead messages oldest first, with the cadence step or the staff member who sent each', async () => {
    const { db } = database();
    await talkingLead('l1', 2);
    await insertCadence(db, {
      id: 'cad',
      name: 'Recuperação',
      trigger: 'checkout_unpaid',
      delays: [15, 180],
    });
    await insertWhatsAppMessage(db, {
      lead_id: 'l1',
      cadence_id: 'cad',
      step: 1,
      body: 'Ainda dá tempo',
      status: 'read',
      created_at: HOURS_AGO(3),
    });
    await insertWhatsAppMessage(db, { lead_id: 'l1', sent_by: 'ana@funil.test', created_at: HOURS_AGO(1) });
    await insertWhatsAppMessage(db, { lead_id: 'other', created_at: HOURS_AGO(1) });

    const res = await setUp('viewer').app.request('/l1/messages');
    expect(res.status).toBe(200);
    const conversation = (await res.json()) as LeadConversation;
    expect(conversation.lead).toEqual({
      id: 'l1',
      name: 'Ana Souza',
      phone: '5511987654321',
      optedOut: false,
      hasConsent: true,
      windowOpenUntil: new Date(Date.parse(HOURS_AGO(2)) + 24 * 3_600_000).toISOString(),
    });
    expect(conversation.messages.map((m) => [m.direction, m.status, m.cadence, m.sentBy])).toEqual([
      ['outbound', 'read', { id: 'cad', name: 'Recuperação', step: 1 }, null],
      ['inbound', 'received', null, null],
      ['outbound', 'sent', null, 'ana@funil.test'],
    ]);
    expect((await setUp().app.request('/nope/messages')).status).toBe(404);
  });

  it('sends a reply inside the 24 h window, logs it and keeps the lead counters current', async () => {
    const { db } = database();
    await talkingLead('l1', 23);
    const { app, provider } = setUp();
    const res = await reply(app, 'l1');
    expect(res.status).toBe(201);
    const { message } = (await res.json()) as { message: WhatsAppLogMessage };
    expect(message).toMatchObject({ direction: 'outbound', status: 'sent', sentBy: 'admin@funil.test' });
    expect(provider.texts).toEqual([{ to: '5511987654321', text: 'Oi Ana, posso ajudar?' }]);

    const row = await db
      .selectFrom('whatsapp_messages')
      .selectAll()
      .where('id', '=', message.id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      lead_id: 'l1',
      direction: 'outbound',
      status: 'sent',
      provider_message_id: 'wamid.test-1',
      sent_by: 'admin@funil.test',
      body: 'Oi Ana, posso ajudar?',
      sent_at: NOW,
    });
    const lead = await db.selectFrom('leads').selectAll().where('id', '=', 'l1').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      messages_count: 1,
      last_message_sent_at: NOW,
      last_message_content: 'Oi Ana, posso ajudar?',
      last_interaction_at: NOW,
    });
  });

  it('refuses a reply outside the window, to an opted-out lead or one without consent, sending nothing', async () => {
    const { db } = database();
    await talkingLead('late', 25);
    await talkingLead('out', 1);
    await db.updateTable('leads').set({ cadence_status: 'opted_out' }).where('id', '=', 'out').execute();
    await insertLead(db, { id: 'mute', phone: '5511911112222' });
    await insertWhatsAppMessage(db, { lead_id: 'mute', direction: 'inbound', created_at: HOURS_AGO(1) });
    await insertLead(db, { id: 'revoked', phone: '5511933334444' });
    await insertConsent(db, 'revoked', HOURS_AGO(48), HOURS_AGO(24));
    await insertWhatsAppMessage(db, { lead_id: 'revoked', direction: 'inbound', created_at: HOURS_AGO(1) });

    const { app, provider } = setUp();
    const cases = [
      ['late', 409, 'whatsapp_outside_window'],
      ['out', 409, 'whatsapp_opted_out'],
      ['mute', 409, 'whatsapp_no_consent'],
      // A contact consent taken back is an opt-out (domain/whatsapp/opt-out.ts), whatever the status says.
      ['revoked', 409, 'whatsapp_opted_out'],
      ['ghost', 404, 'staff_lead_not_found'],
    ] as const;
    for (const [leadId, status, code] of cases) {
      const res = await reply(app, leadId);
      expect(res.status, leadId).toBe(status);
      expect(await errorOf(res)).toEqual({ code, message: ERRORS[code] });
    }
    expect(ERRORS.whatsapp_outside_window).toBe(
      'Fora da janela de 24 h: só modelos aprovados podem ser enviados',
    );
    expect(provider.texts).toEqual([]);
    const outbound = await db
      .selectFrom('whatsapp_messages')
      .where('direction', '=', 'outbound')
      .selectAll()
      .execute();
    expect(outbound).toEqual([]);
  });

  it('answers 502 and logs nothing when the provider refuses; a viewer and an empty text are refused', async () => {
    const { db } = database();
    await talkingLead('l1', 1);
    const { app, provider } = setUp();
    provider.failWith = 'unavailable';
    const failed = await reply(app, 'l1');
    expect(failed.status).toBe(502);
    expect((await errorOf(failed)).code).toBe('whatsapp_send_failed');

    const viewer = await reply(setUp('viewer').app, 'l1');
    expect(viewer.status).toBe(403);
    const empty = await reply(setUp().app, 'l1', '   ');
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({
      code: 'validation_failed',
      message: ERRORS.whatsapp_reply_invalid,
    });
    const outbound = await db
      .selectFrom('whatsapp_messages')
      .where('direction', '=', 'outbound')
      .selectAll()
      .execute();
    expect(outbound).toEqual([]);
  });
});
