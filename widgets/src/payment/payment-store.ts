// One vanilla store per payment modal: a loading flag per method and the last failure.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { CHECKOUT_MESSAGES, CheckoutError, checkCheckoutLink } from './checkout-policy.ts';
import type { PaymentMethod } from './checkout-request.ts';

export interface PaymentFailure {
  /** The §8 message of what went wrong, shown under the friendly alert. */
  detail: string;
  attemptId: string;
  /** A ticket sold out meanwhile: the alert says so instead of asking to try again. */
  soldOut?: boolean;
}

export interface PaymentState {
  loading: Record<PaymentMethod, boolean>;
  failure: PaymentFailure | null;
}

export interface PaymentActions {
  /** Asks the server for a checkout link and goes there; a failure is kept for the alert. */
  pay(method: PaymentMethod): Promise<void>;
  dismissFailure(): void;
}

export type PaymentStore = StoreApi<PaymentState & PaymentActions>;

export interface PaymentStoreDeps {
  checkout(method: PaymentMethod, attemptId: string): Promise<string>;
  navigate(link: string): void;
  newAttemptId?(): string;
}

/** Short enough to read out on a support call, unique enough to find in the logs. */
export function newAttemptId(now: number = Date.now()): string {
  return `PAY-${now.toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
}

export function createPaymentStore(
  deps: PaymentStoreDeps,
  initial: Partial<PaymentState> = {},
): PaymentStore {
  return createStore<PaymentState & PaymentActions>()((set, get) => ({
    loading: { pix: false, card: false },
    failure: null,
    ...initial,

    async pay(method) {
      const { loading } = get();
      if (loading.pix || loading.card) return;
      const attemptId = (deps.newAttemptId ?? newAttemptId)();
      set({ loading: { ...loading, [method]: true }, failure: null });
      try {
        const link = checkCheckoutLink(await deps.checkout(method, attemptId));
        // The flag stays on while the browser leaves, so a second click cannot start another checkout.
        deps.navigate(link);
      } catch (error) {
        const detail = error instanceof Error && error.message ? error.message : CHECKOUT_MESSAGES.internal;
        console.error('[funil] checkout', attemptId, error);
        const soldOut = error instanceof CheckoutError && error.soldOut;
        set({
          loading: { pix: false, card: false },
          failure: { detail, attemptId, ...(soldOut ? { soldOut } : {}) },
        });
      }
    },

    dismissFailure: () => set({ failure: null }),
  }));
}
