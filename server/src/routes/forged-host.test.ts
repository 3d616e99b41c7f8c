// Issue 27, reproduction 3: a request's Host (or X-Forwarded-Host) named the host of every link the
// server wrote back. Each absolute URL must name the configured public origin, whatever the caller typed.
import type { AdminPartner } from '@funil/core/partner-admin';
import { adminDepsFor, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxProvider, type SandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { adminPartnersRoutes } from './admin/partners.ts';

const SITE = 'https://funil.example';
const EVIL = 'http://evil.example';
/** @hono/node-server builds the request URL from the Host header: a full URL here is what it sees. */
const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

let t: TestApp;
let sandbox: SandboxProvider;
let leadId: string;
let leadToken: string;

beforeEach(async () => {
  sandbox = createSandboxProvider();
  t = await startTestServer({ publicOrigin: SITE, payments: { provider: sandbox, webhookToken: 'segredo' } });
  const res = await postJson(t.app, '/api/leads', {
    name: 'Ana Souza',
    phone: '5511987654321',
    started_at: 0,
  });
  ({ id: leadId, token: leadToken } = await res.json());
});

/** The modal's request as an attacker's page would build it: every callback on the attacker's host. */
function attackerRequest(endpoint: 'pix' | 'credit-card' | 'multi') {
  const single = modalCheckoutRequest(endpoint === 'pix' ? 'pix' : 'credit-card', leadId, {
    leadToken,
    site: EVIL,
  });
  if (endpoint !== 'multi') return single;
  return {
    ...single,
    billingTypes: ['PIX', 'CREDIT_CARD'],
    chargeTypes: ['DETACHED', 'INSTALLMENT'],
  };
}

async function forgedCheckout(endpoint: 'pix' | 'credit-card' | 'multi'): Promise<string> {
  const res = await postJson(t.app, `${EVIL}/api/payments/${endpoint}`, attackerRequest(endpoint), FORGED);
  expect(res.status).toBe(200);
  return ((await res.json()) as { link: string }).link;
}

/** The sandbox page's own button, posted from where the link leads. */
function press(link: string, outcome: 'approve' | 'cancel' | 'expire') {
  const url = new URL(link);
  return t.app.request(`${EVIL}${url.pathname}/${outcome}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...FORGED,
    },
    body: new URLSearchParams({ key: url.searchParams.get('key') ?? '', method: 'PIX' }).toString(),
  });
}

describe('absolute URLs with a forged Host', () => {
  for (const endpoint of ['pix', 'credit-card', 'multi'] as const) {
    it(`POST /api/payments/${endpoint} answers a link on the public origin, with callbacks there too`, async () => {
      const link = await forgedCheckout(endpoint);
      expect(new URL(link).origin).toBe(SITE);
      const session = await sandbox.session(new URL(link).pathname.split('/').at(-1) ?? '');
      const callback = session?.request.callback;
      expect(
        [callback?.successUrl, callback?.cancelUrl, callback?.expiredUrl].map(
          (url) => new URL(url ?? '').origin,
        ),
      ).toEqual([SITE, SITE, SITE]);
      const lead = await t.db
        .selectFrom('leads')
        .select('checkout_url')
        .where('id', '=', leadId)
        .executeTakeFirstOrThrow();
      expect(lead.checkout_url).toBe(link);
      // The WhatsApp messages' {link_pagamento} is the checkout row's link (message-values.ts).
      const rows = await t.db.selectFrom('checkouts').select('link').where('lead_id', '=', leadId).execute();
      expect(rows.map((row) => row.link)).toEqual([link]);
    });
  }

  it("the sandbox's cancel sends the buyer to this site's cancelled page, not the attacker's cancelUrl", async () => {
    const res = await press(await forgedCheckout('pix'), 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/pagamento/cancelado?lead=${leadId}`);
  });

  it("the sandbox's approval hands the purchase's link to this site only", async () => {
    const res = await press(await forgedCheckout('credit-card'), 'approve');
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin).toBe(SITE);
    expect(location.pathname).toBe('/pagamento/sucesso');
    expect(location.searchParams.get('checkout')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an app built without an origin names its own address, never the Host', async () => {
    t = await startTestServer({ payments: { provider: createSandboxProvider(), webhookToken: 'segredo' } });
    const res = await postJson(t.app, `${EVIL}/api/payments/pix`, modalCheckoutRequest('pix', null), FORGED);
    expect(new URL(((await res.json()) as { link: string }).link).origin).toBe('http://localhost');
  });

  it("the partner snippet staff copy names this site's origin", async () => {
    const routes = asStaff(adminPartnersRoutes({ ...adminDepsFor(t.db), publicOrigin: SITE }));
    const res = await routes.request(`${EVIL}/`, {
      ...jsonRequest('POST', { code: 'loja-da-ana', name: 'Loja da Ana' }),
      headers: { ...FORGED, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(201);
    const { partner } = (await res.json()) as { partner: AdminPartner };
    expect(partner.landingUrl).toBe(`${SITE}/parceiro/loja-da-ana`);
    expect(partner.snippet).toContain(`src="${SITE}/embed.js" data-api="${SITE}"`);
    expect(partner.snippet).not.toContain('evil.example');
  });
});
