// The parts of an Asaas webhook event the server reads; everything else is kept only in the log.
import { z } from 'zod';

const id = z.string().trim().min(1).max(200);
const optionalText = z.string().max(200).nullish();

/** One refund of a payment (Asaas's `refunds` array): its value and PENDING, CANCELLED or DONE. */
const refundSchema = z.object({ value: z.number().nonnegative().max(10_000_000), status: optionalText });

/**
 * One split of a payment (Asaas's `split` array, issue 31): the wallet paid, its state (PENDING,
 * AWAITING_CREDIT, DONE, CANCELLED, REFUSED, BLOCKED_BY_VALUE_DIVERGENCE) and why it was cancelled.
 */
const splitSchema = z.object({
  id: optionalText,
  walletId: optionalText,
  status: optionalText,
  cancellationReason: optionalText,
});

export const paymentWebhookSchema = z.object({
  id,
  event: z
    .string()
    .max(80)
    .regex(/^[A-Z0-9_]+$/),
  checkout: z.object({ id, status: optionalText, externalReference: optionalText }).nullish(),
  payment: z
    .object({
      id,
      checkoutSession: optionalText,
      externalReference: optionalText,
      billingType: optionalText,
      status: optionalText,
      /** The provider's customer (Asaas: cus_…): who paid, read from the provider for a buyer without a lead. */
      customer: optionalText.catch(undefined),
      /**
       * The installment plan's id when the card sale was split: Asaas's payments carry no count,
       * each payment is one installment and the plan (GET /v3/installments/{id}) has the count.
       */
      installment: optionalText,
      /** Read for the refunded amount only; a list we cannot read never rejects the event. */
      refunds: z.array(refundSchema).max(100).nullish().catch(undefined),
      /** Read for the partner's commission only; a list we cannot read never rejects the event. */
      split: z.array(splitSchema).max(100).nullish().catch(undefined),
    })
    .nullish(),
  /** PAYMENT_SPLIT_DONE names the split it settles (`additionalInfo.splitId`). */
  additionalInfo: z.object({ splitId: optionalText }).nullish().catch(undefined),
});

export type PaymentWebhookEvent = z.output<typeof paymentWebhookSchema>;

/** Events that mean the money arrived (or the card was approved). */
export const PAID_EVENTS = ['CHECKOUT_PAID', 'PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'] as const;

/**
 * What Asaas tells of a payment's split (issue 31): paid to the wallet, cancelled (with the split's
 * cancellationReason), blocked because the splits exceed what is left after fees, and the block's end.
 */
export const SPLIT_EVENTS = [
  'PAYMENT_SPLIT_DONE',
  'PAYMENT_SPLIT_CANCELLED',
  'PAYMENT_SPLIT_DIVERGENCE_BLOCK',
  'PAYMENT_SPLIT_DIVERGENCE_BLOCK_FINISHED',
] as const;
export type SplitEvent = (typeof SPLIT_EVENTS)[number];

export function isSplitEvent(event: string): event is SplitEvent {
  return (SPLIT_EVENTS as readonly string[]).includes(event);
}

/** Every event the server acts on; the README's webhook list names the same ones. */
export const HANDLED_EVENTS = [
  ...SPLIT_EVENTS,
  ...PAID_EVENTS,
  'CHECKOUT_EXPIRED',
  'CHECKOUT_CANCELED',
  'PAYMENT_OVERDUE',
  'PAYMENT_DELETED',
  'PAYMENT_REFUNDED',
  'PAYMENT_PARTIALLY_REFUNDED',
  'PAYMENT_CHARGEBACK_REQUESTED',
  'PAYMENT_CHARGEBACK_DISPUTE',
  'PAYMENT_AWAITING_CHARGEBACK_REVERSAL',
] as const;

/**
 * Why an authenticated event changed nothing and waits for staff (provider_events.problem): a body
 * that is not an event, an event that names no checkout of ours, or one whose only clue (the
 * externalReference) names several.
 */
export const PROVIDER_EVENT_PROBLEMS = ['invalid_body', 'unknown_checkout', 'ambiguous_reference'] as const;
export type ProviderEventProblem = (typeof PROVIDER_EVENT_PROBLEMS)[number];
