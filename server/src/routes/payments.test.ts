// POST /api/payments/*: the server's own prices and callbacks, a checkouts row per attempt, the lead's checkout_* fields.
import { PROGRAM } from '@funil/core/offers';
import { FAKE_API_KEY, type FakeAsaasApi, startFakeAsaasApi } from '@funil/testkit/fakes/fake-asaas-api';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAsaasClient } from '../providers/payments/asaas-client.ts';
import { createSandboxProvider, type SandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { FALSE, TRUE } from '../storage/sql-values.ts';

const SITE = 'http://localhost';

/** A partner whose registered site the modal's cancelUrl names. */
const PARTNER_SITE = 'https://parceiro.example';

async function addPartner(t: TestApp, code: string, siteOrigin: string, active = true): Promise<void> {
  const time = '2025-04-01T00:00:00.000Z';
  await t.db
    .insertInto('partners')
    .values({
      id: crypto.randomUUID(),
      code,
      name: code,
      is_active: active ? TRUE : FALSE,
      site_origin: siteOrigin,
      created_at: time,
      updated_at: time,
    })
    .execute();
}

/** What the payment modal sends, with callbacks on another site and a tampered price. */
function modalRequest(method: 'pix' | 'card', lead: SavedLead | string | null) {
  const leadId = typeof lead === 'string' ? lead : (lead?.id ?? null);
  const request = modalCheckoutRequest(method === 'pix' ? 'pix' : 'credit-card', leadId, {
    site: 'https://evil.example',
    leadToken: typeof lead === 'object' ? lead?.token : undefined,
  });
  return {
    ...request,
    callback: { ...request.callback, cancelUrl: 'https://parceiro.example/pagina' },
    _debug: { isMobile: true, viewport: '390x844' },
  };
}

/** A lead as its own browser knows it: the id and the secret the save answered. */
interface SavedLead {
  id: string;
  token: string;
}

async function saveLead(t: TestApp, phone = '5511987654321'): Promise<SavedLead> {
  const res = await postJson(t.app, '/api/leads', {
    name: 'Ana Souza',
    phone,
    email: 'ana@example.com',
    started_at: 0,
  });
  return res.json();
}

describe('POST /api/payments/* with the sandbox', () => {
  let t: TestApp;
  let sandbox: SandboxProvider;
  let lead: SavedLead;
  let leadId: string;

  beforeEach(async () => {
    sandbox = createSandboxProvider();
    t = await startTestServer({ payments: { provider: sandbox, webhookToken: 'segredo' } });
    lead = await saveLead(t);
    leadId = lead.id;
  });

  const cancelTarget = async (cancelUrl: string, buyer: SavedLead | null = lead) => {
    const body = modalRequest('pix', buyer);
    const res = await postJson(t.app, '/api/payments/pix', {
      ...body,
      callback: { ...body.callback, cancelUrl },
    });
    expect(res.status).toBe(200);
    const { link } = await res.json();
    const sent = (await sandbox.session(new URL(link).pathname.split('/').at(-1) ?? ''))?.request.callback
      .cancelUrl;
    const cancelled = await sandboxAction(t.app, link, 'cancel');
    expect(cancelled.status).toBe(303);
    // What the provider was told and where the buyer actually went are the same.
    expect(cancelled.headers.get('location')).toBe(sent);
    return sent;
  };

  // Issue 14, reproduction 10: the browser's cancelUrl was a redirect target to anywhere.
  it('sends the buyer back only to this site or an active partner’s registered site, else to the cancel page', async () => {
    const fallback = `${SITE}/pagamento/cancelado?lead=${leadId}`;
    for (const elsewhere of [
      'https://atacante.example/login',
      'https://parceiro.example.atacante.example/',
      'http://parceiro.example/pagina',
      'https://parceiro.example:8443/pagina',
    ]) {
      expect(await cancelTarget(elsewhere), elsewhere).toBe(fallback);
    }
    expect(await cancelTarget('https://atacante.example/', null)).toBe(`${SITE}/pagamento/cancelado`);
    expect(await cancelTarget(`${SITE}/ianapratica?x=1`)).toBe(`${SITE}/ianapratica?x=1`);
    expect(await cancelTarget(`${PARTNER_SITE}/vendas.html`)).toBe(fallback);
    await addPartner(t, 'parceiro', PARTNER_SITE);
    expect(await cancelTarget(`${PARTNER_SITE}/vendas.html`)).toBe(`${PARTNER_SITE}/vendas.html`);
    expect(t.logs.some((line) => String(line.msg).startsWith('cancelUrl fora do site'))).toBe(true);
  });

  it('stops returning to a partner’s site once the partner is switched off', async () => {
    await addPartner(t, 'antigo', 'https://antigo.example', false);
    expect(await cancelTarget('https://antigo.example/pagina')).toBe(
      `${SITE}/pagamento/cancelado?lead=${leadId}`,
    );
  });

  it('answers a sandbox link for a PIX checkout, priced from our offer, not the browser', async () => {
    await addPartner(t, 'parceiro', PARTNER_SITE);
    const res = await postJson(t.app, '/api/payments/pix', modalRequest('pix', lead), {
      'x-request-id': 'frontend_1',
    });
    expect(res.status).toBe(200);
    const { link } = await res.json();
    expect(link).toMatch(new RegExp(`^${SITE}/sandbox/checkout/sbx_[0-9a-f]{32}\\?key=[\\w-]{32}$`));

    const session = await sandbox.session(new URL(link).pathname.split('/').at(-1) ?? '');
    const checkout = await t.db.selectFrom('checkouts').select('id').executeTakeFirstOrThrow();
    expect(session?.request).toEqual({
      billingTypes: ['PIX'],
      chargeTypes: ['DETACHED'],
      minutesToExpire: 1440,
      items: [
        {
          name: PROGRAM.name,
          description: `Programa ${PROGRAM.name} - PIX à vista`,
          quantity: 1,
          value: 1797,
        },
      ],
      callback: {
        successUrl: `${SITE}/pagamento/sucesso?lead=${leadId}&checkout=${checkout.id}`,
        cancelUrl: 'https://parceiro.example/pagina',
        expiredUrl: `${SITE}/pagamento/expirado?lead=${leadId}`,
      },
      // At most the first name on the payment page (decision 0019); the buyer completes it there.
      customerData: { name: 'Ana', phone: '11987654321', email: 'ana@example.com' },
      externalReference: `${PROGRAM.externalReferencePrefix}${leadId}`,
    });
  });

  it('stores one checkouts row per attempt and follows it on the lead', async () => {
    const first = await (await postJson(t.app, '/api/payments/pix', modalRequest('pix', lead))).json();
    const second = await (
      await postJson(t.app, '/api/payments/credit-card', modalRequest('card', lead))
    ).json();

    const rows = await t.db.selectFrom('checkouts').selectAll().orderBy('method', 'desc').execute();
    expect(rows).toHaveLength(2);
    expect(
      rows.map((row) => [row.method, row.amount_cents, row.max_installments, row.status, row.lead_id]),
    ).toEqual([
      ['pix', PROGRAM.pixPriceCents, 1, 'created', leadId],
      ['credit-card', PROGRAM.cardTotalCents, 12, 'created', leadId],
    ]);
    expect(rows.map((row) => row.link)).toEqual([first.link, second.link]);
    expect(rows[0]?.provider).toBe('sandbox');
    expect(rows[0]?.external_reference).toBe(`PROGRAMAIANAPRATICA_${leadId}`);

    const row = await t.db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(row.checkout_status).toBe('created');
    expect(row.checkout_url).toBe(second.link);
    expect(row.checkout_created_at).toBe('2025-04-01T12:00:00.000Z');
  });

  it('asks the card checkout for 12 installments at the card total', async () => {
    const { link } = await (
      await postJson(t.app, '/api/payments/credit-card', modalRequest('card', lead))
    ).json();
    const request = (await sandbox.session(new URL(link).pathname.split('/').at(-1) ?? ''))?.request;
    expect(request?.installment).toEqual({ maxInstallmentCount: 12 });
    expect(request?.chargeTypes).toEqual(['INSTALLMENT']);
    expect(request?.items[0]?.value).toBe(2080.32);
  });

  it('references a checkout without a lead by a timestamp, with callbacks without the lead parameter', async () => {
    const { link } = await (await postJson(t.app, '/api/payments/pix', modalRequest('pix', null))).json();
    const request = (await sandbox.session(new URL(link).pathname.split('/').at(-1) ?? ''))?.request;
    expect(request?.externalReference).toBe(`PROGRAMAIANAPRATICA_${Date.parse('2025-04-01T12:00:00.000Z')}`);
    const row = await t.db.selectFrom('checkouts').selectAll().executeTakeFirstOrThrow();
    expect(request?.callback.successUrl).toBe(`${SITE}/pagamento/sucesso?checkout=${row.id}`);
    expect(request?.callback.expiredUrl).toBe(`${SITE}/pagamento/expirado`);
    expect(request?.customerData).toBeUndefined();
    expect(row.lead_id).toBeNull();
  });

  it('goes on without a lead when the browser names one that does not exist', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    const res = await postJson(t.app, '/api/payments/pix', modalRequest('pix', ghost));
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('checkouts').selectAll().executeTakeFirstOrThrow();
    expect(row.lead_id).toBeNull();
  });

  it('builds a PIX + card checkout on /multi', async () => {
    const body = {
      ...modalRequest('card', lead),
      billingTypes: ['PIX', 'CREDIT_CARD'],
      chargeTypes: ['DETACHED', 'INSTALLMENT'],
    };
    const { link } = await (await postJson(t.app, '/api/payments/multi', body)).json();
    const request = (await sandbox.session(new URL(link).pathname.split('/').at(-1) ?? ''))?.request;
    expect(request?.billingTypes).toEqual(['PIX', 'CREDIT_CARD']);
    expect(request?.installment).toEqual({ maxInstallmentCount: 12 });
  });

  it('refuses billing types that do not belong to the endpoint with 400', async () => {
    const res = await postJson(t.app, '/api/payments/pix', modalRequest('card', lead));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('payment_method_mismatch');
    expect(await t.db.selectFrom('checkouts').selectAll().execute()).toEqual([]);
  });

  it('refuses a malformed request with 400 and a pt-BR message', async () => {
    const res = await postJson(t.app, '/api/payments/pix', { billingTypes: ['BOLETO'] });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toBe('Alguns dados estão inválidos. Confira e tente novamente.');
  });

  it('refuses broken JSON with 400', async () => {
    const res = await postJson(t.app, '/api/payments/pix', '{"billingTypes":');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_json');
  });

  it('answers 404 for an unknown payment endpoint', async () => {
    const res = await postJson(t.app, '/api/payments/boleto', modalRequest('pix', lead));
    expect(res.status).toBe(404);
  });

  it('answers 404 when the offer is no longer on sale', async () => {
    await t.db.updateTable('offers').set({ is_active: 0 }).execute();
    const res = await postJson(t.app, '/api/payments/pix', modalRequest('pix', lead));
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('offer_unavailable');
  });

  it('limits checkout attempts per IP with 429 and Retry-After', async () => {
    const limited = await startTestServer({
      payments: { provider: sandbox, webhookToken: 'segredo', checkoutsPerMinute: 2 },
    });
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await postJson(limited.app, '/api/payments/pix', modalRequest('pix', null))).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const res = await postJson(limited.app, '/api/payments/pix', modalRequest('pix', null));
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).error.message).toBe('Muitas requisições. Aguarde um momento.');
  });

  it('allows the partner page its own origin (CORS) for the checkout call', async () => {
    const res = await t.app.request('/api/payments/pix', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://parceiro.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-request-id',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-request-id');
  });
});

