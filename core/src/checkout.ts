// The checkout request of spec §3 as the payment modal sends it: its shape only, never its prices.
import { z } from 'zod';
import { ATTRIBUTION_KEYS, type AttributionKey } from './attribution-keys.ts';
import { leadCapabilityFields } from './lead-capability.ts';
import { MAX_ORDER_BUMPS } from './offer-pricing.ts';
import { cleanLine } from './text.ts';

export const BILLING_TYPES = ['PIX', 'CREDIT_CARD'] as const;
export const CHARGE_TYPES = ['DETACHED', 'INSTALLMENT'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];
export type ChargeType = (typeof CHARGE_TYPES)[number];

/** The three endpoints of spec §7: single PIX, single card, anything else. */
export const CHECKOUT_ENDPOINTS = ['pix', 'credit-card', 'multi'] as const;
export type CheckoutEndpoint = (typeof CHECKOUT_ENDPOINTS)[number];

const httpUrl = z
  .string()
  .max(2_000)
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  });

const shortText = (max: number) => z.string().max(max);

/**
 * One attribution value, cleaned by core's text rule and cut to what is kept: where a buyer came
 * from is never a reason to refuse a sale, so an overlong value is shortened, not refused.
 */
const attributionText = (max: number, what: string) =>
  z
    .string()
    .max(20_000)
    .overwrite(cleanLine)
    .trim()
    .transform((text) => text.slice(0, max))
    .optional()
    .describe(what);

const ATTRIBUTION_LIMITS: Record<AttributionKey, number> = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_content: 200,
  utm_term: 200,
  referrer: 2_000,
  landing_page: 2_000,
};

/**
 * Where the buyer's visit came from, as the browser knows it when the checkout is created, with or
 * without a lead form: kept on the checkout for the reports, never read for money.
 */
export const checkoutAttributionSchema = z
  .object({
    ...(Object.fromEntries(
      ATTRIBUTION_KEYS.map((key) => [key, attributionText(ATTRIBUTION_LIMITS[key], key)]),
    ) as Record<AttributionKey, ReturnType<typeof attributionText>>),
    fbc: attributionText(500, 'O clique de anúncio da Meta (cookie _fbc, ou montado do ?fbclid=)'),
    partner: attributionText(60, 'O código do parceiro da página (data-partner do embed)'),
  })
  .describe('De onde veio a visita de quem compra; só para os relatórios');

export type CheckoutAttribution = z.output<typeof checkoutAttributionSchema>;

/** What the payment modal orders, card or PIX: the offer, its coupon and the bumps ticked. */
export const orderSelectionFields = {
  /**
   * Which of the launch's offers: a ticket's code, as GET /api/offers lists it. Absent, the program.
   * Its price is the server's, as always.
   */
  offer: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(140)
    .optional(),
  /** As typed or from ?cupom=; the server normalizes it and says why when it cannot be used. */
  coupon: z.string().max(60).optional(),
  /** The ids of the bumps ticked (GET /api/offers/quote's bumps), at most MAX_ORDER_BUMPS. */
  bumps: z.array(z.string().min(1).max(100)).max(MAX_ORDER_BUMPS).optional(),
};

export const checkoutRequestSchema = z.object({
  billingTypes: z.array(z.enum(BILLING_TYPES)).min(1).max(2),
  chargeTypes: z.array(z.enum(CHARGE_TYPES)).min(1).max(2),
  minutesToExpire: z.number().int().positive().max(100_000),
  items: z
    .array(
      z.object({
        name: shortText(200),
        description: shortText(500),
        quantity: z.number().int().positive().max(100),
        // Read and ignored: the price is the server's offer, never the browser's.
        value: z.number().nonnegative().max(1_000_000),
      }),
    )
    .min(1)
    .max(10),
  callback: z.object({ successUrl: httpUrl, cancelUrl: httpUrl, expiredUrl: httpUrl }),
  customerData: z
    .object({ name: shortText(200), phone: shortText(40), email: shortText(254) })
    .partial()
    .optional(),
  /** The lead this browser saved; the server checks its form and its secret (leadToken). */
  leadId: leadCapabilityFields.leadId,
  /**
   * Sent by payment widgets built before the lead travelled as leadId (its id after the program's
   * prefix): a tab opened before a deploy still runs that code, so the server reads it when leadId
   * is absent. The server builds the provider's own reference.
   */
  externalReference: shortText(120).optional(),
  installment: z.object({ maxInstallmentCount: z.number().int().min(1).max(24) }).optional(),
  installmentCount: z.number().int().min(1).max(24).optional(),
  /**
   * The secret of the lead the request names (leadId): without it the
   * checkout goes on for an anonymous buyer (decision 0019).
   */
  leadToken: leadCapabilityFields.leadToken,
  attribution: checkoutAttributionSchema.optional(),
  ...orderSelectionFields,
  /** Device details the modal adds on mobile, for support; logged, never stored. */
  _debug: z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
});

export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;
export type CheckoutRequestBody = z.output<typeof checkoutRequestSchema>;

/** POST /api/payments/*: where the browser goes next. */
export interface CheckoutCreated {
  link: string;
}
