// Issue 27, reproduction 14: a buyer who skips the lead form lost where they came from (reported under
// "(não informado)") and who they are ("Comprador sem cadastro"), and /obrigado promised access "pelo
// WhatsApp que você informou", a number never given. Through the real app and the payment sandbox,
// on both engines: the checkout keeps the visit's attribution, the provider's customer becomes the
// lead (or joins the lead with that phone), and the purchase summary names only a channel given.
import type { CheckoutRequestInput } from '@funil/core/checkout';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, type TestApp, testAppOn } from '@funil/testkit/server/test-server';
import { beforeEach, expect, it } from 'vitest';
import { sha256 } from '../domain/conversions-user-data.ts';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { createCustomerSuccessRepository } from '../storage/customer-success-repository.ts';
import { loadSales } from '../storage/metrics/sales-rows.ts';
import { createSandboxSessionsRepository } from '../storage/sandbox-sessions-repository.ts';

const LANDING = 'http://localhost/ianapratica?utm_source=instagram&utm_campaign=lancamento';
const ATTRIBUTION = {
  utm_source: 'instagram',
  utm_campaign: 'lancamento',
  referrer: 'https://l.instagram.com/',
  landing_page: LANDING,
  fbc: 'fb.1.1743508800000.IwAR0abc',
};

