// The Asaas client's PIX charge against the local fake: what it sends Asaas, and how it fails.

import { pixChargeRequest } from '@funil/testkit/contracts/pix-charge-contract';
import { FAKE_API_KEY, type FakeAsaasApi, startFakeAsaasApi } from '@funil/testkit/fakes/fake-asaas-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../../domain/ports/payments.ts';
import { createAsaasClient } from './asaas-client.ts';
import { saoPauloDate } from './asaas-pix-charge.ts';

let fake: FakeAsaasApi;
beforeAll(async () => {
  fake = await startFakeAsaasApi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const client = (apiKey = FAKE_API_KEY, timeoutMs = 2_000) =>
  createAsaasClient({ baseUrl: fake.baseUrl, apiKey, timeoutMs });
const CONTEXT = { origin: 'http://localhost' };

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return (error as PaymentProviderError).failure;
}

describe('Asaas PIX charge', () => {
  it('creates the customer without notifications, then the PIX payment, then reads its QR code', async () => {
    const request = { ...pixChargeRequest(), expiresAt: '2099-03-01T02:30:00.000Z' };
    const charge = await client().createPixCharge(request, CONTEXT);
    const [customer, payment, qr] = fake.requests;
    expect(customer).toMatchObject({
      method: 'POST',
      path: '/v3/customers',
      body: {
        name: 'Bia Rocha',
        email: 'bia@exemplo.com',
        mobilePhone: '11987654321',
        cpfCnpj: '52998224725',
        notificationDisabled: true,
      },
    });
    expect(customer?.headers.access_token).toBe(FAKE_API_KEY);
    const customerId = [...fake.customers.keys()].at(-1);
    expect(payment).toMatchObject({
      method: 'POST',
      path: '/v3/payments',
      body: {
        customer: customerId,
        billingType: 'PIX',
        value: 1797,
        // 02:30 UTC is still the evening before in São Paulo.
        dueDate: '2099-02-28',
        description: 'IA NA PRÁTICA',
        externalReference: request.externalReference,
      },
    });
    expect(qr).toMatchObject({ method: 'GET', path: `/v3/payments/${charge.id}/pixQrCode` });
    expect(charge.expirationDate).toBe('2100-02-28 23:59:59');
    expect(charge.testPayUrl).toBeUndefined();
  });

  it('reads the due date as the São Paulo calendar day', () => {
    expect(saoPauloDate('2026-11-28T02:59:59Z')).toBe('2026-11-27');
    expect(saoPauloDate('2026-11-28T03:00:00Z')).toBe('2026-11-28');
  });

  it('reports a refused key, a refused customer and a refused payment with status and description', async () => {
    expect(await failureOf(client('chave-errada').createPixCharge(pixChargeRequest(), CONTEXT))).toEqual({
      kind: 'rejected',
      status: 401,
      detail: 'Chave inválida',
    });
    const badCpf = {
      ...pixChargeRequest(),
      customer: { ...pixChargeRequest().customer, cpfCnpj: '12345678900' },
    };
    expect(await failureOf(client().createPixCharge(badCpf, CONTEXT))).toEqual({
      kind: 'rejected',
      status: 400,
      detail: 'O CPF/CNPJ informado é inválido.',
    });
    const past = { ...pixChargeRequest(), expiresAt: '2020-01-01T12:00:00Z' };
    expect(await failureOf(client().createPixCharge(past, CONTEXT))).toMatchObject({
      kind: 'rejected',
      status: 400,
    });
  });

  it('removes the payment it made when its QR code cannot be read, then reports why', async () => {
    fake.paymentReplies.pixQrCode.push({ status: 500, body: { errors: [{ description: 'Erro interno' }] } });
    expect(await failureOf(client().createPixCharge(pixChargeRequest(), CONTEXT))).toEqual({
      kind: 'rejected',
      status: 500,
      detail: 'Erro interno',
    });
    const paymentId = [...fake.payments.keys()].at(-1) ?? '';
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v3/payments/${paymentId}` });
    expect(fake.payments.get(paymentId)?.deleted).toBe(true);
  });

  it('reports a QR answer without a code as invalid, and removes that payment too', async () => {
    fake.paymentReplies.pixQrCode.push({ status: 200, body: { encodedImage: '', payload: '' } });
    expect(await failureOf(client().createPixCharge(pixChargeRequest(), CONTEXT))).toEqual({
      kind: 'invalid_response',
    });
    expect(fake.payments.get([...fake.payments.keys()].at(-1) ?? '')?.deleted).toBe(true);
  });

  it('reports an answer without an id as invalid, a slow Asaas as a timeout and a closed port as unreachable', async () => {
    fake.paymentReplies.createCustomer.push({ rawBody: '{"object":"customer"}' });
    expect(await failureOf(client().createPixCharge(pixChargeRequest(), CONTEXT))).toEqual({
      kind: 'invalid_response',
    });
    fake.paymentReplies.createPayment.push({ hang: true });
    expect(await failureOf(client(FAKE_API_KEY, 200).createPixCharge(pixChargeRequest(), CONTEXT))).toEqual({
      kind: 'timeout',
    });
    const closed = createAsaasClient({
      baseUrl: 'http://127.0.0.1:1/v3',
      apiKey: FAKE_API_KEY,
      timeoutMs: 2_000,
    });
    expect(await failureOf(closed.createPixCharge(pixChargeRequest(), CONTEXT))).toEqual({
      kind: 'unreachable',
    });
  });

  it('cancels with DELETE /v3/payments/{id}, and says false when Asaas refuses or is away', async () => {
    const charge = await client().createPixCharge(pixChargeRequest(), CONTEXT);
    expect(await client().cancelPixCharge(charge.id)).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v3/payments/${charge.id}` });
    expect(await client().cancelPixCharge(charge.id)).toBe(false);
    const closed = createAsaasClient({
      baseUrl: 'http://127.0.0.1:1/v3',
      apiKey: FAKE_API_KEY,
      timeoutMs: 500,
    });
    expect(await closed.cancelPixCharge('pay_1')).toBe(false);
  });
});
