// A local HTTP fake of Asaas's checkout, installment, customer and payment APIs, for tests of the
// real client (never the internet). It refuses what Asaas documents as invalid, so a test fails
// where Asaas would, and plays Asaas's side of a PIX payment: paid, overdue, removed, with the
// webhook each sends.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FAKE_PAYMENT_ROUTES,
  type FakeAsaasPayment,
  type FakePaymentRoute,
  fakePayments,
} from './fake-asaas-payments.ts';

export type { FakeAsaasPayment, FakePaymentRoute } from './fake-asaas-payments.ts';

export const FAKE_API_KEY = '$aact_chave_de_teste';

export type FakeAsaasReply = { status: number; body?: unknown } | { hang: true } | { rawBody: string };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeAsaasApi {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers the next checkout creations instead of a success, in order. */
  replies: FakeAsaasReply[];
  /** Installment plans by id (what GET /v3/installments/{id} answers), as a split card sale makes. */
  installments: Map<string, number>;
  /** Customers by id (what GET /v3/customers/{id} answers), as the buyer filled Asaas's page or POST /v3/customers made. */
  customers: Map<string, Record<string, unknown>>;
  /** Payments by id, as POST /v3/payments made them. */
  payments: Map<string, FakeAsaasPayment>;
  /** Answers the next calls of one payment route instead of its usual answer, in order. */
  paymentReplies: Record<FakePaymentRoute, FakeAsaasReply[]>;
  /** Every webhook body Asaas would have sent so far (payments paid, overdue, removed), in order. */
  webhooks: unknown[];
  /**
   * The buyer pays a PIX payment in their bank app: RECEIVED, and the webhooks Asaas sends for it
   * (PAYMENT_RECEIVED; PAYMENT_CONFIRMED before it when `confirmedFirst`). Throws unless it is
   * pending or overdue.
   */
  payPix(paymentId: string, options?: { confirmedFirst?: boolean }): unknown[];
  /** The due date passes unpaid: OVERDUE, and its PAYMENT_OVERDUE webhook. */
  makeOverdue(paymentId: string): unknown;
  /** Asaas pays a received payment's splits: a PAYMENT_SPLIT_DONE for each (issue 31). */
  paySplits(paymentId: string): unknown[];
  /** A received payment is refunded: PAYMENT_REFUNDED, its splits reversed or cancelled. */
  refund(paymentId: string): unknown;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 on an ephemeral port; answers like Asaas for its checkout and installments. */
export async function startFakeAsaasApi(): Promise<FakeAsaasApi> {
  const requests: RecordedRequest[] = [];
  const replies: FakeAsaasReply[] = [];
  const installments = new Map<string, number>();
  const customers = new Map<string, Record<string, unknown>>();
  const payments = fakePayments(customers);
  const paymentReplies = Object.fromEntries(
    FAKE_PAYMENT_ROUTES.map((name) => [name, []]),
  ) as unknown as Record<FakePaymentRoute, FakeAsaasReply[]>;
  const hanging = new Set<ServerResponse>();
  let count = 0;
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    if (req.headers.access_token !== FAKE_API_KEY) {
      return send(res, 401, { errors: [{ code: 'invalid_access_token', description: 'Chave inválida' }] });
    }
    const plan = /^\/v3\/installments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && plan) {
      const id = decodeURIComponent(plan[1] ?? '');
      const planCount = installments.get(id);
      if (planCount === undefined) return send(res, 404, { errors: [] });
      return send(res, 200, {
        object: 'installment',
        id,
        installmentCount: planCount,
        billingType: 'CREDIT_CARD',
      });
    }
    const customer = /^\/v3\/customers\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && customer) {
      const id = decodeURIComponent(customer[1] ?? '');
      const found = customers.get(id);
      if (found === undefined) return send(res, 404, { errors: [] });
      return send(res, 200, { object: 'customer', id, ...found });
    }
    const paymentRoute = payments.route(req.method ?? '', path);
    if (paymentRoute) {
      if (answerScripted(res, paymentReplies[paymentRoute.name].shift())) return;
      const answer = await paymentRoute.answer(body);
      return send(res, answer.status, answer.body);
    }
    if (req.method !== 'POST' || path !== '/v3/checkouts') return send(res, 404, { errors: [] });
    if (answerScripted(res, replies.shift())) return;
    const problem = invalidCheckout(body);
    if (problem) return send(res, 400, { errors: [{ code: 'invalid_object', description: problem }] });
    count += 1;
    const id = `chk_fake_${count}`;
    send(res, 200, {
      id,
      link: `http://127.0.0.1/checkoutSession/show?id=${id}`,
      status: 'ACTIVE',
      ...(body as object),
    });
  });
  /** Sends a scripted reply, if there is one; true when it did (or left the request hanging). */
  const answerScripted = (res: ServerResponse, reply: FakeAsaasReply | undefined): boolean => {
    if (!reply) return false;
    if ('hang' in reply) hanging.add(res);
    else if ('rawBody' in reply)
      res.writeHead(200, { 'content-type': 'application/json' }).end(reply.rawBody);
    else send(res, reply.status, reply.body);
    return true;
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v3`,
    requests,
    replies,
    installments,
    customers,
    payments: payments.all,
    paymentReplies,
    webhooks: payments.webhooks,
    payPix: payments.payPix,
    makeOverdue: payments.makeOverdue,
    paySplits: payments.paySplits,
    refund: payments.refund,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const BILLING_TYPES = ['PIX', 'CREDIT_CARD'];
const CHARGE_TYPES = ['DETACHED', 'INSTALLMENT', 'RECURRENT'];
/** Asaas: a checkout link lives 10 minutes to 24 hours. */
const MIN_MINUTES = 10;
const MAX_MINUTES = 1_440;

/**
 * What Asaas documents for POST /v3/checkouts: billingTypes, chargeTypes, callback (cancel,
 * expired and success URLs) and items (name, description, quantity, value) are required;
 * minutesToExpire is 10 to 1440; INSTALLMENT needs `installment` and a card, RECURRENT needs
 * `subscription`. The first problem found, in Asaas's words, or undefined.
 */
export function invalidCheckout(body: unknown): string | undefined {
  if (!isRecord(body)) return 'O corpo da requisição deve ser um objeto.';
  const billing = body.billingTypes;
  if (!Array.isArray(billing) || billing.length === 0) return 'O campo billingTypes deve ser informado.';
  if (billing.some((type) => !BILLING_TYPES.includes(type as string))) return 'billingTypes inválido.';
  const charges = body.chargeTypes;
  if (!Array.isArray(charges) || charges.length === 0) return 'O campo chargeTypes deve ser informado.';
  if (charges.some((type) => !CHARGE_TYPES.includes(type as string))) return 'chargeTypes inválido.';
  if (body.minutesToExpire !== undefined) {
    const minutes = body.minutesToExpire;
    if (
      !Number.isInteger(minutes) ||
      (minutes as number) < MIN_MINUTES ||
      (minutes as number) > MAX_MINUTES
    ) {
      return `O campo minutesToExpire deve estar entre ${MIN_MINUTES} e ${MAX_MINUTES}.`;
    }
  }
  const callback = body.callback;
  if (!isRecord(callback)) return 'O campo callback deve ser informado.';
  for (const key of ['cancelUrl', 'expiredUrl', 'successUrl']) {
    const url = callback[key];
    if (typeof url !== 'string' || !/^https?:\/\//.test(url) || !URL.canParse(url)) {
      return `O campo callback.${key} deve ser uma URL válida.`;
    }
  }
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) return 'O campo items deve ser informado.';
  for (const item of items) {
    if (!isRecord(item)) return 'Item inválido.';
    if (typeof item.name !== 'string' || item.name.trim() === '')
      return 'O campo items.name deve ser informado.';
    if (typeof item.description !== 'string' || item.description.trim() === '') {
      return 'O campo items.description deve ser informado.';
    }
    if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) return 'items.quantity inválido.';
    if (typeof item.value !== 'number' || !(item.value > 0)) return 'items.value deve ser maior que zero.';
  }
  if (charges.includes('INSTALLMENT')) {
    if (!billing.includes('CREDIT_CARD')) return 'Parcelamento só é permitido com cartão de crédito.';
    const max = isRecord(body.installment) ? body.installment.maxInstallmentCount : undefined;
    if (!Number.isInteger(max) || (max as number) < 1)
      return 'O campo installment.maxInstallmentCount deve ser informado.';
  }
  if (charges.includes('RECURRENT') && !isRecord(body.subscription))
    return 'O campo subscription deve ser informado.';
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
