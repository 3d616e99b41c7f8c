// Asaas's customers and payments as the fake serves them (POST /v3/customers, POST /v3/payments,
// GET /v3/payments/{id}/pixQrCode, DELETE /v3/payments/{id}), with what Asaas documents it refuses,
// and the webhooks Asaas sends as a payment is paid, falls overdue or is removed.
import { isValidCpf } from '@funil/core/cpf';
import { brCode, qrCodePng } from '@funil/server/providers/payments/sandbox-pix-code';

export const FAKE_PAYMENT_ROUTES = ['createCustomer', 'createPayment', 'pixQrCode', 'deletePayment'] as const;
export type FakePaymentRoute = (typeof FAKE_PAYMENT_ROUTES)[number];

export interface FakeAsaasPayment {
  id: string;
  customer: string;
  billingType: string;
  value: number;
  dueDate: string;
  description: string | null;
  externalReference: string | null;
  status: 'PENDING' | 'RECEIVED' | 'CONFIRMED' | 'OVERDUE' | 'REFUNDED';
  deleted: boolean;
  /** The payment's splits as Asaas lists them (issue 31); absent when none was asked. */
  split?: FakeAsaasSplit[];
}

/** One split of a payment, as Asaas answers it: id, wallet, fixed value (reais) and its state. */
export interface FakeAsaasSplit {
  id: string;
  walletId: string;
  fixedValue: number;
  status: 'PENDING' | 'AWAITING_CREDIT' | 'DONE' | 'CANCELLED' | 'REFUNDED';
  cancellationReason?: string;
}

const WALLET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Asaas's `split` on POST /v3/payments: each { walletId, fixedValue | percentualValue }; a fixed
 * total above the payment's value is refused. Undefined when valid; the refusal otherwise.
 */
function invalidSplit(split: unknown, value: number): string | undefined {
  if (split === undefined) return undefined;
  if (!Array.isArray(split)) return 'O split deve ser uma lista.';
  let fixed = 0;
  for (const item of split) {
    if (!isRecord(item) || typeof item.walletId !== 'string' || !WALLET_ID.test(item.walletId)) {
      return 'WalletId inválido no split.';
    }
    if (typeof item.fixedValue !== 'number' || !(item.fixedValue > 0)) {
      return 'Informe o valor fixo ou percentual do split.';
    }
    fixed += item.fixedValue;
  }
  return fixed > value ? 'O valor total do split excede o valor a receber da cobrança.' : undefined;
}

type Answer = { status: number; body: unknown };

const BILLING_TYPES = ['PIX', 'BOLETO', 'CREDIT_CARD', 'UNDEFINED'];

const refused = (description: string, status = 400): Answer => ({
  status,
  body: { errors: [{ code: 'invalid_action', description }] },
});

