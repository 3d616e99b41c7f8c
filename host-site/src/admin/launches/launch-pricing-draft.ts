// The launch's prices as the "Preços e ofertas" form holds them (text in every input: reais for
// money, São Paulo date and time for instants) and the PUT body they become. Text that reads as no
// number goes as -1, so the server answers with the field's own message.
import type { CouponKind } from '@funil/core/offer-pricing';
import type { OfferPricingBody, StaffOfferPricing } from '@funil/core/offer-pricing-admin';
import { centsOf, reaisText } from '../launch-settings/launch-settings-draft.ts';

/** São Paulo has kept UTC−3 all year since 2019 (core/src/launch-times.ts). */
const SAO_PAULO_OFFSET_MS = 3 * 3_600_000;

export interface BatchDraft {
  /** A row's key on screen; the saved batch's id, or a new one's. */
  key: string;
  id?: string;
  pix: string;
  card: string;
  startsAt: string;
  endsAt: string;
  quantity: string;
}

export interface CouponDraft {
  key: string;
  id?: string;
  code: string;
  kind: CouponKind;
  /** '10' for 10%, or reais for a fixed amount. */
  value: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  active: boolean;
}

export interface BumpDraft {
  key: string;
  id?: string;
  offerCode: string;
  price: string;
  pitch: string;
}

export interface PricingDraft {
  batches: BatchDraft[];
  coupons: CouponDraft[];
  bumps: BumpDraft[];
}

/** '2026-11-26T02:59:00.000Z' → '2026-11-25T23:59', as a datetime-local input holds it in São Paulo. */
export function saoPauloInput(instant: string | null): string {
  if (instant === null) return '';
  return new Date(Date.parse(instant) - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 16);
}

/** The input's São Paulo date and time with its offset; empty leaves it open (null). */
export function instantOf(input: string): string | null {
  const text = input.trim();
  return text === '' ? null : `${text}:00-03:00`;
}

function countOf(text: string): number | null {
  const plain = text.trim().replace(/\./g, '');
  if (plain === '') return null;
  return /^\d+$/.test(plain) ? Number(plain) : -1;
}

/** '10', '12,5' → 10, 12.5; anything else -1. */
function percentOf(text: string): number {
  const plain = text.trim().replace('%', '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : -1;
}

let nextKey = 0;
/** A key for a row added on screen. */
export function newKey(): string {
  nextKey += 1;
  return `novo-${nextKey}`;
}

export function pricingDraftOf(pricing: StaffOfferPricing): PricingDraft {
  return {
    batches: pricing.batches.map((batch) => ({
      key: batch.id,
      id: batch.id,
      pix: reaisText(batch.pixPriceCents),
      card: reaisText(batch.cardTotalCents),
      startsAt: saoPauloInput(batch.startsAt),
      endsAt: saoPauloInput(batch.endsAt),
      quantity: batch.quantity === null ? '' : String(batch.quantity),
    })),
    coupons: pricing.coupons.map((coupon) => ({
      key: coupon.id,
      id: coupon.id,
      code: coupon.code,
      kind: coupon.kind,
      value:
        coupon.kind === 'percent'
          ? String(coupon.percent ?? '').replace('.', ',')
          : reaisText(coupon.amountCents ?? 0),
      startsAt: saoPauloInput(coupon.startsAt),
      endsAt: saoPauloInput(coupon.endsAt),
      maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
      active: coupon.active,
    })),
    bumps: pricing.bumps.map((bump) => ({
      key: bump.id,
      id: bump.id,
      offerCode: bump.offerCode,
      price: reaisText(bump.priceCents),
      pitch: bump.pitch,
    })),
  };
}

/** A new batch starts where the last one ends, at its prices: the usual next step up. */
export function newBatch(previous: BatchDraft | undefined): BatchDraft {
  return {
    key: newKey(),
    pix: previous?.pix ?? '',
    card: previous?.card ?? '',
    startsAt: previous?.endsAt ?? '',
    endsAt: '',
    quantity: '',
  };
}

export function newCoupon(): CouponDraft {
  return {
    key: newKey(),
    code: '',
    kind: 'percent',
    value: '',
    startsAt: '',
    endsAt: '',
    maxUses: '',
    active: true,
  };
}

export function newBump(offerCode: string): BumpDraft {
  return { key: newKey(), offerCode, price: '', pitch: '' };
}

export function pricingBodyOf(draft: PricingDraft): OfferPricingBody {
  return {
    batches: draft.batches.map((batch) => ({
      ...(batch.id ? { id: batch.id } : {}),
      pixPriceCents: centsOf(batch.pix) ?? -1,
      cardTotalCents: centsOf(batch.card) ?? -1,
      startsAt: instantOf(batch.startsAt),
      endsAt: instantOf(batch.endsAt),
      quantity: countOf(batch.quantity),
    })),
    coupons: draft.coupons.map((coupon) => ({
      ...(coupon.id ? { id: coupon.id } : {}),
      code: coupon.code,
      kind: coupon.kind,
      ...(coupon.kind === 'percent'
        ? { percent: percentOf(coupon.value) }
        : { amountCents: centsOf(coupon.value) ?? -1 }),
      startsAt: instantOf(coupon.startsAt),
      endsAt: instantOf(coupon.endsAt),
      maxUses: countOf(coupon.maxUses),
      active: coupon.active,
    })),
    bumps: draft.bumps.map((bump) => ({
      ...(bump.id ? { id: bump.id } : {}),
      offerCode: bump.offerCode,
      priceCents: centsOf(bump.price) ?? -1,
      pitch: bump.pitch,
    })),
  };
}

/** The row moved one place up (-1) or down (+1); the list as it was at either end. */
export function moved<T>(rows: T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= rows.length) return rows;
  const next = [...rows];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
