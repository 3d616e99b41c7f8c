// The staff's webhook log: deliveries that changed nothing are listed first, with a status to read.
import type { WebhookLogPage } from '@funil/core/payment-webhook-log';
import { adminDepsFor } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { postJson, startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxProvider } from '../../providers/payments/sandbox-provider.ts';
import { paymentWebhooksRoutes } from './payment-webhooks.ts';

const TOKEN = 'segredo';
let t: TestApp;
let leadId: string;
let providerId: string;

const send = (body: unknown) => postJson(t.app, '/api/webhooks/asaas', body, { 'asaas-access-token': TOKEN });
const log = async (query = '', role: 'admin' | 'viewer' = 'admin') => {
  const res = await asStaff(paymentWebhooksRoutes(adminDepsFor(t.db)), role).request(`/${query}`);
  return { status: res.status, body: (await res.json()) as WebhookLogPage };
};

beforeEach(async () => {
  t = await startTestServer({ payments: { provider: createSandboxProvider(), webhookToken: TOKEN } });
  const saved = await (
    await postJson(t.app, '/api/leads', { name: 'Ana Souza', phone: '5511987654321', started_at: 0 })
  ).json();
  leadId = saved.id;
  const { link } = await (
    await postJson(
      t.app,
      '/api/payments/pix',
      modalCheckoutRequest('pix', leadId, { leadToken: saved.token }),
    )
  ).json();
  providerId = new URL(link).pathname.split('/').at(-1) ?? '';
});

describe('/api/admin/payment-webhooks', () => {
  it('lists the deliveries that changed nothing by default, each with its status, and all on request', async () => {
    await send({ id: 'evt_pago', event: 'CHECKOUT_PAID', checkout: { id: providerId } });
    await send('{"quebrado":');
    await send({ id: 'evt_sem_checkout', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_x' } });

    const problems = await log();
    expect(problems.status).toBe(200);
    expect(problems.body).toMatchObject({ total: 2, page: 1, pageSize: 50, filter: 'problems' });
    expect(problems.body.entries.map((entry) => [entry.eventType, entry.status]).sort()).toEqual([
      ['PAYMENT_RECEIVED', 'unknown_checkout'],
      ['UNKNOWN', 'invalid_body'],
    ]);
    expect(problems.body.entries.find((entry) => entry.status === 'invalid_body')?.payload).toBe(
      '{"quebrado":',
    );

    const all = await log('?filter=all');
    expect(all.body.total).toBe(3);
    expect(all.body.entries.find((entry) => entry.providerEventId === 'evt_pago')).toMatchObject({
      status: 'processed',
      leadId,
      leadName: 'Ana Souza',
    });
  });

  it('is for admins only and refuses an unknown filter', async () => {
    expect((await log('', 'viewer')).status).toBe(403);
    expect((await log('?filter=tudo')).status).toBe(400);
  });
});
