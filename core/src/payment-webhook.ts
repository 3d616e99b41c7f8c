// The parts of an Asaas webhook event the server reads; everything else is kept only in the log.
import { z } from 'zod';

const id = z.string().trim().min(1).max(200);
const optionalText = z.string().max(200).nullish();

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
      installmentCount: z.number().int().min(1).max(24).nullish(),
    })
    .nullish(),
});

export type PaymentWebhookEvent = z.output<typeof paymentWebhookSchema>;

/** Events that mean the money arrived (or the card was approved). */
export const PAID_EVENTS = ['CHECKOUT_PAID', 'PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED'] as const;