describeEachEngine('a buyer who pays without the lead form', (database) => {
  let t: TestApp;
  beforeEach(() => {
    const db = database().db;
    t = testAppOn(db, {
      payments: {
        provider: createSandboxProvider(createSandboxSessionsRepository(db)),
        webhookToken: 'segredo',
      },
    });
  });

  /** Opens a card checkout with no lead, as the modal does on a page with the campaign's UTMs. */
  async function openCheckout(attribution: CheckoutRequestInput['attribution'] = ATTRIBUTION) {
    const body = { ...modalCheckoutRequest('credit-card', null), attribution };
    const res = await postJson(t.app, '/api/payments/credit-card', body);
    expect(res.status).toBe(200);
    return new URL((await res.json()).link as string);
  }

  /** Pays on the sandbox page with what the buyer types there; answers our checkout's id. */
  async function pay(link: URL, buyer: Record<string, string>) {
    const res = await t.app.request(`${link.pathname}/approve`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({
        key: link.searchParams.get('key') ?? '',
        method: 'CREDIT_CARD',
        installments: '3',
        ...buyer,
      }).toString(),
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') ?? '').searchParams.get('checkout') ?? '';
  }

  const checkoutRow = (id: string) =>
    t.db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const accessBy = async (id: string) =>
    ((await (await t.app.request(`/api/purchases/${id}`)).json()) as { nextSteps: { accessBy: string } })
      .nextSteps.accessBy;

  it('becomes a lead from the provider: its name, phone, e-mail and the sale’s campaign', async () => {
    const link = await openCheckout();
    const checkoutId = await pay(link, {
      buyer_name: ' Carla Dias\u200B',
      buyer_email: ' Carla.Dias@Exemplo.com ',
      buyer_phone: '(21) 99876-5432',
    });

    const checkout = await checkoutRow(checkoutId);
    expect(checkout).toMatchObject({
      ...ATTRIBUTION,
      partner_code: null,
      status: 'paid',
      buyer_link: 'created',
    });
    const lead = await t.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', checkout.lead_id ?? '')
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      name: 'Carla Dias',
      phone: '5521998765432',
      email: 'carla.dias@exemplo.com',
      utm_source: 'instagram',
      utm_campaign: 'lancamento',
      referrer: 'https://l.instagram.com/',
      landing_page: LANDING,
      region: 'Rio de Janeiro',
      purchase_id: checkoutId,
      checkout_status: 'paid',
    });
    expect(Number(lead.has_purchased)).toBe(1);

    // Sucesso do cliente names the buyer; the launch's sales count under the campaign.
    const { buyers } = await createCustomerSuccessRepository(t.db).listBuyers({
      search: '',
      limit: 10,
      offset: 0,
    });
    expect(buyers.map((b) => [b.leadId, b.name, b.phone, b.email])).toEqual([
      [lead.id, 'Carla Dias', '5521998765432', 'carla.dias@exemplo.com'],
    ]);
    const sales = await loadSales(t.db, undefined);
    expect(sales.map((sale) => [sale.utmSource, sale.utmCampaign])).toEqual([['instagram', 'lancamento']]);

    // No WhatsApp was ever given: the thank-you page promises the e-mail.
    expect(await accessBy(checkoutId)).toBe('email');

    // Details given to pay are no consent to ad matching: the Purchase stays an anonymous buyer's.
    const purchases = await t.db
      .selectFrom('tracking_events')
      .select(['lead_id', 'payload'])
      .where('event_name', '=', 'Purchase')
      .execute();
    expect(purchases.map((p) => p.lead_id)).toEqual([null]);
    expect(purchases[0]?.payload).not.toContain(sha256('carla.dias@exemplo.com'));
    expect(purchases[0]?.payload).not.toContain(sha256('5521998765432'));
  });

  it('joins the lead who already has that phone; the lead’s first touch stays its own', async () => {
    const saved = await postJson(t.app, '/api/leads', {
      name: 'Carla Dias',
      phone: '5521998765432',
      utm_source: 'google',
      started_at: 0,
    });
    const { id: leadId } = (await saved.json()) as { id: string };

    // A national number, as Asaas keeps it: the same person.
    const checkoutId = await pay(await openCheckout(), {
      buyer_name: 'Carla D.',
      buyer_email: 'carla@exemplo.com',
      buyer_phone: '21998765432',
    });

    const checkout = await checkoutRow(checkoutId);
    expect(checkout).toMatchObject({ lead_id: leadId, buyer_link: 'matched', utm_source: 'instagram' });
    const leads = await t.db
      .selectFrom('leads')
      .select(['id', 'name', 'utm_source', 'purchase_id'])
      .execute();
    expect(leads).toEqual([
      { id: leadId, name: 'Carla Dias', utm_source: 'google', purchase_id: checkoutId },
    ]);
    // The sale is the lead's: its source is the lead's first touch (decision 0034).
    expect((await loadSales(t.db, undefined)).map((sale) => sale.utmSource)).toEqual(['google']);
    // This person gave a WhatsApp on the form.
    expect(await accessBy(checkoutId)).toBe('whatsapp');
  });

  it('without a lead or contact, is still counted under its campaign and promised nothing unknown', async () => {
    const checkoutId = await pay(await openCheckout(), {});

    const checkout = await checkoutRow(checkoutId);
    expect(checkout).toMatchObject({
      lead_id: null,
      buyer_link: null,
      utm_source: 'instagram',
      status: 'paid',
    });
    expect(await t.db.selectFrom('leads').select('id').execute()).toEqual([]);
    expect((await loadSales(t.db, undefined)).map((sale) => sale.utmSource)).toEqual(['instagram']);
    expect(await accessBy(checkoutId)).toBe('team');
  });

  it('cleans what the browser sends with core’s text rule and cuts what is too long, never refusing the sale', async () => {
    const link = await openCheckout({
      utm_source: '\u202Einsta\u0000gram\u200B ',
      utm_campaign: 'x'.repeat(500),
      referrer: '',
    });
    const checkout = await t.db
      .selectFrom('checkouts')
      .select(['utm_source', 'utm_campaign', 'referrer', 'link'])
      .where('provider_checkout_id', '=', link.pathname.split('/').at(-1) ?? '')
      .executeTakeFirstOrThrow();
    expect(checkout).toMatchObject({
      utm_source: 'instagram',
      utm_campaign: 'x'.repeat(200),
      referrer: null,
    });
  });
});
