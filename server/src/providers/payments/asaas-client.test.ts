// The Asaas client against a local fake of its API: the shared contract, then its failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCheckoutRequest } from '../../domain/checkout-plan.ts';
import { checkoutPageFor, createAsaasClient } from './asaas-client.ts';
import { FAKE_API_KEY, type FakeAsaasApi, startFakeAsaasApi } from './fake-asaas-api.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { CONTRACT_REQUEST, describePaymentProviderContract } from './payment-provider-contract.ts';

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

  it('places the checkout page on the site of the API', () => {
    expect(checkoutPageFor('https://api.asaas.com/v3', 'x')).toBe(
      'https://asaas.com/checkoutSession/show?id=x',
    );
    expect(checkoutPageFor('https://api-sandbox.asaas.com/v3', 'x')).toBe(
      'https://sandbox.asaas.com/checkoutSession/show?id=x',
    );
  });
});
