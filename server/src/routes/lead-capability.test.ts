// Issue 14's reproductions, as an attacker with curl who knows a customer's phone and lead id: none of
// them may change the lead, move its sale, buy in its name, or learn whether the phone is a lead.

import { PROGRAM } from '@funil/core/offers';
import type { AdminPartner } from '@funil/core/partner-admin';
import { adminDepsFor } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { adminPartnersRoutes } from './admin/partners.ts';

const VICTIM_PHONE = '5511987654321';
const STRANGER_PHONE = '5521912345678';
const VISITOR_PHONE = '5531912345678';
const NOW = '2025-04-01T12:00:00.000Z';

interface Saved {
  id: string;
  created: boolean;
  token: string;
}

let t: TestApp;

async function post(path: string, body: unknown): Promise<Response> {
  return postJson(t.app, path, body);
}

async function addPartner(code: string): Promise<void> {
  await t.db
    .insertInto('partners')
    .values({ id: code, code, name: `Parceiro ${code}`, created_at: NOW, updated_at: NOW })
    .execute();
}

/** The victim's own browser: saves through partner A, browses, and pays the program by PIX. */
async function payingCustomer(): Promise<Saved> {
  const saved = (await (
    await post('/api/leads', {
      name: 'Helena Vitória Souza',
      phone: VICTIM_PHONE,
      email: 'helena@example.com',
      instagram: 'helena.souza',
      utm_source: 'instagram',
      utm_campaign: 'abril',
      referrer: 'https://instagram.com/',
      partner: 'parceiro-a',
      started_at: 0,
    })
  ).json()) as Saved;
  const own = { leadId: saved.id, leadToken: saved.token };
  await post('/api/leads/behaviour', {
    ...own,
    phone: VICTIM_PHONE,
    pageViews: [{ url: '/ianapratica', title: 'Programa', timestamp: 1, timeSpent: 60_000 }],
  });
  const { link } = await (
    await post('/api/payments/pix', modalCheckoutRequest('pix', saved.id, { leadToken: saved.token }))
  ).json();
  await sandboxAction(t.app, link, 'approve', { method: 'PIX' });
  return saved;
}

