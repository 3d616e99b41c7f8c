// The embedded default: checkouts paid on our own /sandbox/checkout page and PIX charges paid on
// /sandbox/pix, kept in the database so a link opened through one server process can be paid
// through another.
import type {
  CheckoutContext,
  PaymentProvider,
  PixChargeProviderRequest,
  ProviderCheckout,
  ProviderCheckoutRequest,
  ProviderCustomer,
  ProviderPixCharge,
} from '../../domain/ports/payments.ts';
import {
  newSandboxPixId,
  OUTCOME_MOVES,
  type PixOutcome,
  pixChargeEvent,
  pixChargeOfCustomer,
  type SandboxPixCharge,
  type SandboxPixStatus,
  sandboxPixLink,
} from './sandbox-pix-charge.ts';
import { qrCodePng, sandboxPixPayload } from './sandbox-pix-code.ts';

export type SandboxStatus = 'ACTIVE' | 'PAID' | 'EXPIRED' | 'CANCELED';

export interface SandboxSession {
  id: string;
  /**
   * The secret in the link's `key` parameter: the id travels in webhooks, logs and staff screens,
   * so only the holder of the link itself may open the page or pay, expire or cancel it.
   */
  key: string;
  request: ProviderCheckoutRequest;
  status: SandboxStatus;
}

/** What the buyer typed on the sandbox page, as Asaas's page asks it: the provider's customer. */
export interface SandboxCustomer {
  name: string;
  email: string;
  phone: string;
}

/** The sandbox's customer id for a session's buyer, as the payment events name it. */
export const sandboxCustomerId = (sessionId: string) => `cus_${sessionId}`;

/** The query parameter (and form field) that carries a session's key. */
export const SANDBOX_KEY_PARAM = 'key';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  session(id: string): Promise<SandboxSession | undefined>;
  /** Moves an ACTIVE session on; false when it was no longer active. */
  settle(id: string, status: Exclude<SandboxStatus, 'ACTIVE'>): Promise<boolean>;
  /** Opens an installment plan of `count` installments, as Asaas does for a split card sale. */
  openInstallmentPlan(count: number): Promise<string>;
  /** Keeps what the buyer typed on the session's page; its payments name it as their customer. */
  recordCustomer(sessionId: string, customer: SandboxCustomer): Promise<string>;
  pixCharge(id: string): Promise<SandboxPixCharge | undefined>;
  /**
   * Pays, lets expire or removes a PIX charge, pays its split or refunds it, and delivers the webhook
   * Asaas would send (PAYMENT_RECEIVED, PAYMENT_OVERDUE, PAYMENT_DELETED, PAYMENT_SPLIT_DONE,
   * PAYMENT_REFUNDED). As on Asaas, an expired (overdue) charge
   * can still be paid or removed. 'not_active' when it could not be; a delivery the server did not
   * take (its status) puts the charge back as it was, to try again.
   */
  finishPixCharge(id: string, outcome: PixOutcome): Promise<PixFinish>;
  /** Where the charges' webhooks go: the app's own /api/webhooks/asaas (wiring/sandbox-mounts.ts). */
  deliverWebhooksTo(send: SandboxWebhookSink): void;
}

/** Delivers one webhook body to /api/webhooks/asaas with the configured token; answers its status. */
export type SandboxWebhookSink = (body: unknown) => Promise<number>;

export type PixFinish = 'done' | 'not_active' | { webhookStatus: number };

/** Where sandbox sessions live: the database (storage/sandbox-sessions-repository.ts) or memory. */
export interface SandboxStore {
  insertSession(session: SandboxSession, createdAt: string): Promise<void>;
  findSession(id: string): Promise<SandboxSession | undefined>;
  /** ACTIVE → status in one step; false when the session was no longer active. */
  settleSession(id: string, status: Exclude<SandboxStatus, 'ACTIVE'>): Promise<boolean>;
  saveCustomer(sessionId: string, customer: SandboxCustomer): Promise<void>;
  findCustomer(sessionId: string): Promise<SandboxCustomer | undefined>;
  insertPlan(id: string, installmentCount: number): Promise<void>;
  planInstallmentCount(id: string): Promise<number | undefined>;
  insertPixCharge(charge: SandboxPixCharge, createdAt: string): Promise<void>;
  findPixCharge(id: string): Promise<SandboxPixCharge | undefined>;
  /** One of `from` → to in one step; false when the charge was in none (another process moved it). */
  movePixCharge(id: string, from: SandboxPixStatus[], to: SandboxPixStatus): Promise<boolean>;
}

