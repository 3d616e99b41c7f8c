// The sandbox's PIX charges (issue 30): what it keeps of one, the link to its test page, and the
// webhook Asaas would send when it is paid, overdue or removed.
import type { PixChargeProviderRequest } from '../../domain/ports/payments.ts';

export type SandboxPixStatus = 'ACTIVE' | 'PAID' | 'EXPIRED' | 'CANCELED';

export interface SandboxPixCharge {
  /** `pay_` and 24 hex digits, like an Asaas payment id; its webhooks carry it as payment.id. */
  id: string;
  /** The test page's secret (its `key` parameter), as a sandbox checkout's. */
  key: string;
  request: PixChargeProviderRequest;
  status: SandboxPixStatus;
}

/** What the test page can do to a charge; `cancel` is also our own expiry (cancelPixCharge). */
export type PixOutcome = 'approve' | 'expire' | 'cancel';

export const SANDBOX_PIX_ID = /^pay_[0-9a-f]{24}$/;

export const SANDBOX_PIX_PATH = '/sandbox/pix';

export const newSandboxPixId = () => `pay_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;

/** The charge's customer, as its payments name it: `cus_` and the payment's hex digits. */
export const sandboxPixCustomerId = (paymentId: string) => `cus_${paymentId.slice(4)}`;

/** The charge a customer id names, or undefined when it is not a charge's customer. */
export function pixChargeOfCustomer(customerId: string): string | undefined {
  const id = `pay_${customerId.startsWith('cus_') ? customerId.slice(4) : ''}`;
  return SANDBOX_PIX_ID.test(id) ? id : undefined;
}

/** Where a charge is paid by hand: its page, with the key that lets the holder act on it. */
export function sandboxPixLink(origin: string, charge: Pick<SandboxPixCharge, 'id' | 'key'>): string {
  return `${origin}${SANDBOX_PIX_PATH}/${charge.id}?${new URLSearchParams({ key: charge.key })}`;
}

export const OUTCOME_STATUS: Record<PixOutcome, Exclude<SandboxPixStatus, 'ACTIVE'>> = {
  approve: 'PAID',
  expire: 'EXPIRED',
  cancel: 'CANCELED',
};

/** Asaas's date format in its webhooks: 'YYYY-MM-DD HH:mm:ss'. */
function asaasDate(time: Date): string {
  return time.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The event Asaas sends for a PIX payment: PAYMENT_RECEIVED once paid (PIX money is available at
 * once), PAYMENT_OVERDUE after its due date, PAYMENT_DELETED once removed (the payment keeps its
 * last status and says deleted).
 */
/** `charge` as it was before this outcome (a removed overdue charge still says OVERDUE). */
export function pixChargeEvent(charge: SandboxPixCharge, outcome: PixOutcome, now: Date): unknown {
  const { request } = charge;
  const day = asaasDate(now).slice(0, 10);
  const payment = {
    object: 'payment',
    id: charge.id,
    customer: sandboxPixCustomerId(charge.id),
    billingType: 'PIX',
    value: request.valueCents / 100,
    description: request.description,
    externalReference: request.externalReference,
    deleted: outcome === 'cancel',
    ...(outcome === 'approve'
      ? { status: 'RECEIVED', confirmedDate: day, paymentDate: day, clientPaymentDate: day }
      : { status: outcome === 'expire' || charge.status === 'EXPIRED' ? 'OVERDUE' : 'PENDING' }),
  };
  const event =
    outcome === 'approve' ? 'PAYMENT_RECEIVED' : outcome === 'expire' ? 'PAYMENT_OVERDUE' : 'PAYMENT_DELETED';
  return {
    id: `evt_sbx_${crypto.randomUUID().replaceAll('-', '')}`,
    event,
    dateCreated: asaasDate(now),
    account: { id: 'sandbox' },
    payment,
  };
}
