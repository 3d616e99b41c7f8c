// Tickets end to end on each engine (issue 29): staff give the immersion a ticket with 2 seats, the
// page reads the seats left, checkouts hold them at the server's price, the third is sold out with no
// checkout made, a paid checkout sells its seat and an expired one frees it, the waitlist takes a
// lead only with its own token, and staff see it.
import type { PublicOffers, StaffTickets } from '@funil/core/ticket-offers';
import { adminDepsFor, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, testAppOn } from '@funil/testkit/server/test-server';
import { expect, it } from 'vitest';
import { createLaunchesRepository } from '../storage/launches-repository.ts';
import { launchTicketsAdminRoutes } from './admin/launch-tickets.ts';

const NOW = '2025-04-01T12:00:00.000Z';
const CODE = 'ingresso-imersao-ia-na-pratica';

describeEachEngine('ticket offers', (database) => {
  const staff = (role: 'admin' | 'viewer' = 'admin') =>
    asStaff(launchTicketsAdminRoutes(adminDepsFor(database().db, NOW)), role);
  const firstLaunchId = async () =>
    (
      await database()
        .db.selectFrom('launches')
        .select('id')
        .where('slug', '=', 'ia-na-pratica')
        .executeTakeFirstOrThrow()
    ).id;
  const putTickets = async (capacity: number, role: 'admin' | 'viewer' = 'admin') =>
    staff(role).request(
      `/${await firstLaunchId()}/tickets`,
      jsonRequest('PUT', {
        tickets: [
          {
            eventSlug: 'imersao-ia-na-pratica',
            name: 'Ingresso Imersão',
            priceCents: 9_700,
            capacity,
            active: true,
          },
        ],
      }),
    );
  const ticketCheckout = (app: Parameters<typeof postJson>[0], lead?: { id: string; token: string }) =>
    postJson(app, '/api/payments/pix', {
      ...modalCheckoutRequest('pix', lead?.id ?? null, { value: 0.01, leadToken: lead?.token }),
      offer: CODE,
    });
  const offers = async (app: Parameters<typeof postJson>[0]) =>
    ((await (await app.request('/api/offers')).json()) as PublicOffers).tickets;
  const saveLead = async (app: Parameters<typeof postJson>[0], phone: string) =>
    (await (await postJson(app, '/api/leads', { name: 'Bia Espera', phone, started_at: 0 })).json()) as {
      id: string;
      token: string;
    };

  it('sells the seats at the server’s price, then answers offer_sold_out without a checkout', async () => {
    const { app, db } = testAppOn(database().db);
    expect((await putTickets(2, 'viewer')).status).toBe(403);
    expect((await putTickets(2)).status).toBe(200);
    expect(await offers(app)).toEqual([
      expect.objectContaining({ code: CODE, priceCents: 9_700, capacity: 2, seatsLeft: 2, soldOut: false }),
    ]);

    const first = await ticketCheckout(app);
    const second = await ticketCheckout(app);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await offers(app)).toEqual([expect.objectContaining({ seatsLeft: 0, soldOut: true })]);
    const rows = await db.selectFrom('checkouts').select(['amount_cents', 'offer_code']).execute();
    expect(rows).toEqual([
      { amount_cents: 9_700, offer_code: CODE },
      { amount_cents: 9_700, offer_code: CODE },
    ]);

    const third = await ticketCheckout(app);
    expect(third.status).toBe(409);
    expect((await third.json()).error).toEqual({
      code: 'offer_sold_out',
      message:
        'Os ingressos deste evento se esgotaram. Entre na lista de espera para ser avisado se abrir uma vaga.',
    });
    expect(await db.selectFrom('checkouts').select('id').execute()).toHaveLength(2);

    // Paid sells a seat; an expired checkout gives its seat back.
    const firstLink = (await first.json()).link;
    expect((await sandboxAction(app, firstLink, 'approve')).status).toBe(303);
    // The thank-you page learns it was a ticket, for which event, with its calendar file and link.
    const paid = await db
      .selectFrom('checkouts')
      .select('id')
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    const summary = await (await app.request(`/api/purchases/${paid.id}`)).json();
    expect(summary.product).toEqual({
      kind: 'ticket',
      name: 'Ingresso Imersão',
      event: expect.objectContaining({
        slug: 'imersao-ia-na-pratica',
        title: 'Imersão IA na Prática',
        calendarPath: '/api/calendar/events/imersao-ia-na-pratica.ics',
        calendarFileName: 'imersao-ia-na-pratica.ics',
        webCalendarUrl: expect.stringMatching(
          /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
        ),
      }),
    });
    const ics = await app.request(summary.product.event.calendarPath);
    expect(ics.headers.get('content-disposition')).toBe('attachment; filename="imersao-ia-na-pratica.ics"');
    expect(await ics.text()).toContain('SUMMARY:Imersão IA na Prática');
    // Fewer seats than those sold or held is refused.
    const shrunk = await putTickets(1);
    expect(shrunk.status).toBe(409);
    expect((await shrunk.json()).error.code).toBe('ticket_capacity_below_taken');
    expect((await sandboxAction(app, (await second.json()).link, 'expire')).status).toBe(303);
    expect(await offers(app)).toEqual([expect.objectContaining({ seatsLeft: 1, soldOut: false })]);
    // The paid seat stays: one seat is all it can shrink to, and that one is sold.
    expect((await putTickets(1)).status).toBe(200);
    expect(await offers(app)).toEqual([expect.objectContaining({ seatsLeft: 0, soldOut: true })]);
    // The program keeps its own price.
    const program = await postJson(app, '/api/payments/pix', modalCheckoutRequest('pix', null));
    expect(program.status).toBe(200);
    expect(
      (
        await db
          .selectFrom('checkouts')
          .select('amount_cents')
          .where('offer_code', '=', 'ia-na-pratica')
          .execute()
      ).length,
    ).toBe(1);
    const audit = await db
      .selectFrom('launch_audit')
      .select('action')
      .where('action', '=', 'tickets')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('gives a duplicated launch the same tickets for its own events, every seat free', async () => {
    expect((await putTickets(2)).status).toBe(200);
    const copy = await createLaunchesRepository(database().db).duplicate(
      await firstLaunchId(),
      { name: 'Lançamento Março', slug: 'marco' },
      { id: 'staff-1', email: 'ana@exemplo.com', name: 'Ana' },
      NOW,
    );
    if (!copy.ok) throw new Error(copy.refusal);
    const res = await staff('viewer').request(`/${copy.launch.id}/tickets`);
    const { tickets } = (await res.json()) as StaffTickets;
    expect(tickets).toEqual([
      expect.objectContaining({
        code: 'ingresso-imersao-ia-na-pratica-marco',
        name: 'Ingresso Imersão',
        event: expect.objectContaining({ slug: 'imersao-ia-na-pratica-marco', kind: 'immersion' }),
        priceCents: 9_700,
        capacity: 2,
        active: true,
        sold: 0,
        held: 0,
        waitlist: [],
      }),
    ]);
  });

  it('refuses a ticket code the launch does not sell', async () => {
    const { app } = testAppOn(database().db);
    const res = await postJson(app, '/api/payments/pix', {
      ...modalCheckoutRequest('pix', null),
      offer: 'ingresso-outro-evento',
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('offer_unavailable');
  });

  it('puts a lead on the waitlist only with its own token, once, and staff see it', async () => {
    const { app } = testAppOn(database().db);
    await putTickets(1);
    const lead = await saveLead(app, '5511912345678');
    const path = '/api/events/imersao-ia-na-pratica/waitlist';
    expect((await postJson(app, path, { leadId: lead.id })).status).toBe(403);
    expect((await postJson(app, path, { leadId: lead.id, leadToken: 'x'.repeat(43) })).status).toBe(403);
    expect(
      (
        await postJson(
          app,
          '/api/events/nao-existe/waitlist',
          lead.id && { leadId: lead.id, leadToken: lead.token },
        )
      ).status,
    ).toBe(404);
    const joined = await postJson(app, path, { leadId: lead.id, leadToken: lead.token });
    expect(joined.status).toBe(201);
    expect(await joined.json()).toMatchObject({ eventSlug: 'imersao-ia-na-pratica', created: true });
    expect((await postJson(app, path, { leadId: lead.id, leadToken: lead.token })).status).toBe(200);

    const seen = (await (
      await staff('viewer').request(`/${await firstLaunchId()}/tickets`)
    ).json()) as StaffTickets;
    expect(seen.tickets).toEqual([
      expect.objectContaining({
        code: CODE,
        capacity: 1,
        sold: 0,
        held: 0,
        waitlist: [expect.objectContaining({ leadId: lead.id, name: 'Bia Espera' })],
      }),
    ]);
    expect(seen.events.map((event) => event.slug)).toContain('imersao-ia-na-pratica');
  });
});
