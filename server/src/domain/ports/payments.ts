// The one interface every payment provider implements (Asaas, the embedded sandbox) and its failures.
import type { CheckoutRequestBody } from '@funil/core/checkout';

export type PaymentProviderName = 'asaas' | 'sandbox';

export interface ProviderCheckout {
  /** The provider's checkout id, which its webhooks carry. */
  id: string;
  /** Where the visitor pays. */
  link: string;
}

export type PaymentFailure =
  /** The provider answered with an error status (a bad API key is ours to fix, not the visitor's). */
  | { kind: 'rejected'; status: number; detail?: string }
  | { kind: 'unreachable' }
  | { kind: 'timeout' }
  | { kind: 'invalid_response' };

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';

  constructor(
    readonly failure: PaymentFailure,
    options?: ErrorOptions,
  ) {
    super(`Falha no provedor de pagamentos: ${failure.kind}`, options);
  }
}

export interface CheckoutContext {
  /** Origin of the request that asked for the checkout, for providers served by this server. */
  origin: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates a checkout; rejects with PaymentProviderError for every expected failure. */
  createCheckout(request: ProviderCheckoutRequest, context: CheckoutContext): Promise<ProviderCheckout>;
  /**
   * The number of installments of an installment plan (the `installment` id a card payment
   * carries); undefined when the provider does not know the plan or cannot be reached.
   */
  installmentCount(planId: string): Promise<number | undefined>;
  /**
   * The customer a payment names (its `customer` id): name, e-mail and phone as the buyer gave them
   * on the provider's page; undefined when unknown or unreachable.
   */
  customer(customerId: string): Promise<ProviderCustomer | undefined>;
}

/** The Asaas "create checkout" body (the browser's shape, rebuilt by us); the sandbox takes the same. */
export type ProviderCheckoutRequest = Omit<
  CheckoutRequestBody,
  'externalReference' | 'installmentCount' | '_debug' | 'leadId' | 'leadToken'
> & {
  externalReference: string;
};

/** The provider's customer as its API answers it; every field may be missing or malformed. */
export interface ProviderCustomer {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
}
