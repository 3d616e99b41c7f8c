// The sandbox's PIX charges (issue 30): what it keeps of one, the link to its test page, and the
// webhook Asaas would send when it is paid, overdue or removed.
import type { PixChargeProviderRequest } from '../../domain/ports/payments.ts';

export type SandboxPixStatus = 'ACTIVE' | 'PAID' | 'EXPIRED' | 'CANCELED' | 'REFUNDED';

export interface SandboxPixCharge {
  /** `pay_` and 24 hex digits, like an Asaas payment id; its webhooks carry it as payment.id. */
  id: string;
  /** The test page's secret (its `key` parameter), as a sandbox checkout's. */
  key: string;
  request: PixChargeProviderRequest;
  status: SandboxPixStatus;
}

/**
 * What the test page can do to a charge; `cancel` is also our own expiry (cancelPixCharge). Once
 * paid: `split` pays its partner's split (PAYMENT_SPLIT_DONE), `refund` gives the money back
 * (PAYMENT_REFUNDED), as Asaas would tell them (issue 31).
 */
export type PixOutcome = 'approve' | 'expire' | 'cancel' | 'split' | 'refund';

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

/**
 * Where each outcome may start and where it leaves the charge. As on Asaas, an overdue charge can
 * still be paid or removed; a paid one can have its split paid (it stays paid) or be refunded.
 */
export const OUTCOME_MOVES: Record<
  PixOutcome,
  { from: SandboxPixStatus[]; to: Exclude<SandboxPixStatus, 'ACTIVE'> }
> = {
  approve: { from: ['ACTIVE', 'EXPIRED'], to: 'PAID' },
  expire: { from: ['ACTIVE'], to: 'EXPIRED' },
  cancel: { from: ['ACTIVE', 'EXPIRED'], to: 'CANCELED' },
  split: { from: ['PAID'], to: 'PAID' },
  refund: { from: ['PAID'], to: 'REFUNDED' },
};

/** The id Asaas gives the charge's split (a UUID), the same on every event of the charge. */
export function sandboxSplitId(chargeId: string): string {
  const hex = chargeId.slice(4).padEnd(24, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 24)}00000000`;
}

const EVENT_OF: Record<PixOutcome, string> = {
  approve: 'PAYMENT_RECEIVED',
  expire: 'PAYMENT_OVERDUE',
  cancel: 'PAYMENT_DELETED',
  split: 'PAYMENT_SPLIT_DONE',
  refund: 'PAYMENT_REFUNDED',
};

/** The payment's status after the outcome, as Asaas's payment object says it. */
function paymentStatus(charge: SandboxPixCharge, outcome: PixOutcome): string {
  if (outcome === 'approve' || outcome === 'split') return 'RECEIVED';
  if (outcome === 'refund') return 'REFUNDED';
  return outcome === 'expire' || charge.status === 'EXPIRED' ? 'OVERDUE' : 'PENDING';
}

/** The split's status in the payment object: paid on `split`, waiting for the credit once paid. */
function splitStatus(outcome: PixOutcome): string {
  if (outcome === 'split') return 'DONE';
  if (outcome === 'approve') return 'AWAITING_CREDIT';
  if (outcome === 'refund') return 'REFUNDED';
  return outcome === 'cancel' ? 'CANCELLED' : 'PENDING';
}

/** Asaas's date format in its webhooks: 'YYYY-MM-DD HH:mm:ss'. */
function asaasDate(time: Date): string {
  return time.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The event Asaas sends for a PIX payment: PAYMENT_RECEIVED once paid (PIX money is available at
 * once), PAYMENT_OVERDUE after its due date, PAYMENT_DELETED once removed (the payment keeps its
 * last status and says deleted); PAYMENT_SPLIT_DONE when its split is paid to the partner's wallet
 * (additionalInfo.splitId names it) and PAYMENT_REFUNDED when the money goes back. A charge with a
 * split lists it in `split`, as Asaas's payment object does.
 * `charge` is as it was before this outcome (a removed overdue charge still says OVERDUE).
 */
export function pixChargeEvent(charge: SandboxPixCharge, outcome: PixOutcome, now: Date): unknown {
  const { request } = charge;
  const day = asaasDate(now).slice(0, 10);
  const split = request.split;
  const splitId = sandboxSplitId(charge.id);
  const payment = {
    object: 'payment',
    id: charge.id,
    customer: sandboxPixCustomerId(charge.id),
    billingType: 'PIX',
    value: request.valueCents / 100,
    description: request.description,
    externalReference: request.externalReference,
    deleted: outcome === 'cancel',
    status: paymentStatus(charge, outcome),
    ...(outcome === 'approve' ? { confirmedDate: day, paymentDate: day, clientPaymentDate: day } : {}),
    ...(split
      ? {
          split: [
            {
              id: splitId,
              walletId: split.walletId,
              fixedValue: split.fixedValueCents / 100,
              totalValue: split.fixedValueCents / 100,
              status: splitStatus(outcome),
              ...(outcome === 'cancel' ? { cancellationReason: 'PAYMENT_DELETED' } : {}),
            },
          ],
        }
      : {}),
  };
  return {
    id: `evt_sbx_${crypto.randomUUID().replaceAll('-', '')}`,
    event: EVENT_OF[outcome],
    dateCreated: asaasDate(now),
    account: { id: 'sandbox' },
    payment,
    ...(outcome === 'split' ? { additionalInfo: { splitId } } : {}),
  };
}
