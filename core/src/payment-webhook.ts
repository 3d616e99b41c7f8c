// The parts of an Asaas webhook event the server reads; everything else is kept only in the log.
import { z } from 'zod';

const id = z.string().trim().min(1).max(200);
const optionalText = z.string().max(200).nullish();

/** One refund of a payment (Asaas's `refunds` array): its value and PENDING, CANCELLED or DONE. */
const refundSchema = z.object({ value: z.number().nonnegative().max(10_000_000), status: optionalText });

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
    })
    .nullish(),
});

export type PaymentWebhookEvent = z.output<typeof paymentWebhookSchema>;

/** Events that mean the money arrived (or the card was approved). */
export const PAID_EVENTS = ['CHECKOUT_PAID', 'PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'] as const;

/** Every event the server acts on; the README's webhook list names the same ones. */
export const HANDLED_EVENTS = [
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
