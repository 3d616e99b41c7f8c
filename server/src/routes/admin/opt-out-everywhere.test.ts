// Issue 27, reproduction 12: a lead who answered PARAR (or took back their contact consent) is
// marked as such by every staff API that lists or shows it, gets no WhatsApp link from any, and a
// staff reply to it is refused; the leads export says so in pt-BR.
import type { HotLead, LeadDetail, LeadsPage, QualificationOverview } from '@funil/core/admin-leads';
import type { OpportunitiesReport } from '@funil/core/analytics';
import type { DebriefingEventPage } from '@funil/core/debriefing';
import { ERRORS } from '@funil/core/errors';
import { OPT_OUT_LABELS } from '@funil/core/labels';
import { IMMERSION } from '@funil/core/offers';
import type { CustomerSuccessPage } from '@funil/core/onboarding';
import type { PartnerLeadsPage } from '@funil/core/partner-admin';
import type { LeadConversation } from '@funil/core/whatsapp-staff';
import { adminDepsFor, insertBuyer, insertLead, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { insertConsent } from '@funil/testkit/fixtures/whatsapp-rows';
import { asStaff } from '@funil/testkit/server/as-staff';
import { readCsv } from '@funil/testkit/server/read-csv';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { applyWhatsAppEvents } from '../../domain/whatsapp/whatsapp-events.ts';
import { FALSE } from '../../storage/sql-values.ts';
import { whatsAppEventsScope } from '../../storage/whatsapp-messages-repository.ts';
import { adminLeadsRoutes } from './admin-leads-routes.ts';
import { analyticsRoutes } from './analytics/analytics-routes.ts';
import { customerSuccessRoutes } from './customer-success.ts';
import { debriefingRoutes } from './debriefing.ts';
import { hotLeadsRoutes } from './hot-leads-routes.ts';
import { adminPartnersRoutes } from './partners.ts';
import { qualificationRoutes } from './qualification-routes.ts';
import { whatsappConversationsRoutes } from './whatsapp-conversations.ts';

const NOW = '2026-11-20T15:00:00.000Z';
const SAVED = '2026-11-20T12:00:00.000Z';
const PERIOD = 'from=2026-11-20&to=2026-11-20';

const PARAR = '00000000-0000-4000-8000-0000000000a1';
const REVOKED = '00000000-0000-4000-8000-0000000000a2';
const WELCOME = '00000000-0000-4000-8000-0000000000a3';
const BUYER = '00000000-0000-4000-8000-0000000000a4';
const PHONES: Record<string, string> = {
  [PARAR]: '5511987650001',
  [REVOKED]: '5511987650002',
  [WELCOME]: '5511987650003',
  [BUYER]: '5511987650004',
};

describeEachEngine('opt-out on every staff screen', (database) => {
  const deps = () => adminDepsFor(database().db, NOW);
  const get = async <T>(app: ReturnType<typeof asStaff>, path: string): Promise<T> => {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };

  /** The lead writes PARAR: the webhook's own path (cadences stop, consent revoked). */
  const replyParar = async (phone: string) => {
    const { db } = database();
    const result = await applyWhatsAppEvents(
      { scope: whatsAppEventsScope(db), logger: pino({ level: 'silent' }), newId: () => crypto.randomUUID() },
      [{ kind: 'inbound', messageId: `wamid.${phone}`, from: phone, text: 'PARAR', at: SAVED }],
      new Date(SAVED),
    );
    expect(result.optedOut).toBe(1);
  };

  const seed = async () => {
    const { db } = database();
    for (const id of [PARAR, REVOKED, WELCOME]) {
      await insertLead(db, {
        id,
        name: `Lead ${id.slice(-2)}`,
        phone: PHONES[id],
        lead_at: SAVED,
        created_at: SAVED,
        engagement_score: 80,
        visit_count: 9,
        last_visit: SAVED,
      });
      await insertConsent(db, id, SAVED, id === REVOKED ? NOW : null);
    }
    await insertBuyer(db, { id: BUYER, name: 'Lead a4', phone: PHONES[BUYER], lead_at: SAVED });
    await insertConsent(db, BUYER, SAVED);
    await replyParar(PHONES[PARAR] as string);
    await replyParar(PHONES[BUYER] as string);
    const event = await db
      .selectFrom('events')
      .select('id')
      .where('slug', '=', IMMERSION.slug)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('event_registrations')
      .values(
        [PARAR, REVOKED, WELCOME].map((lead, index) => ({
          id: `00000000-0000-4000-8000-0000000000b${index}`,
          event_id: event.id,
          lead_id: lead,
          registration_date: SAVED,
          message_sent: FALSE,
          created_at: SAVED,
          updated_at: SAVED,
        })),
      )
      .execute();
    return event.id;
  };
  const expected = { [PARAR]: true, [REVOKED]: true, [WELCOME]: false };

  it('marks the lead on the leads list, its detail, hot leads, opportunities, debriefing, customer success, qualification and partner leads', async () => {
    const eventId = await seed();
    const leads = asStaff(adminLeadsRoutes(deps()), 'viewer');

    const page = await get<LeadsPage>(leads, '/');
    expect(Object.fromEntries(page.items.map((lead) => [lead.id, lead.opted_out]))).toEqual({
      ...expected,
      [BUYER]: true,
    });
    for (const [id, optedOut] of Object.entries(expected)) {
      expect((await get<LeadDetail>(leads, `/${id}`)).optedOut, id).toBe(optedOut);
    }

    const hot = await get<{ items: HotLead[] }>(asStaff(hotLeadsRoutes(deps()), 'viewer'), '/');
    expect(hot.items.map((lead) => [lead.id, lead.optedOut, lead.whatsappUrl !== null]).sort()).toEqual([
      [PARAR, true, false],
      [REVOKED, true, false],
      [WELCOME, false, true],
    ]);

    const report = await get<OpportunitiesReport>(
      asStaff(analyticsRoutes(deps()), 'viewer'),
      `/opportunities?${PERIOD}`,
    );
    expect(
      report.engaged.leads.map((lead) => [lead.id, lead.optedOut, lead.whatsappUrl !== null]).sort(),
    ).toEqual([
      [PARAR, true, false],
      [REVOKED, true, false],
      [WELCOME, false, true],
    ]);

    const debriefing = await get<DebriefingEventPage>(
      asStaff(debriefingRoutes(deps()), 'viewer'),
      `/events/${eventId}`,
    );
    expect(Object.fromEntries(debriefing.registrations.map((r) => [r.leadId, r.optedOut]))).toEqual(expected);

    const buyers = await get<CustomerSuccessPage>(asStaff(customerSuccessRoutes(deps()), 'viewer'), '/');
    expect(buyers.buyers.map((buyer) => [buyer.leadId, buyer.optedOut])).toEqual([[BUYER, true]]);

    const qualification = await get<QualificationOverview>(
      asStaff(qualificationRoutes(deps()), 'viewer'),
      '/',
    );
    expect(Object.fromEntries(qualification.leads.items.map((lead) => [lead.id, lead.opted_out]))).toEqual({
      ...expected,
      [BUYER]: true,
    });

    const partners = asStaff(adminPartnersRoutes(deps()), 'admin');
    const created = await partners.request(
      '/',
      jsonRequest('POST', { code: 'loja-da-ana', name: 'Loja da Ana' }),
    );
    expect(created.status).toBe(201);
    await database().db.updateTable('leads').set({ partner_code: 'loja-da-ana' }).execute();
    const partnerLeads = await get<PartnerLeadsPage>(partners, '/loja-da-ana/leads');
    expect(Object.fromEntries(partnerLeads.leads.map((lead) => [lead.id, lead.optedOut]))).toEqual({
      ...expected,
      [BUYER]: true,
    });
  });

  it('shows the conversation as opted out and refuses a staff reply with a stable code, sending nothing', async () => {
    await seed();
    const provider = deps().whatsapp;
    const app = asStaff(whatsappConversationsRoutes({ ...deps(), whatsapp: provider }), 'admin');
    for (const id of [PARAR, REVOKED]) {
      expect((await get<LeadConversation>(app, `/${id}/messages`)).lead.optedOut, id).toBe(true);
      const res = await app.request(`/${id}/replies`, jsonRequest('POST', { text: 'Oi, posso ajudar?' }));
      expect(res.status, id).toBe(409);
      expect(await res.json()).toEqual({
        error: { code: 'whatsapp_opted_out', message: ERRORS.whatsapp_opted_out },
      });
    }
    expect((await get<LeadConversation>(app, `/${WELCOME}/messages`)).lead.optedOut).toBe(false);
    expect(
      await database()
        .db.selectFrom('whatsapp_messages')
        .where('direction', '=', 'outbound')
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('has a pt-BR column in the leads export, Sim for whoever asked for no messages', async () => {
    await seed();
    const rows = await readCsv(await asStaff(adminLeadsRoutes(deps()), 'admin').request('/export'));
    const [header, ...lines] = rows;
    const column = header?.indexOf(OPT_OUT_LABELS.csvHeader) ?? -1;
    expect(column).toBeGreaterThan(-1);
    const byId = Object.fromEntries(lines.map((line) => [line.at(-1), line[column]]));
    expect(byId).toEqual({ [PARAR]: 'Sim', [REVOKED]: 'Sim', [WELCOME]: 'Não', [BUYER]: 'Sim' });
  });
});
