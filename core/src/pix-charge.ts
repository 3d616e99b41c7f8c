// The PIX charge made inside the payment modal (issue 30): the buyer's details the provider needs
// (Asaas: a customer with CPF), the charge as the modal draws it (QR image, copy-and-paste code,
// amount, expiry) and its status as the modal polls it. Prices are never the browser's.
import { z } from 'zod';
import { checkoutAttributionSchema, orderSelectionFields } from './checkout.ts';
import { isValidCpf } from './cpf.ts';
import { ERRORS } from './errors.ts';
import { personNameSchema, phoneSchema } from './lead.ts';
import { leadCapabilityFields } from './lead-capability.ts';

export const pixBuyerSchema = z.object({
  name: personNameSchema.refine((name) => name.trim().includes(' '), ERRORS.buyer_name_invalid),
  email: z.email(ERRORS.buyer_email_invalid).trim().max(254),
  phone: phoneSchema,
  cpf: z
    .string({ error: ERRORS.cpf_invalid })
    .max(20, ERRORS.cpf_invalid)
    .refine(isValidCpf, ERRORS.cpf_invalid)
    .transform((text) => text.replace(/\D/g, '')),
});

/** How long an in-page PIX charge (and the price it holds) lasts before it is cancelled. */
export const PIX_CHARGE_MINUTES = 60;

export type PixBuyer = z.output<typeof pixBuyerSchema>;

/** POST /api/payments/pix-charge. */
export const pixChargeRequestSchema = z.object({
  ...orderSelectionFields,
  buyer: pixBuyerSchema,
  ...leadCapabilityFields,
  attribution: checkoutAttributionSchema.optional(),
});

export type PixChargeRequestInput = z.input<typeof pixChargeRequestSchema>;
export type PixChargeRequest = z.output<typeof pixChargeRequestSchema>;

/** The charge as the modal draws it. */
export interface PixChargeCreated {
  /** Our checkout: the modal polls it and /obrigado names it. */
  checkoutId: string;
  amountCents: number;
  items: { name: string; amountCents: number }[];
  /** The QR code as an image the page can show (a data: URL of a PNG). */
  qrImage: string;
  /** The copy-and-paste code (BR Code). */
  payload: string;
  expiresAt: string;
  /** Where the buyer goes once paid. */
  successUrl: string;
  /** Only the embedded sandbox sets it: its test page that approves or expires this charge. */
  testPayUrl?: string;
}

export const PIX_CHARGE_STATUSES = ['pending', 'paid', 'expired', 'canceled', 'failed'] as const;
export type PixChargeStatus = (typeof PIX_CHARGE_STATUSES)[number];

/** GET /api/payments/pix-charge/{checkoutId}: polled by the modal (never the provider from the browser). */
export interface PixChargeState {
  status: PixChargeStatus;
  expiresAt: string;
  amountCents: number;
  items: { name: string; amountCents: number }[];
  /** The QR and the code, while it can still be paid; null once paid, expired or cancelled. */
  qrImage: string | null;
  payload: string | null;
  successUrl: string;
}

/** The page that shows a charge again (the WhatsApp reminders' {link_pagamento}). */
export function pixChargePagePath(checkoutId: string): string {
  return `/pagamento/pix?${new URLSearchParams({ checkout: checkoutId })}`;
}
