// Staff set a launch's program offer's batches ("lotes"), coupons and order bumps (issue 30):
// PUT /api/admin/launches/{id}/pricing. The schema checks each row and the rows together; what
// needs the database (a bump's offer, units sold) the server checks in the same transaction.
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import { COUPON_CODE, type CouponKind, MAX_ORDER_BUMPS, normalizeCouponCode } from './offer-pricing.ts';

/** More batches than this is a typing accident, not a launch. */
export const MAX_BATCHES = 10;
export const MAX_COUPONS = 50;
/** A bump's pitch is one line on the payment modal. */
export const BUMP_PITCH_MAX = 140;

const MAX_CENTS = 10_000_000;

const cents = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(MAX_CENTS, message);

/** An instant with its offset ('2026-11-20T10:00:00-03:00'), kept in UTC; null leaves it open. */
const instant = z.iso
  .datetime({ offset: true, error: ERRORS.pricing_date_invalid })
  .transform((text) => new Date(text).toISOString())
  .nullable();

const optionalId = z.string().trim().min(1).max(100).optional();

/** A count that may be left open (null): a batch's quantity, a coupon's uses. */
const limit = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).nullable();

function windowInOrder(row: { startsAt: string | null; endsAt: string | null }): boolean {
  return row.startsAt === null || row.endsAt === null || row.startsAt < row.endsAt;
}

const windowRule = { message: ERRORS.pricing_window_invalid, path: ['endsAt'] };

export const pricingBatchInputSchema = z
  .object({
    /** A batch already saved keeps its id (and its units); a new one has none. */
    id: optionalId,
    pixPriceCents: cents(ERRORS.batch_price_invalid, 100),
    cardTotalCents: cents(ERRORS.batch_card_total_invalid, 100),
    startsAt: instant,
    endsAt: instant,
    /** Units on sale in this batch; null sells it until its end or the next batch's start. */
    quantity: limit(ERRORS.batch_quantity_invalid, 100_000),
  })
  .strict()
  .refine(windowInOrder, windowRule)
  .refine((batch) => batch.cardTotalCents >= batch.pixPriceCents, {
    message: ERRORS.batch_card_total_invalid,
    path: ['cardTotalCents'],
  });

export type PricingBatchInput = z.output<typeof pricingBatchInputSchema>;

export const pricingCouponInputSchema = z
  .object({
    id: optionalId,
    code: z
      .string({ error: ERRORS.coupon_code_invalid })
      .transform(normalizeCouponCode)
      .pipe(z.string().regex(COUPON_CODE, ERRORS.coupon_code_invalid)),
    kind: z.enum(['percent', 'fixed'] satisfies CouponKind[], { error: ERRORS.coupon_kind_invalid }),
    /** Whole or decimal percent, 10 for 10% (kept as basis points); only for 'percent'. */
    percent: z
      .number({ error: ERRORS.coupon_percent_invalid })
      .min(1, ERRORS.coupon_percent_invalid)
      .max(100, ERRORS.coupon_percent_invalid)
      // Two decimals at most: basis points are whole.
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        ERRORS.coupon_percent_invalid,
      )
      .nullable()
      .optional(),
    /** Only for 'fixed'. */
    amountCents: cents(ERRORS.coupon_amount_invalid, 1).nullable().optional(),
    startsAt: instant,
    endsAt: instant,
    maxUses: limit(ERRORS.coupon_max_uses_invalid, 1_000_000),
    active: z.boolean(),
  })
  .strict()
  .refine(windowInOrder, windowRule)
  .refine((coupon) => coupon.kind !== 'percent' || typeof coupon.percent === 'number', {
    message: ERRORS.coupon_percent_invalid,
    path: ['percent'],
  })
  .refine((coupon) => coupon.kind !== 'fixed' || typeof coupon.amountCents === 'number', {
    message: ERRORS.coupon_amount_invalid,
    path: ['amountCents'],
  });

export type PricingCouponInput = z.output<typeof pricingCouponInputSchema>;

export const pricingBumpInputSchema = z
  .object({
    id: optionalId,
    /** Another active offer of the same launch: a ticket, or another product. */
    offerCode: z
      .string({ error: ERRORS.bump_offer_invalid })
      .trim()
      .min(1, ERRORS.bump_offer_invalid)
      .max(120, ERRORS.bump_offer_invalid),
    priceCents: cents(ERRORS.bump_price_invalid, 100),
    pitch: z
      .string({ error: ERRORS.bump_pitch_invalid })
      .trim()
      .min(3, ERRORS.bump_pitch_invalid)
      .max(BUMP_PITCH_MAX, ERRORS.bump_pitch_invalid)
      .refine((text) => !/[\r\n]/.test(text), ERRORS.bump_pitch_invalid),
  })
  .strict();

export type PricingBumpInput = z.output<typeof pricingBumpInputSchema>;

function unique(values: string[]): boolean {
  return new Set(values).size === values.length;
}

/** PUT /api/admin/launches/{id}/pricing: the whole pricing of the launch's program offer. */
export const offerPricingUpdateSchema = z
  .object({
    /** In selling order: the first is "1º lote". */
    batches: z.array(pricingBatchInputSchema).max(MAX_BATCHES, ERRORS.batches_too_many),
    coupons: z.array(pricingCouponInputSchema).max(MAX_COUPONS, ERRORS.coupons_too_many),
    bumps: z.array(pricingBumpInputSchema).max(MAX_ORDER_BUMPS, ERRORS.bumps_too_many),
  })
  .strict()
  .refine((body) => unique(body.coupons.map((coupon) => coupon.code)), {
    message: ERRORS.coupon_code_duplicate,
    path: ['coupons'],
  })
  .refine((body) => unique(body.bumps.map((bump) => bump.offerCode)), {
    message: ERRORS.bump_duplicate,
    path: ['bumps'],
  });

export type OfferPricingUpdate = z.output<typeof offerPricingUpdateSchema>;
/** The body as a client sends it (instants with their offset). */
export type OfferPricingBody = z.input<typeof offerPricingUpdateSchema>;

/** A batch as staff see it: what they set, its label and its units. */
export interface StaffPricingBatch {
  id: string;
  position: number;
  /** "1º lote". */
  label: string;
  pixPriceCents: number;
  cardTotalCents: number;
  startsAt: string | null;
  endsAt: string | null;
  quantity: number | null;
  /** Units paid for, held by open checkouts, and still on sale (null without a quantity). */
  sold: number;
  held: number;
  left: number | null;
}

export interface StaffPricingCoupon {
  id: string;
  code: string;
  kind: CouponKind;
  /** 10 for 10%; null for a fixed amount. */
  percent: number | null;
  amountCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  /** Paid checkouts that used it. */
  uses: number;
  active: boolean;
}

export interface StaffPricingBump {
  id: string;
  offerCode: string;
  offerName: string;
  priceCents: number;
  pitch: string;
}

/** An offer of the launch a bump may sell. */
export interface BumpableOffer {
  code: string;
  name: string;
  /** program or ticket. */
  kind: string;
  priceCents: number;
}

/** GET /api/admin/launches/{id}/pricing. */
export interface StaffOfferPricing {
  /** The launch's program offer, whose prices these are. */
  offer: { code: string; name: string; pixPriceCents: number; cardTotalCents: number };
  batches: StaffPricingBatch[];
  coupons: StaffPricingCoupon[];
  bumps: StaffPricingBump[];
  /** The launch's other active offers, for the bumps' choice. */
  bumpable: BumpableOffer[];
}

/** 10 (%) ⇄ 1000 basis points, as coupons keep it. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}
