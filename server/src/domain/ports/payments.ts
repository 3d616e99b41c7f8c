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
  /**
   * A PIX charge paid on our own page (issue 30): the customer, the payment and its QR code
   * (Asaas: POST /customers, POST /payments with billingType PIX, GET /payments/{id}/pixQrCode).
   * Rejects with PaymentProviderError for every expected failure.
   */
  createPixCharge(request: PixChargeProviderRequest, context: CheckoutContext): Promise<ProviderPixCharge>;
  /**
   * Cancels an unpaid charge at our own expiry (Asaas: DELETE /payments/{id}); resolves false when
   * the provider refused (already paid, already removed) or could not be reached.
   */
  cancelPixCharge(paymentId: string): Promise<boolean>;
}

/** What a PIX charge asks of the provider: the buyer as the charge's customer, and the amount. */
export interface PixChargeProviderRequest {
  customer: {
    name: string;
    email: string;
    /** National digits (DDD and number), as Asaas's mobilePhone takes them. */
    mobilePhone: string;
    /** Eleven digits, check digits verified. */
    cpfCnpj: string;
  };
  valueCents: number;
  /** One line naming what is bought ("IA NA PRÁTICA + Mentoria em grupo"). */
  description: string;
  externalReference: string;
  /** Our own expiry: the charge is cancelled then; the provider's due date is that day. */
  expiresAt: string;
  /** A partner's commission paid by the provider's split (issue 31); absent: no split. */
  split?: ProviderSplit | undefined;
}

/**
 * One wallet paid a fixed amount out of a charge when it is received (Asaas's split: `walletId` with
 * `fixedValue` in reais, on what is left after Asaas's fees).
 */
export interface ProviderSplit {
  /** The receiving Asaas account's walletId (a UUID). */
  walletId: string;
  /** What it receives, integer cents (sent in reais). */
  fixedValueCents: number;
}

/** Asaas's checkout API names the same split `splits`, in reais (docs.asaas.com, "Checkout com Split"). */
export interface ProviderCheckoutSplit {
  walletId: string;
  fixedValue: number;
}

export interface ProviderPixCharge {
  /** The provider's payment id, which its webhooks carry (payment.id). */
  id: string;
  /** The copy-and-paste code (a BR Code). */
  payload: string;
  /** The QR code as a base64 PNG, without a data: prefix (Asaas's encodedImage). */
  encodedImage: string;
  /** When the provider says the QR expires, if it says. */
  expirationDate: string | undefined;
  /** Only the embedded sandbox sets it: its test page that approves or expires the charge. */
  testPayUrl?: string;
}

/** The Asaas "create checkout" body (the browser's shape, rebuilt by us); the sandbox takes the same. */
export type ProviderCheckoutRequest = Omit<
  CheckoutRequestBody,
  'externalReference' | 'installmentCount' | '_debug' | 'leadId' | 'leadToken'
> & {
  externalReference: string;
  /** A partner's commission, only on a checkout charged at once (DETACHED): see decision 0040. */
  splits?: ProviderCheckoutSplit[];
};

/** The provider's customer as its API answers it; every field may be missing or malformed. */
export interface ProviderCustomer {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
}
