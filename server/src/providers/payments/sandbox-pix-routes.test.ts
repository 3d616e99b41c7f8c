// The sandbox's PIX charge page: shows the charge, its QR and code; pays or expires it with the
// webhook Asaas would send, through our own webhook route; only with the link's key, from the page.

import { createHash } from 'node:crypto';
import { pixChargeRequest } from '@funil/testkit/contracts/pix-charge-contract';
import { parseBrCode } from '@funil/testkit/pix/parse-br-code';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProviderPixCharge } from '../../domain/ports/payments.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.ts';

let t: TestApp;
let sandbox: SandboxProvider;
let charge: ProviderPixCharge;
let checkoutId: string;
let link: string;

const status = async () =>
  (await t.db.selectFrom('checkouts').select('status').where('id', '=', checkoutId).executeTakeFirstOrThrow())
    .status;
/** The events the webhook route kept (the test clock is fixed, so sorted by name). */
const events = async () =>
  (await t.db.selectFrom('provider_events').select('event_type').execute())
    .map((row) => row.event_type)
    .sort();

beforeEach(async () => {
  sandbox = createSandboxProvider();
  t = await startTestServer({ payments: { provider: sandbox, webhookToken: 'segredo' } });
  const lead = await (
    await postJson(t.app, '/api/leads', { name: 'Ana Souza', phone: '5511987654321', started_at: 0 })
  ).json();
  await postJson(t.app, '/api/payments/pix', modalCheckoutRequest('pix', lead.id, { leadToken: lead.token }));
  checkoutId = (await t.db.selectFrom('checkouts').select('id').executeTakeFirstOrThrow()).id;
  // As the PIX charge use case keeps it: the charge's payment id is the checkout's provider id.
  charge = await sandbox.createPixCharge(pixChargeRequest(), { origin: 'http://localhost' });
  await t.db
    .updateTable('checkouts')
    .set({ provider_checkout_id: charge.id })
    .where('id', '=', checkoutId)
    .execute();
  link = charge.testPayUrl ?? '';
});

describe('sandbox PIX charge page', () => {
  it('is linked from the charge, with its own key, on the requesting origin', () => {
    const url = new URL(link);
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toBe(`/sandbox/pix/${charge.id}`);
    expect(url.searchParams.get('key')).toMatch(/^[\w-]{32}$/);
  });

  it('shows a test-labelled Portuguese page with the amount, the QR and the code of the charge', async () => {
    const res = await t.app.request(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Ambiente de teste.');
    expect(html).toContain('R$ 1.797,00');
    expect(html).toContain(`src="data:image/png;base64,${charge.encodedImage}"`);
    const code = /<textarea id="pix-code"[^>]*>([^<]+)</.exec(html)?.[1] ?? '';
    expect(code).toBe(charge.payload);
    expect(parseBrCode(code).crcValid).toBe(true);
    expect(html).toContain('Simular pagamento aprovado (teste)');
    expect(html).toContain('Simular expiração (teste)');
    // Unframeable, its one style allowed by hash, and its QR (a data: image) allowed too.
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const policy = res.headers.get('content-security-policy') ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(policy).toMatch(/img-src [^;]*data:/);
    expect(policy).not.toContain('unsafe-');
  });

  it('pays the checkout with PAYMENT_RECEIVED, once', async () => {
    const res = await sandboxAction(t.app, link, 'approve');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(new URL(link).pathname + new URL(link).search);
    expect(await status()).toBe('paid');
    expect(await events()).toEqual(['PAYMENT_RECEIVED']);
    await sandboxAction(t.app, link, 'approve');
    expect(await events()).toEqual(['PAYMENT_RECEIVED']);
    const html = await (await t.app.request(link)).text();
    expect(html).toContain('já foi paga');
    expect(html).not.toContain('Simular pagamento aprovado');
    // Paid is final: our own expiry can no longer remove it.
    expect(await sandbox.cancelPixCharge(charge.id)).toBe(false);
    expect(await status()).toBe('paid');
  });

  it('expires the checkout with PAYMENT_OVERDUE; a late payment still pays it', async () => {
    await sandboxAction(t.app, link, 'expire');
    expect(await status()).toBe('expired');
    const html = await (await t.app.request(link)).text();
    expect(html).toContain('venceu sem pagamento');
    expect(html).not.toContain('Simular expiração');
    await sandboxAction(t.app, link, 'approve');
    expect(await status()).toBe('paid');
    expect(await events()).toEqual(['PAYMENT_OVERDUE', 'PAYMENT_RECEIVED']);
  });

  it('cancels through cancelPixCharge with PAYMENT_DELETED, and then offers no button', async () => {
    expect(await sandbox.cancelPixCharge(charge.id)).toBe(true);
    expect(await status()).toBe('canceled');
    expect(await events()).toEqual(['PAYMENT_DELETED']);
    const html = await (await t.app.request(link)).text();
    expect(html).toContain('foi cancelada');
    expect(html).not.toContain('<button');
  });

  it('shows nothing and does nothing without the right key, or from another site', async () => {
    const before = await status();
    const url = new URL(link);
    expect((await t.app.request(url.pathname)).status).toBe(404);
    expect((await t.app.request(`${url.pathname}?key=errada`)).status).toBe(404);
    const wrongKey = new URL(link);
    wrongKey.searchParams.set('key', 'errada');
    expect((await sandboxAction(t.app, wrongKey.toString(), 'approve')).status).toBe(404);
    const crossSite = await t.app.request(`${url.pathname}/approve`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://outro.example',
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams({ key: url.searchParams.get('key') ?? '' }).toString(),
    });
    expect(crossSite.status).toBe(403);
    expect(await status()).toBe(before);
    expect((await sandbox.pixCharge(charge.id))?.status).toBe('ACTIVE');
    expect(await events()).toEqual([]);
  });
});