/** Today in São Paulo, as Asaas compares due dates. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;

export function fakePayments(customers: Map<string, Record<string, unknown>>) {
  const all = new Map<string, FakeAsaasPayment>();
  const webhooks: unknown[] = [];

  const webhook = (event: string, payment: FakeAsaasPayment, additionalInfo?: Record<string, unknown>) => {
    const body = {
      id: randomId('evt'),
      event,
      dateCreated: new Date().toISOString().slice(0, 19).replace('T', ' '),
      payment: { object: 'payment', ...structuredClone(payment) },
      ...(additionalInfo ? { additionalInfo } : {}),
    };
    webhooks.push(body);
    return body;
  };

  const createCustomer = (body: unknown): Answer => {
    if (!isRecord(body)) return refused('O corpo da requisição deve ser um objeto.');
    if (typeof body.name !== 'string' || body.name.trim() === '')
      return refused('O campo name deve ser informado.');
    const document = body.cpfCnpj;
    // Asaas takes only a valid CPF or CNPJ (changelog, 2024-08-05).
    if (typeof document !== 'string' || !(isValidCpf(document) || /^\d{14}$/.test(document))) {
      return refused('O CPF/CNPJ informado é inválido.');
    }
    const id = randomId('cus');
    const customer = { ...body, notificationDisabled: body.notificationDisabled === true };
    customers.set(id, customer);
    return { status: 200, body: { object: 'customer', id, dateCreated: today(), ...customer } };
  };

  const createPayment = (body: unknown): Answer => {
    if (!isRecord(body)) return refused('O corpo da requisição deve ser um objeto.');
    if (typeof body.customer !== 'string' || !customers.has(body.customer)) {
      return refused('Customer inválido ou não informado.');
    }
    if (!BILLING_TYPES.includes(body.billingType as string)) return refused('Forma de pagamento inválida.');
    if (typeof body.value !== 'number' || !(body.value > 0))
      return refused('O valor da cobrança deve ser informado.');
    if (typeof body.dueDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(body.dueDate)) {
      return refused('A data de vencimento deve ser informada.');
    }
    if (body.dueDate < today()) return refused('A data de vencimento não pode ser anterior à data de hoje.');
    const splitProblem = invalidSplit(body.split, body.value);
    if (splitProblem) return refused(splitProblem);
    const payment: FakeAsaasPayment = {
      id: randomId('pay'),
      customer: body.customer,
      billingType: body.billingType as string,
      value: body.value,
      dueDate: body.dueDate,
      description: typeof body.description === 'string' ? body.description : null,
      externalReference: typeof body.externalReference === 'string' ? body.externalReference : null,
      status: 'PENDING',
      deleted: false,
      ...(Array.isArray(body.split)
        ? {
            split: body.split.map((item: Record<string, unknown>) => ({
              id: crypto.randomUUID(),
              walletId: item.walletId as string,
              fixedValue: item.fixedValue as number,
              status: 'PENDING' as const,
            })),
          }
        : {}),
    };
    all.set(payment.id, payment);
    return { status: 200, body: { object: 'payment', ...payment } };
  };

  const pixQrCode = async (id: string): Promise<Answer> => {
    const payment = all.get(id);
    if (!payment || payment.deleted) return refused('Cobrança não encontrada.', 404);
    const payload = brCode({
      pixKey: 'fake-asaas@funil.invalid',
      amountCents: Math.round(payment.value * 100),
      merchantName: 'ASAAS FAKE',
      merchantCity: 'JOINVILLE',
      txid: id.slice(4),
    });
    return {
      status: 200,
      body: {
        encodedImage: await qrCodePng(payload),
        payload,
        // Asaas: the dynamic QR lasts 12 months past the due date.
        expirationDate: `${Number(payment.dueDate.slice(0, 4)) + 1}${payment.dueDate.slice(4)} 23:59:59`,
      },
    };
  };

  const deletePayment = (id: string): Answer => {
    const payment = all.get(id);
    if (!payment || payment.deleted) return refused('Cobrança não encontrada.', 404);
    // Asaas: only a payment awaiting payment or overdue can be removed.
    if (payment.status !== 'PENDING' && payment.status !== 'OVERDUE') {
      return refused('Somente cobranças aguardando pagamento ou vencidas podem ser removidas.');
    }
    payment.deleted = true;
    webhook('PAYMENT_DELETED', payment);
    return { status: 200, body: { deleted: true, id } };
  };

  const payable = (id: string): FakeAsaasPayment => {
    const payment = all.get(id);
    if (!payment || payment.deleted || (payment.status !== 'PENDING' && payment.status !== 'OVERDUE')) {
      throw new Error(`Cobrança ${id} não está aguardando pagamento`);
    }
    return payment;
  };

  return {
    all,
    webhooks,
    /** The payment route a request names, with its answer; undefined for any other route. */
    route(method: string, path: string) {
      const qr = /^\/v3\/payments\/([^/]+)\/pixQrCode$/.exec(path);
      const one = /^\/v3\/payments\/([^/]+)$/.exec(path);
      if (method === 'POST' && path === '/v3/customers')
        return { name: 'createCustomer' as const, answer: async (body: unknown) => createCustomer(body) };
      if (method === 'POST' && path === '/v3/payments')
        return { name: 'createPayment' as const, answer: async (body: unknown) => createPayment(body) };
      if (method === 'GET' && qr)
        return { name: 'pixQrCode' as const, answer: () => pixQrCode(decodeURIComponent(qr[1] ?? '')) };
      if (method === 'DELETE' && one)
        return {
          name: 'deletePayment' as const,
          answer: async () => deletePayment(decodeURIComponent(one[1] ?? '')),
        };
      return undefined;
    },
    payPix(id: string, options: { confirmedFirst?: boolean } = {}): unknown[] {
      const payment = payable(id);
      const sent: unknown[] = [];
      if (options.confirmedFirst) {
        payment.status = 'CONFIRMED';
        sent.push(webhook('PAYMENT_CONFIRMED', payment));
      }
      payment.status = 'RECEIVED';
      for (const split of payment.split ?? []) split.status = 'AWAITING_CREDIT';
      sent.push(webhook('PAYMENT_RECEIVED', payment));
      return sent;
    },
    /** Asaas pays the received payment's splits: one PAYMENT_SPLIT_DONE per split, naming it. */
    paySplits(id: string): unknown[] {
      const payment = all.get(id);
      if (payment?.status !== 'RECEIVED') throw new Error(`Cobrança ${id} não foi recebida`);
      return (payment.split ?? [])
        .filter((split) => split.status === 'AWAITING_CREDIT')
        .map((split) => {
          split.status = 'DONE';
          return webhook('PAYMENT_SPLIT_DONE', payment, { splitId: split.id });
        });
    },
    /** The received payment is refunded: REFUNDED, its splits too, and PAYMENT_REFUNDED. */
    refund(id: string): unknown {
      const payment = all.get(id);
      if (payment?.status !== 'RECEIVED') throw new Error(`Cobrança ${id} não foi recebida`);
      payment.status = 'REFUNDED';
      for (const split of payment.split ?? []) {
        if (split.status === 'DONE') split.status = 'REFUNDED';
        else Object.assign(split, { status: 'CANCELLED', cancellationReason: 'PAYMENT_REFUNDED' });
      }
      return webhook('PAYMENT_REFUNDED', payment);
    },
    makeOverdue(id: string): unknown {
      const payment = payable(id);
      payment.status = 'OVERDUE';
      return webhook('PAYMENT_OVERDUE', payment);
    },
  };
}