/** For tests of one process and the provider contract: sessions in this process's memory. */
export function memorySandboxStore(): SandboxStore {
  const sessions = new Map<string, SandboxSession>();
  const plans = new Map<string, number>();
  const customers = new Map<string, SandboxCustomer>();
  const charges = new Map<string, SandboxPixCharge>();
  return {
    insertSession: async (session) => void sessions.set(session.id, structuredClone(session)),
    findSession: async (id) => structuredClone(sessions.get(id)),
    async settleSession(id, status) {
      const session = sessions.get(id);
      if (session?.status !== 'ACTIVE') return false;
      session.status = status;
      return true;
    },
    saveCustomer: async (id, customer) => void customers.set(id, { ...customer }),
    findCustomer: async (id) => structuredClone(customers.get(id)),
    insertPlan: async (id, count) => void plans.set(id, count),
    planInstallmentCount: async (id) => plans.get(id),
    insertPixCharge: async (charge) => void charges.set(charge.id, structuredClone(charge)),
    findPixCharge: async (id) => structuredClone(charges.get(id)),
    async movePixCharge(id, from, to) {
      const charge = charges.get(id);
      if (!charge || !from.includes(charge.status)) return false;
      charge.status = to;
      return true;
    },
  };
}

/** Ids look like the provider's, and only ever match this shape on the sandbox page. */
export const SANDBOX_ID = /^sbx_[0-9a-f]{32}$/;

export function createSandboxProvider(
  store: SandboxStore = memorySandboxStore(),
  now: () => Date = () => new Date(),
): SandboxProvider {
  let sendWebhook: SandboxWebhookSink | undefined;
  const finishPixCharge = async (id: string, outcome: PixOutcome): Promise<PixFinish> => {
    const charge = await store.findPixCharge(id);
    const { from, to: status } = OUTCOME_MOVES[outcome];
    // A split is paid only where the charge carried one.
    if (outcome === 'split' && !charge?.request.split) return 'not_active';
    // Settled first, in one step: a charge paid meanwhile is never also removed, nor paid twice.
    if (!charge || !(await store.movePixCharge(id, from, status))) return 'not_active';
    if (!sendWebhook) return 'done';
    const webhookStatus = await sendWebhook(pixChargeEvent(charge, outcome, now()));
    if (webhookStatus === 200) return 'done';
    await store.movePixCharge(id, [status], charge.status);
    return { webhookStatus };
  };
  return {
    name: 'sandbox',
    async createCheckout(
      request: ProviderCheckoutRequest,
      context: CheckoutContext,
    ): Promise<ProviderCheckout> {
      const id = `sbx_${crypto.randomUUID().replaceAll('-', '')}`;
      const key = randomKey();
      await store.insertSession({ id, key, request, status: 'ACTIVE' }, now().toISOString());
      return { id, link: sandboxLink(context.origin, { id, key }) };
    },
    session: (id) => store.findSession(id),
    settle: (id, status) => store.settleSession(id, status),
    async openInstallmentPlan(count) {
      const id = crypto.randomUUID();
      await store.insertPlan(id, count);
      return id;
    },
    installmentCount: (planId) => store.planInstallmentCount(planId),
    async recordCustomer(sessionId, customer) {
      await store.saveCustomer(sessionId, customer);
      return sandboxCustomerId(sessionId);
    },
    async customer(customerId): Promise<ProviderCustomer | undefined> {
      const chargeId = pixChargeOfCustomer(customerId);
      if (chargeId) {
        const customer = (await store.findPixCharge(chargeId))?.request.customer;
        return customer && { name: customer.name, email: customer.email, phone: customer.mobilePhone };
      }
      const sessionId = customerId.startsWith('cus_') ? customerId.slice(4) : '';
      return SANDBOX_ID.test(sessionId) ? store.findCustomer(sessionId) : undefined;
    },
    async createPixCharge(
      request: PixChargeProviderRequest,
      context: CheckoutContext,
    ): Promise<ProviderPixCharge> {
      const charge: SandboxPixCharge = { id: newSandboxPixId(), key: randomKey(), request, status: 'ACTIVE' };
      await store.insertPixCharge(charge, now().toISOString());
      const payload = sandboxPixPayload(charge.id, request.valueCents);
      return {
        id: charge.id,
        payload,
        encodedImage: await qrCodePng(payload),
        expirationDate: request.expiresAt,
        testPayUrl: sandboxPixLink(context.origin, charge),
      };
    },
    pixCharge: (id) => store.findPixCharge(id),
    finishPixCharge,
    // Our own expiry, as DELETE /payments/{id} on Asaas: refused once paid or already removed.
    // The webhook goes through the app, so call this outside any database transaction.
    cancelPixCharge: async (id) => (await finishPixCharge(id, 'cancel')) === 'done',
    deliverWebhooksTo(send) {
      sendWebhook = send;
    },
  };
}

/** Where the visitor opens a session: its page, with the key that lets them act on it. */
export function sandboxLink(origin: string, session: Pick<SandboxSession, 'id' | 'key'>): string {
  return `${origin}/sandbox/checkout/${session.id}?${new URLSearchParams({ [SANDBOX_KEY_PARAM]: session.key })}`;
}

function randomKey(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'settle' in provider;
}
