// The Asaas client against a local fake of its API: the shared contract, then its failures.

import { PROGRAM } from '@funil/core/offers';
import {
  CONTRACT_REQUEST,
  describePaymentProviderContract,
} from '@funil/testkit/contracts/payment-provider-contract';
import { FAKE_API_KEY, type FakeAsaasApi, startFakeAsaasApi } from '@funil/testkit/fakes/fake-asaas-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCheckout } from '../../domain/checkout-plan.ts';
import { offerOnlyOrder } from '../../domain/order-pricing.ts';
import type { Offer } from '../../domain/ports/checkouts.ts';
import type { ProviderCheckoutRequest } from '../../domain/ports/payments.ts';
import { PaymentProviderError } from '../../domain/ports/payments.ts';
import { checkoutPageFor, createAsaasClient } from './asaas-client.ts';

let fake: FakeAsaasApi;
beforeAll(async () => {
  fake = await startFakeAsaasApi();
});
afterAll(() => fake.close());

const client = (apiKey = FAKE_API_KEY, timeoutMs = 2_000) =>
  createAsaasClient({ baseUrl: fake.baseUrl, apiKey, timeoutMs });

describePaymentProviderContract('Asaas', {
  provider: () => client(),
  lastReceived: () => fake.requests.at(-1)?.body as ProviderCheckoutRequest | undefined,
  openInstallmentPlan: (count) => {
    const id = crypto.randomUUID();
    fake.installments.set(id, count);
    return id;
  },
  addCustomer: ({ name, email, phone }) => {
    const id = `cus_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
    // Asaas keeps the buyer's mobile apart from a landline.
    fake.customers.set(id, { name, email, mobilePhone: phone, phone: null });
    return id;
  },
  pixCharges: {
    // A PIX paid in a bank app: Asaas may confirm before it says received.
    pay: (id) => void fake.payPix(id, { confirmedFirst: true }),
    expire: (id) => void fake.makeOverdue(id),
    webhooks: () => fake.webhooks,
    // What POST /v3/payments carried for this payment, as Asaas received it.
    receivedSplit: (id) => {
      const created = fake.requests.find(
        (request) =>
          request.method === 'POST' &&
          request.path === '/v3/payments' &&
          fake.payments.get(id)?.externalReference ===
            (request.body as { externalReference?: unknown }).externalReference &&
          fake.payments.get(id)?.customer === (request.body as { customer?: unknown }).customer,
      );
      return (created?.body as { split?: unknown } | undefined)?.split;
    },
    paySplit: (id) => void fake.paySplits(id),
    refund: (id) => void fake.refund(id),
  },
});

const CONTEXT = { origin: 'http://localhost' };

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return (error as PaymentProviderError).failure;
}

describe('Asaas client', () => {
  it('posts to /checkouts with the API key in the access_token header', async () => {
    await client().createCheckout(CONTRACT_REQUEST, CONTEXT);
    const sent = fake.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v3/checkouts');
    expect(sent?.headers.access_token).toBe(FAKE_API_KEY);
    expect(sent?.headers['content-type']).toBe('application/json');
  });

  it('reports a refused API key as a rejection with its status and description', async () => {
    expect(await failureOf(client('chave-errada').createCheckout(CONTRACT_REQUEST, CONTEXT))).toEqual({
      kind: 'rejected',
      status: 401,
      detail: 'Chave inválida',
    });
  });

  it('reports a 400 of the provider as a rejection', async () => {
    fake.replies.push({
      status: 400,
      body: { errors: [{ code: 'invalid', description: 'Campo inválido' }] },
    });
    expect(await failureOf(client().createCheckout(CONTRACT_REQUEST, CONTEXT))).toMatchObject({
      kind: 'rejected',
      status: 400,
    });
  });

  it('reports an answer without an id as invalid', async () => {
    fake.replies.push({ rawBody: '{"status":"ACTIVE"}' });
    expect(await failureOf(client().createCheckout(CONTRACT_REQUEST, CONTEXT))).toEqual({
      kind: 'invalid_response',
    });
  });

  it('builds the checkout page from the id when the answer has no link', async () => {
    fake.replies.push({ status: 200, body: { id: 'abc-123' } });
    const checkout = await client().createCheckout(CONTRACT_REQUEST, CONTEXT);
    expect(checkout).toEqual({ id: 'abc-123', link: checkoutPageFor(fake.baseUrl, 'abc-123') });
  });

  it('gives up after its timeout', async () => {
    fake.replies.push({ hang: true });
    expect(await failureOf(client(FAKE_API_KEY, 200).createCheckout(CONTRACT_REQUEST, CONTEXT))).toEqual({
      kind: 'timeout',
    });
  });

  it('reports a closed port as unreachable', async () => {
    const closed = createAsaasClient({
      baseUrl: 'http://127.0.0.1:1/v3',
      apiKey: FAKE_API_KEY,
      timeoutMs: 2_000,
    });
    expect(await failureOf(closed.createCheckout(CONTRACT_REQUEST, CONTEXT))).toEqual({
      kind: 'unreachable',
    });
  });

  it('reads an installment plan with the API key, and no count when Asaas refuses or is away', async () => {
    fake.installments.set('ins_1', 3);
    expect(await client().installmentCount('ins_1')).toBe(3);
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ method: 'GET', path: '/v3/installments/ins_1' });
    expect(sent?.headers.access_token).toBe(FAKE_API_KEY);
    expect(await client('chave-errada').installmentCount('ins_1')).toBeUndefined();
    const closed = createAsaasClient({
      baseUrl: 'http://127.0.0.1:1/v3',
      apiKey: FAKE_API_KEY,
      timeoutMs: 500,
    });
    expect(await closed.installmentCount('ins_1')).toBeUndefined();
  });

  it('is refused where Asaas refuses: expiry outside 10–1440 minutes, missing fields, PIX in installments', async () => {
    const refused = async (request: unknown) =>
      failureOf(client().createCheckout(request as ProviderCheckoutRequest, CONTEXT));
    for (const minutesToExpire of [5, 9, 1_441]) {
      expect(await refused({ ...CONTRACT_REQUEST, minutesToExpire })).toMatchObject({
        kind: 'rejected',
        status: 400,
        detail: 'O campo minutesToExpire deve estar entre 10 e 1440.',
      });
    }
    const { callback, ...noCallback } = CONTRACT_REQUEST;
    expect(await refused(noCallback)).toMatchObject({ status: 400 });
    expect(
      await refused({ ...CONTRACT_REQUEST, callback: { ...callback, expiredUrl: 'obrigado' } }),
    ).toMatchObject({
      status: 400,
    });
    const item = CONTRACT_REQUEST.items[0];
    expect(await refused({ ...CONTRACT_REQUEST, items: [{ ...item, description: '' }] })).toMatchObject({
      status: 400,
    });
    expect(await refused({ ...CONTRACT_REQUEST, chargeTypes: ['INSTALLMENT'] })).toMatchObject({
      detail: 'Parcelamento só é permitido com cartão de crédito.',
    });
    expect(
      await refused({ ...CONTRACT_REQUEST, billingTypes: ['CREDIT_CARD'], chargeTypes: ['INSTALLMENT'] }),
    ).toMatchObject({ detail: 'O campo installment.maxInstallmentCount deve ser informado.' });
  });

  it('accepts every checkout the server plans for the program (PIX, card and both)', async () => {
    const offer: Offer = {
      code: 'ia-na-pratica',
      name: PROGRAM.name,
      pix_price_cents: PROGRAM.pixPriceCents,
      card_total_cents: PROGRAM.cardTotalCents,
      max_installments: 12,
      checkout_expiry_minutes: PROGRAM.checkoutExpiryMinutes,
      external_reference_prefix: PROGRAM.externalReferencePrefix,
    };
    for (const endpoint of ['pix', 'credit-card', 'multi'] as const) {
      const plan = planCheckout({
        endpoint,
        offer,
        order: offerOnlyOrder(offer, endpoint === 'pix'),
        lead: { id: '11111111-2222-4333-8444-555555555555', name: 'Ana', phone: '5511987654321', email: '' },
        siteOrigin: 'https://funil.example',
        cancelUrl: 'https://funil.example/ianapratica',
        checkoutId: 'c1',
        now: new Date('2026-11-23T12:00:00Z'),
      });
      await expect(client().createCheckout(plan.request, CONTEXT)).resolves.toMatchObject({
        id: expect.any(String),
      });
    }
  });

  it('places the checkout page on the site of the API', () => {
    expect(checkoutPageFor('https://api.asaas.com/v3', 'x')).toBe(
      'https://asaas.com/checkoutSession/show?id=x',
    );
    expect(checkoutPageFor('https://api-sandbox.asaas.com/v3', 'x')).toBe(
      'https://sandbox.asaas.com/checkoutSession/show?id=x',
    );
  });
});
