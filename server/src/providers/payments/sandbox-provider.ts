// The embedded default: checkouts kept in this process and paid on our own /sandbox/checkout page.
import type { ProviderCheckoutRequest } from '../../domain/checkout-plan.ts';
import type { CheckoutContext, PaymentProvider, ProviderCheckout } from './payment-provider.ts';

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

/** The query parameter (and form field) that carries a session's key. */
export const SANDBOX_KEY_PARAM = 'key';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  session(id: string): SandboxSession | undefined;
  /** Moves an ACTIVE session on; false when it was no longer active. */
  settle(id: string, status: Exclude<SandboxStatus, 'ACTIVE'>): boolean;
  /** Opens an installment plan of `count` installments, as Asaas does for a split card sale. */
  openInstallmentPlan(count: number): string;
}

/** Ids look like the provider's, and only ever match this shape on the sandbox page. */
export const SANDBOX_ID = /^sbx_[0-9a-f]{32}$/;

/**
 * Sessions live in memory: the sandbox exists to run the whole journey on one machine, so a
 * restart (or a second process on PostgreSQL) simply makes older test links answer 404.
 */
export function createSandboxProvider(): SandboxProvider {
  const sessions = new Map<string, SandboxSession>();
  const plans = new Map<string, number>();
  return {
    name: 'sandbox',
    async createCheckout(
      request: ProviderCheckoutRequest,
      context: CheckoutContext,
    ): Promise<ProviderCheckout> {
      const id = `sbx_${crypto.randomUUID().replaceAll('-', '')}`;
      const key = randomKey();
      sessions.set(id, { id, key, request: structuredClone(request), status: 'ACTIVE' });
      return { id, link: sandboxLink(context.origin, { id, key }) };
    },
    session: (id) => sessions.get(id),
    settle(id, status) {
      const session = sessions.get(id);
      if (session?.status !== 'ACTIVE') return false;
      session.status = status;
      return true;
    },
    openInstallmentPlan(count) {
      const id = crypto.randomUUID();
      plans.set(id, count);
      return id;
    },
    installmentCount: async (planId) => plans.get(planId),
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
