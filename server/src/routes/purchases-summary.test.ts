// GET /api/purchases/{checkoutId}: the thank-you page's read of one purchase, through the real app on
// both engines, from a checkout opened and paid on the sandbox as a buyer would.
import { DEFAULT_LAUNCH_SETTINGS } from '@funil/core/launch-settings';
import { PROGRAM } from '@funil/core/offers';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, type TestApp, testAppOn } from '@funil/testkit/server/test-server';
import { expect, it } from 'vitest';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { createLaunchSettingsRepository } from '../storage/launch-settings-repository.ts';

const TOKEN = 'token-do-webhook';
const GROUP = 'https://chat.whatsapp.com/CompradoresDoPrograma';

describeEachEngine('purchases: the thank-you page reads one purchase', (database) => {
  let t: TestApp;

  function app(options: { trustProxy?: boolean } = {}): TestApp {
    t = testAppOn(database().db, {
      payments: { provider: createSandboxProvider(), webhookToken: TOKEN },
      ...options,
    });
    return t;
  }

  async function saveLead(): Promise<{ id: string; token: string }> {
    const res = await postJson(t.app, '/api/leads', {
      name: 'Ana Maria Souza',
      phone: '5511987654321',
      email: 'ana@example.com',
      started_at: 0,
    });
    return res.json();
  }

  /** Opens a checkout as the payment modal does; its sandbox link and our checkout id. */
  async function open(
    method: 'pix' | 'credit-card' | 'multi',
    lead?: { id: string; token: string },
  ): Promise<{ link: string; checkoutId: string }> {
    const single = modalCheckoutRequest(method === 'pix' ? 'pix' : 'credit-card', lead?.id ?? null, {
      leadToken: lead?.token,
    });
    const body =
      method === 'multi'
        ? { ...single, billingTypes: ['PIX', 'CREDIT_CARD'], chargeTypes: ['DETACHED', 'INSTALLMENT'] }
        : single;
    const res = await postJson(t.app, `/api/payments/${method}`, body);
    expect(res.status).toBe(200);
    const { link } = await res.json();
    const { id } = await database()
      .db.selectFrom('checkouts')
      .select('id')
      .where('link', '=', link)
      .executeTakeFirstOrThrow();
    return { link, checkoutId: id };
  }

  async function pay(link: string, fields: Record<string, string>): Promise<string> {
    const paid = await sandboxAction(t.app, link, 'approve', fields);
    expect(paid.status).toBe(303);
    return new URL(paid.headers.get('location') ?? '').searchParams.get('checkout') ?? '';
  }

  const read = (checkoutId: string, init?: RequestInit) =>
    t.app.request(`/api/purchases/${checkoutId}`, init);

  async function setBuyersGroup(url: string | null) {
    await createLaunchSettingsRepository(database().db).save(
      { ...DEFAULT_LAUNCH_SETTINGS, contacts: { ...DEFAULT_LAUNCH_SETTINGS.contacts, buyersGroupUrl: url } },
      { id: 'staff-1', email: 'ana@funil.example', name: 'Ana' },
      '2025-04-01T11:00:00.000Z',
    );
  }

  it('a PIX purchase paid: the program, the amount of our checkout, PIX, and the next steps', async () => {
    app();
    const lead = await saveLead();
    const { link } = await open('pix', lead);
    const checkoutId = await pay(link, { method: 'PIX' });

    const res = await read(checkoutId);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({
      product: { kind: 'program', name: PROGRAM.name },
      amountCents: PROGRAM.pixPriceCents,
      items: [{ kind: 'main', name: PROGRAM.name, amountCents: PROGRAM.pixPriceCents }],
      coupon: null,
      currency: 'BRL',
      method: 'pix',
      installments: 1,
      status: 'paid',
      // The spec's launch sets no group link: the page says the team adds the buyer.
      nextSteps: { buyersGroupUrl: null, accessBy: 'whatsapp' },
    });
  });

  it('says nothing about the buyer: no name, phone, e-mail, lead or provider ids', async () => {
    app();
    const lead = await saveLead();
    const checkoutId = await pay((await open('pix', lead)).link, { method: 'PIX' });
    const text = await (await read(checkoutId)).text();
    for (const personal of ['Ana', 'Souza', '987654321', 'ana@example.com', lead.id, 'pay_sbx_', 'sbx_']) {
      expect(text).not.toContain(personal);
    }
  });

  it('hands out the buyers group link staff set, to a paid purchase only, as soon as it is saved', async () => {
    app();
    const lead = await saveLead();
    const paid = await pay((await open('pix', lead)).link, { method: 'PIX' });
    const waiting = (await open('pix', lead)).checkoutId;

    await setBuyersGroup(GROUP);
    expect((await (await read(paid)).json()).nextSteps).toEqual({
      buyersGroupUrl: GROUP,
      accessBy: 'whatsapp',
    });
    const unpaid = await (await read(waiting)).json();
    expect(unpaid).toMatchObject({ status: 'confirming', nextSteps: null });
    expect(JSON.stringify(unpaid)).not.toContain('chat.whatsapp.com');
    // The public settings still keep it to buyers.
    expect(await (await t.app.request('/api/launch-settings')).text()).not.toContain('chat.whatsapp.com');
  });

  it('a card sale in 3x: the card total, the card and its installments', async () => {
    app();
    const checkoutId = await pay((await open('credit-card', await saveLead())).link, {
      method: 'CREDIT_CARD',
      installments: '3',
    });
    expect(await (await read(checkoutId)).json()).toMatchObject({
      amountCents: PROGRAM.cardTotalCents,
      method: 'card',
      installments: 3,
      status: 'paid',
    });
  });

  it('a checkout that offered both says which one was used once paid', async () => {
    app();
    const { link, checkoutId } = await open('multi');
    expect(await (await read(checkoutId)).json()).toMatchObject({
      method: 'pix_or_card',
      status: 'confirming',
      nextSteps: null,
    });
    await pay(link, { method: 'PIX' });
    expect(await (await read(checkoutId)).json()).toMatchObject({
      method: 'pix',
      installments: 1,
      status: 'paid',
    });
  });

  it('an open checkout is still confirming; an expired or cancelled one was not paid', async () => {
    app();
    const lead = await saveLead();
    const open1 = await open('pix', lead);
    expect(await (await read(open1.checkoutId)).json()).toMatchObject({
      amountCents: PROGRAM.pixPriceCents,
      method: 'pix',
      status: 'confirming',
      nextSteps: null,
    });
    expect((await sandboxAction(t.app, open1.link, 'expire')).status).toBe(303);
    expect(await (await read(open1.checkoutId)).json()).toMatchObject({
      status: 'not_paid',
      nextSteps: null,
    });

    const open2 = await open('credit-card', lead);
    expect((await sandboxAction(t.app, open2.link, 'cancel')).status).toBe(303);
    expect(await (await read(open2.checkoutId)).json()).toMatchObject({
      amountCents: PROGRAM.cardTotalCents,
      method: 'card',
      installments: null,
      status: 'not_paid',
    });
  });

  it('a sale refunded or contested at the bank is no longer paid and leads nowhere', async () => {
    app();
    const checkoutId = await pay((await open('pix', await saveLead())).link, { method: 'PIX' });
    await setBuyersGroup(GROUP);
    for (const status of ['refunded', 'chargeback'] as const) {
      await database().db.updateTable('checkouts').set({ status }).where('id', '=', checkoutId).execute();
      expect(await (await read(checkoutId)).json()).toMatchObject({ status: 'refunded', nextSteps: null });
    }
    await database()
      .db.updateTable('checkouts')
      .set({ status: 'partially_refunded', refunded_cents: 10_000 })
      .where('id', '=', checkoutId)
      .execute();
    expect(await (await read(checkoutId)).json()).toMatchObject({
      amountCents: PROGRAM.pixPriceCents,
      status: 'paid',
      nextSteps: { buyersGroupUrl: GROUP },
    });
  });

  it('answers an unknown id and a malformed one alike, 404 purchase_unknown', async () => {
    app();
    const { checkoutId } = await open('pix');
    for (const id of [crypto.randomUUID(), 'nao-e-um-id', `${checkoutId}x`, '%00', "1' or '1'='1"]) {
      const res = await read(encodeURIComponent(id));
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect((await res.json()).error).toEqual({
        code: 'purchase_unknown',
        message: 'Não encontramos uma compra com este link.',
      });
    }
    // The id in capitals is the same id.
    expect((await read(checkoutId.toUpperCase())).status).toBe(200);
  });

  it('checkout ids are random UUIDs: nothing to enumerate', async () => {
    app();
    const ids = [(await open('pix')).checkoutId, (await open('pix')).checkoutId];
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('limits reads per IP address, apart from other visitors', async () => {
    app({ trustProxy: true });
    const proxyPeer = { incoming: { socket: { remoteAddress: '10.0.0.2' } } };
    const ask = (visitor: string) =>
      t.app.request(
        `/api/purchases/${crypto.randomUUID()}`,
        { headers: { 'x-forwarded-for': visitor } },
        proxyPeer,
      );
    for (let i = 0; i < 30; i += 1) expect((await ask('203.0.113.5')).status).toBe(404);
    const limited = await ask('203.0.113.5');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await ask('198.51.100.7')).status).toBe(404);
  });
});