describe('POST /api/payments/* with the Asaas client', () => {
  let fake: FakeAsaasApi;
  beforeAll(async () => {
    fake = await startFakeAsaasApi();
  });
  afterAll(() => fake.close());

  async function asaasApp(apiKey = FAKE_API_KEY, timeoutMs = 2_000) {
    const provider = createAsaasClient({ baseUrl: fake.baseUrl, apiKey, timeoutMs });
    return startTestServer({
      publicOrigin: 'https://funil.example',
      payments: { provider, webhookToken: 'segredo' },
    });
  }

  it('answers the provider link and keeps its checkout id', async () => {
    const t = await asaasApp();
    const lead = await saveLead(t);
    const leadId = lead.id;
    const res = await postJson(t.app, '/api/payments/pix', modalRequest('pix', lead));
    expect(res.status).toBe(200);
    const { link } = await res.json();
    const row = await t.db.selectFrom('checkouts').selectAll().executeTakeFirstOrThrow();
    expect(row.provider).toBe('asaas');
    expect(row.link).toBe(link);
    expect(row.provider_checkout_id).toMatch(/^chk_fake_/);
    const sent = fake.requests.at(-1)?.body as { callback: { successUrl: string } };
    expect(sent.callback.successUrl).toBe(
      `https://funil.example/pagamento/sucesso?lead=${leadId}&checkout=${row.id}`,
    );
  });

  it('answers 502 and marks the attempt failed when the provider refuses our key', async () => {
    const t = await asaasApp('chave-errada');
    const res = await postJson(t.app, '/api/payments/pix', modalRequest('pix', null));
    expect(res.status).toBe(502);
    expect((await res.json()).error).toEqual({
      code: 'payment_provider_error',
      message: 'Servidor de pagamentos temporariamente indisponível',
    });
    const row = await t.db.selectFrom('checkouts').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });

  it('answers 504 when the provider does not answer in time', async () => {
    const t = await asaasApp(FAKE_API_KEY, 200);
    fake.replies.push({ hang: true });
    const res = await postJson(t.app, '/api/payments/pix', modalRequest('pix', null));
    expect(res.status).toBe(504);
    expect((await res.json()).error.code).toBe('payment_provider_timeout');
  });
});