/** The sandbox page as its link opens it: the path with the link's key. */
const pageOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const victimRow = (id: string) =>
  t.db
    .selectFrom('leads')
    .select([
      'name',
      'email',
      'instagram',
      'utm_source',
      'utm_campaign',
      'referrer',
      'partner_code',
      'time_on_page',
      'visit_count',
      'has_purchased',
      'checkout_status',
      'checkout_abandoned_at',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** What an answer tells a stranger: its status and the shape of its body. */
async function shapeOf(res: Response): Promise<{ status: number; keys: string[] }> {
  const text = await res.text();
  const body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  return { status: res.status, keys: Object.keys(body).sort() };
}

beforeEach(async () => {
  t = await startTestServer({
    now: () => new Date(NOW),
    payments: { provider: createSandboxProvider(), webhookToken: 'segredo' },
  });
  await addPartner('parceiro-a');
  await addPartner('parceiro-b');
});

describe("reproduction 1: a stranger's writes with a customer's phone", () => {
  it('change nothing the customer has: name, e-mail, Instagram, UTM, referrer, time on page', async () => {
    const victim = await payingCustomer();
    const before = await victimRow(victim.id);
    expect(before).toMatchObject({ name: 'Helena Vitória Souza', has_purchased: 1, time_on_page: 60_000 });

    await post('/api/leads', {
      name: 'Invasor',
      phone: VICTIM_PHONE,
      email: 'invasor@example.com',
      instagram: 'invasor',
      utm_source: 'spam',
      utm_campaign: 'golpe',
      referrer: 'https://golpe.example/',
    });
    await post('/api/leads/instagram', { phone: VICTIM_PHONE, instagram: 'invasor' });
    await post('/api/leads/behaviour', {
      phone: VICTIM_PHONE,
      pageViews: [{ url: '/x', title: 'x', timestamp: 2, timeSpent: 9_999_999 }],
    });
    await post('/api/visits', { phone: VICTIM_PHONE, name: 'Invasor', referrer: 'https://golpe.example/' });
    await post('/api/visits', {
      phone: VICTIM_PHONE,
      lead_id: victim.id,
      referrer: 'https://golpe.example/',
    });
    await post('/api/interactions', { leadId: victim.id, type: 'message_received', data: { text: 'oi' } });

    expect(await victimRow(victim.id)).toEqual(before);
    // What the stranger sent is kept for staff to read, marked as unconfirmed.
    const recorded = await t.db
      .selectFrom('lead_interactions')
      .select('interaction_type')
      .where('lead_id', '=', victim.id)
      .execute();
    expect(recorded.map((row) => row.interaction_type)).toEqual(['unverified_save']);
  });

  it("answer a customer's phone exactly as a phone no one saved, never with the customer's id", async () => {
    const victim = await payingCustomer();
    const probe = async (phone: string, visitPhone = phone) => {
      const saved = await post('/api/leads', { name: 'Invasor', phone });
      const savedBody = (await saved.clone().json()) as Saved;
      return {
        savedBody,
        save: await shapeOf(saved),
        instagram: await shapeOf(await post('/api/leads/instagram', { phone, instagram: 'invasor' })),
        behaviour: await shapeOf(await post('/api/leads/behaviour', { phone, clicks: [] })),
        visit: await shapeOf(await post('/api/visits', { phone: visitPhone })),
        // The id the save answered reads like a new lead's, with what the stranger typed.
        page: await (await t.app.request(`/api/leads/${savedBody.id}`)).json(),
      };
    };

    const known = await probe(VICTIM_PHONE);
    const unknown = await probe(STRANGER_PHONE, VISITOR_PHONE);

    expect(known.savedBody.id).not.toBe(victim.id);
    expect(known.savedBody).toEqual({ id: expect.any(String), created: true, token: expect.any(String) });
    const { savedBody: _k, page: knownPage, ...knownShapes } = known;
    const { savedBody: _u, page: unknownPage, ...unknownShapes } = unknown;
    expect(knownShapes).toEqual(unknownShapes);
    expect(knownShapes.save).toEqual({ status: 201, keys: ['created', 'id', 'token'] });
    expect(knownShapes.visit).toEqual({
      status: 201,
      keys: ['created', 'id', 'registeredForEvent', 'token', 'visitCount'],
    });
    expect({ ...knownPage, id: 'x' }).toEqual({ ...unknownPage, id: 'x' });
    expect(knownPage).toMatchObject({ firstName: 'Invasor', journeyStage: 'lead', instagram: null });
  });
});

describe('reproduction 2: a resave of the phone with another active partner', () => {
  it('keeps the lead and its R$ 1.797 sale with the first partner; the report shows the last touch beside it', async () => {
    const victim = await payingCustomer();

    await post('/api/leads', { name: 'Helena', phone: VICTIM_PHONE, partner: 'parceiro-b' });

    expect((await victimRow(victim.id)).partner_code).toBe('parceiro-a');
    const staff = asStaff(
      adminPartnersRoutes({
        ...adminDepsFor(t.db, NOW),
        publicOrigin: 'https://funil.example',
      }),
    );
    const report = async () => {
      const { partners } = (await (await staff.request('/')).json()) as { partners: AdminPartner[] };
      return Object.fromEntries(
        partners.map((p) => [
          p.code,
          [p.leads, p.purchases, p.revenueCents, p.lastTouchLeads, p.lastTouchPurchases],
        ]),
      );
    };
    expect(await report()).toEqual({
      'parceiro-a': [1, 1, PROGRAM.pixPriceCents, 1, 1],
      'parceiro-b': [0, 0, 0, 0, 0],
    });

    // The customer's own browser coming back through partner B: B gets the last touch, A the credit.
    await post('/api/leads', {
      name: 'Helena Vitória Souza',
      phone: VICTIM_PHONE,
      partner: 'parceiro-b',
      leadId: victim.id,
      leadToken: victim.token,
    });
    expect(await report()).toEqual({
      'parceiro-a': [1, 1, PROGRAM.pixPriceCents, 0, 0],
      'parceiro-b': [0, 0, 0, 1, 1],
    });
  });
});

describe("reproduction 3: a checkout in a lead's name with only its id", () => {
  it('goes on for an anonymous buyer: no name on the payment page, and cancelling leaves the lead alone', async () => {
    const victim = (await (
      await post('/api/leads', { name: 'Helena Vitória Souza', phone: VICTIM_PHONE, started_at: 0 })
    ).json()) as Saved;

    const res = await post('/api/payments/credit-card', modalCheckoutRequest('credit-card', victim.id));
    expect(res.status).toBe(200);
    const { link } = await res.json();
    const page = await (await t.app.request(pageOf(link))).text();
    expect(page).not.toContain('Helena');

    const cancel = await sandboxAction(t.app, link, 'cancel');
    expect(cancel.status).toBe(303);
    expect(await t.db.selectFrom('checkouts').select(['lead_id', 'status']).execute()).toEqual([
      { lead_id: null, status: 'canceled' },
    ]);
    expect(await victimRow(victim.id)).toMatchObject({ checkout_status: null, checkout_abandoned_at: null });
  });

  it("shows at most the first name on the lead's own checkout", async () => {
    const own = (await (
      await post('/api/leads', { name: 'Helena Vitória Souza', phone: VICTIM_PHONE, started_at: 0 })
    ).json()) as Saved;
    const { link } = await (
      await post(
        '/api/payments/credit-card',
        modalCheckoutRequest('credit-card', own.id, { leadToken: own.token }),
      )
    ).json();
    const page = await (await t.app.request(pageOf(link))).text();
    expect(page).toContain('value="Helena"');
    expect(page).not.toContain('Souza');
    expect(await t.db.selectFrom('checkouts').select('lead_id').execute()).toEqual([{ lead_id: own.id }]);
  });
});
