// What an offer costs right now (issue 30): the price of its current batch ("lote"), a coupon's
// discount off it and the order bumps beside it. Pure rules shared by the server, which alone
// computes what is charged, and the pages, which show the server's quote.
import type { ErrorCode } from './errors.ts';

/** A price of an offer from startsAt until endsAt (either open) or until `quantity` are sold. */
export interface BatchRule {
  id: string;
  position: number;
  pixPriceCents: number;
  cardTotalCents: number;
  startsAt: string | null;
  endsAt: string | null;
  quantity: number | null;
}

/** "1º lote", "2º lote": how pages and reports name a batch. */
export function batchLabel(position: number): string {
  return `${position}º lote`;
}

/** True while `now` is inside the batch's window (start included, end excluded). */
export function batchInWindow(batch: Pick<BatchRule, 'startsAt' | 'endsAt'>, now: string): boolean {
  return (batch.startsAt === null || batch.startsAt <= now) && (batch.endsAt === null || now < batch.endsAt);
}

/**
 * The batch that sells now: the first, by position, inside its window with a unit left
 * (`unitsLeft` is undefined for a batch without a quantity). None when every batch is over.
 */
export function currentBatch<T extends BatchRule>(
  batches: readonly T[],
  now: string,
  unitsLeft: (batch: T) => number | undefined,
): T | undefined {
  return [...batches]
    .sort((a, b) => a.position - b.position)
    .find((batch) => batchInWindow(batch, now) && (batch.quantity === null || (unitsLeft(batch) ?? 0) > 0));
}

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon as the server keeps it; percentBp is in basis points (10% = 1000). */
export interface CouponRule {
  code: string;
  kind: CouponKind;
  percentBp: number | null;
  amountCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  uses: number;
  active: boolean;
}

/** Codes are compared in upper case, without spaces: "lancamento10 " is LANCAMENTO10. */
export function normalizeCouponCode(text: string): string {
  return text.trim().toUpperCase();
}

/** A code a coupon may have: 2 to 40 letters, digits, hyphens or underscores. */
export const COUPON_CODE = /^[A-Z0-9_-]{2,40}$/;

export type CouponRefusal = Extract<
  ErrorCode,
  'coupon_not_found' | 'coupon_not_started' | 'coupon_expired' | 'coupon_used_up'
>;

/** Why a coupon cannot be used now; undefined when it can. */
export function couponRefusal(coupon: CouponRule | undefined, now: string): CouponRefusal | undefined {
  if (!coupon?.active) return 'coupon_not_found';
  if (coupon.startsAt !== null && now < coupon.startsAt) return 'coupon_not_started';
  if (coupon.endsAt !== null && now >= coupon.endsAt) return 'coupon_expired';
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return 'coupon_used_up';
  return undefined;
}

/** The least a discounted price may be: a charge of zero is no sale. */
export const MIN_PRICE_CENTS = 100;

/** What the coupon takes off a price, never leaving less than MIN_PRICE_CENTS. */
export function couponDiscountCents(
  priceCents: number,
  coupon: Pick<CouponRule, 'kind' | 'percentBp' | 'amountCents'>,
): number {
  const wanted =
    coupon.kind === 'percent'
      ? Math.round((priceCents * (coupon.percentBp ?? 0)) / 10_000)
      : (coupon.amountCents ?? 0);
  return Math.max(0, Math.min(wanted, priceCents - MIN_PRICE_CENTS));
}

/** "10% de desconto", "R$ 50,00 de desconto" (formatted by the caller's formatBRL). */
export function couponLabel(
  coupon: Pick<CouponRule, 'kind' | 'percentBp' | 'amountCents'>,
  formatBRL: (cents: number) => string,
): string {
  if (coupon.kind === 'percent') {
    const percent = (coupon.percentBp ?? 0) / 100;
    return `${percent.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}% de desconto`;
  }
  return `${formatBRL(coupon.amountCents ?? 0)} de desconto`;
}

/** At most this many bumps ride on one offer (Kiwify's and Eduzz's limit). */
export const MAX_ORDER_BUMPS = 5;

/** GET /api/offers/quote: an offer's price now, as the server will charge it (never cached). */
export interface OfferQuote {
  offer: { code: string; name: string; kind: string };
  /** The batch selling now; null when the offer has no batches (its own price). */
  batch: { id: string; position: number; label: string; endsAt: string | null; left: number | null } | null;
  /** Before the coupon. */
  list: { pixCents: number; cardTotalCents: number };
  /** What is charged for the offer itself, after the coupon. */
  price: { pixCents: number; cardTotalCents: number; installments: number };
  /** The coupon asked for (?cupom=), applied or with its reason. */
  coupon: QuotedCoupon | null;
  /** What may be ticked beside it, each charged at its bump price. */
  bumps: QuotedBump[];
  /** How long a checkout holds this price once created. */
  holdMinutes: number;
}

export type QuotedCoupon =
  | { code: string; applied: true; label: string; pixDiscountCents: number; cardDiscountCents: number }
  | { code: string; applied: false; reason: CouponRefusal; message: string };

export interface QuotedBump {
  id: string;
  /** The bumped offer's code and name. */
  code: string;
  name: string;
  pitch: string;
  priceCents: number;
}

/** One line of a purchase as /obrigado, the Purchase event and the reports name it. */
export interface ChargedItem {
  kind: 'main' | 'bump';
  offerCode: string;
  name: string;
  listCents: number;
  amountCents: number;
}
