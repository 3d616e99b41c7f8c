// A launch's program offer's batches, coupons and order bumps as staff read and set them (issue 30),
// on Kysely for both engines: each batch with its units (offer_seats `lote:<id>`), each coupon with
// its uses, and the whole change in one transaction with its launch audit row.
import { batchLabel, type CouponKind } from '@funil/core/offer-pricing';
import {
  basisPointsToPercent,
  type OfferPricingUpdate,
  percentToBasisPoints,
  type StaffOfferPricing,
  type StaffPricingBatch,
} from '@funil/core/offer-pricing-admin';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { PricingOutcome, StaffPricingStore } from '../domain/ports/offer-pricing-admin.ts';
import { insertAudit } from './launch-rows.ts';
import { batchUnitsKey } from './offer-pricing-repository.ts';
import { resizeSeats, seatCounts } from './offer-seats.ts';
import type { Database } from './schema.ts';
import { FALSE, isTrue, TRUE } from './sql-values.ts';

type Db = Kysely<Database> | Transaction<Database>;

class Refused extends Error {
  constructor(readonly outcome: PricingOutcome) {
    super('refused');
  }
}

function refuse(refusal: Extract<PricingOutcome, { ok: false }>['refusal']): never {
  throw new Refused({ ok: false, refusal });
}

function programOffer(db: Db, launchId: string) {
  return db
    .selectFrom('offers')
    .select(['code', 'name', 'pix_price_cents', 'card_total_cents'])
    .where('launch_id', '=', launchId)
    .where('kind', '=', 'program')
    .orderBy('created_at')
    .orderBy('code')
    .executeTakeFirst();
}

/** Paid checkouts of each batch: what a batch without a quantity (so without units) has sold. */
async function paidByBatch(db: Db, batchIds: string[]): Promise<Map<string, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('checkouts')
    .select(['batch_id', sql<number | string>`count(*)`.as('n')])
    .where('batch_id', 'in', batchIds)
    .where('paid_at', 'is not', null)
    .groupBy('batch_id')
    .execute();
  return new Map(rows.map((row) => [row.batch_id ?? '', Number(row.n)]));
}

async function staffPricing(
  db: Db,
  launchId: string,
  offer: { code: string; name: string; pix_price_cents: number; card_total_cents: number },
  now: string,
): Promise<StaffOfferPricing> {
  const batchRows = await db
    .selectFrom('offer_batches')
    .selectAll()
    .where('offer_code', '=', offer.code)
    .orderBy('position')
    .execute();
  const units = await seatCounts(
    db,
    batchRows.map((row) => batchUnitsKey(row.id)),
    now,
  );
  const paid = await paidByBatch(
    db,
    batchRows.map((row) => row.id),
  );
  const batches: StaffPricingBatch[] = batchRows.map((row) => {
    const quantity = row.quantity === null ? null : Number(row.quantity);
    const count = units.get(batchUnitsKey(row.id));
    const sold = quantity === null ? (paid.get(row.id) ?? 0) : (count?.sold ?? 0);
    const held = quantity === null ? 0 : (count?.held ?? 0);
    return {
      id: row.id,
      position: Number(row.position),
      label: batchLabel(Number(row.position)),
      pixPriceCents: Number(row.pix_price_cents),
      cardTotalCents: Number(row.card_total_cents),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      quantity,
      sold,
      held,
      left: quantity === null ? null : Math.max(0, quantity - sold - held),
    };
  });
  const couponRows = await db
    .selectFrom('coupons')
    .selectAll()
    .where('offer_code', '=', offer.code)
    .orderBy('created_at')
    .orderBy('code')
    .execute();
  const bumpRows = await db
    .selectFrom('order_bumps as b')
    .innerJoin('offers as o', 'o.code', 'b.bump_offer_code')
    .select(['b.id', 'b.bump_offer_code', 'o.name', 'b.price_cents', 'b.pitch'])
    .where('b.offer_code', '=', offer.code)
    .orderBy('b.position')
    .execute();
  const bumpable = await db
    .selectFrom('offers')
    .select(['code', 'name', 'kind', 'pix_price_cents'])
    .where('launch_id', '=', launchId)
    .where('code', '!=', offer.code)
    .where('is_active', '=', TRUE)
    .orderBy('created_at')
    .orderBy('code')
    .execute();
  return {
    offer: {
      code: offer.code,
      name: offer.name,
      pixPriceCents: Number(offer.pix_price_cents),
      cardTotalCents: Number(offer.card_total_cents),
    },
    batches,
    coupons: couponRows.map((row) => ({
      id: row.id,
      code: row.code,
      kind: row.kind as CouponKind,
      percent: row.percent_bp === null ? null : basisPointsToPercent(Number(row.percent_bp)),
      amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      maxUses: row.max_uses === null ? null : Number(row.max_uses),
      uses: Number(row.uses),
      active: isTrue(row.is_active),
    })),
    bumps: bumpRows.map((row) => ({
      id: row.id,
      offerCode: row.bump_offer_code,
      offerName: row.name,
      priceCents: Number(row.price_cents),
      pitch: row.pitch,
    })),
    bumpable: bumpable.map((row) => ({
      code: row.code,
      name: row.name,
      kind: row.kind,
      priceCents: Number(row.pix_price_cents),
    })),
  };
}

export function createStaffPricingRepository(db: Kysely<Database>): StaffPricingStore {
  return {
    async read(launchId, now) {
      const launch = await db
        .selectFrom('launches')
        .select('id')
        .where('id', '=', launchId)
        .executeTakeFirst();
      if (!launch) return undefined;
      const offer = await programOffer(db, launchId);
      return offer ? staffPricing(db, launchId, offer, now) : 'program_offer_missing';
    },

    async save(launchId, pricing, editor, time) {
      try {
        return await db.transaction().execute(async (trx) => {
          const launch = await trx
            .selectFrom('launches')
            .select(['id', 'status'])
            .where('id', '=', launchId)
            .executeTakeFirst();
          if (!launch) refuse('launch_not_found');
          if (launch.status === 'closed') refuse('launch_closed');
          const offer = await programOffer(trx, launchId);
          if (!offer) refuse('program_offer_missing');
          const before = await staffPricing(trx, launchId, offer, time);
          await saveBatches(trx, offer.code, before, pricing.batches, time);
          await saveCoupons(trx, offer.code, before, pricing.coupons, time);
          await saveBumps(trx, offer.code, before, pricing.bumps, time);
          const after = await staffPricing(trx, launchId, offer, time);
          await insertAudit(trx, {
            launchId,
            action: 'pricing',
            editor,
            time,
            before: JSON.stringify(auditView(before)),
            after: JSON.stringify(auditView(after)),
          });
          await trx.updateTable('launches').set({ updated_at: time }).where('id', '=', launchId).execute();
          return { ok: true, pricing: after } as const;
        });
      } catch (error) {
        if (error instanceof Refused) return error.outcome;
        throw error;
      }
    },
  };
}

async function saveBatches(
  trx: Transaction<Database>,
  offerCode: string,
  before: StaffOfferPricing,
  batches: OfferPricingUpdate['batches'],
  time: string,
) {
  const known = new Set(before.batches.map((batch) => batch.id));
  if (batches.some((batch) => batch.id !== undefined && !known.has(batch.id))) refuse('batch_not_found');
  const kept = new Set(batches.map((batch) => batch.id));
  for (const gone of before.batches.filter((batch) => !kept.has(batch.id))) {
    // Its sales name it in the results; a batch that sold is ended by its date, not removed.
    if (gone.sold > 0 || gone.held > 0) refuse('batch_has_sales');
    await trx.deleteFrom('offer_seats').where('offer_code', '=', batchUnitsKey(gone.id)).execute();
    await trx.deleteFrom('offer_batches').where('id', '=', gone.id).execute();
  }
  // Out of the way first, so reordering never meets (offer_code, position)'s unique key.
  for (const [index, batch] of before.batches.filter((b) => kept.has(b.id)).entries()) {
    await trx
      .updateTable('offer_batches')
      .set({ position: -1 - index })
      .where('id', '=', batch.id)
      .execute();
  }
  for (const [index, batch] of batches.entries()) {
    const values = {
      position: index + 1,
      pix_price_cents: batch.pixPriceCents,
      card_total_cents: batch.cardTotalCents,
      starts_at: batch.startsAt,
      ends_at: batch.endsAt,
      quantity: batch.quantity,
      updated_at: time,
    };
    const id = batch.id ?? crypto.randomUUID();
    if (batch.id) {
      await trx.updateTable('offer_batches').set(values).where('id', '=', id).execute();
    } else {
      await trx
        .insertInto('offer_batches')
        .values({ ...values, id, offer_code: offerCode, created_at: time })
        .execute();
    }
    await resizeUnits(trx, id, batch.quantity, time);
  }
}

/** A quantity is that many units; without one, the free units go (sold and held ones stay). */
async function resizeUnits(
  trx: Transaction<Database>,
  batchId: string,
  quantity: number | null,
  time: string,
) {
  const code = batchUnitsKey(batchId);
  if (quantity !== null) {
    if (!(await resizeSeats(trx, code, quantity, time))) refuse('batch_quantity_below_taken');
    return;
  }
  await trx
    .deleteFrom('offer_seats')
    .where('offer_code', '=', code)
    .where('sold_at', 'is', null)
    .where((eb) => eb.or([eb('checkout_id', 'is', null), eb('held_until', '<=', time)]))
    .execute();
}

async function saveCoupons(
  trx: Transaction<Database>,
  offerCode: string,
  before: StaffOfferPricing,
  coupons: OfferPricingUpdate['coupons'],
  time: string,
) {
  const known = new Set(before.coupons.map((coupon) => coupon.id));
  if (coupons.some((coupon) => coupon.id !== undefined && !known.has(coupon.id))) refuse('coupon_not_known');
  const kept = new Set(coupons.map((coupon) => coupon.id));
  // A removed coupon's checkouts keep its code; its row goes.
  const gone = before.coupons.filter((coupon) => !kept.has(coupon.id)).map((coupon) => coupon.id);
  if (gone.length) await trx.deleteFrom('coupons').where('id', 'in', gone).execute();
  // Codes may swap between coupons: each kept one steps aside first (its id is no coupon code).
  for (const coupon of before.coupons.filter((c) => kept.has(c.id))) {
    await trx
      .updateTable('coupons')
      .set({ code: `~${coupon.id}` })
      .where('id', '=', coupon.id)
      .execute();
  }
  for (const coupon of coupons) {
    // Uses are counted by payments, never set here.
    const values = {
      code: coupon.code,
      kind: coupon.kind,
      percent_bp: coupon.kind === 'percent' ? percentToBasisPoints(coupon.percent ?? 0) : null,
      amount_cents: coupon.kind === 'fixed' ? (coupon.amountCents ?? 0) : null,
      starts_at: coupon.startsAt,
      ends_at: coupon.endsAt,
      max_uses: coupon.maxUses,
      is_active: coupon.active ? TRUE : FALSE,
      updated_at: time,
    };
    if (coupon.id) {
      await trx.updateTable('coupons').set(values).where('id', '=', coupon.id).execute();
    } else {
      await trx
        .insertInto('coupons')
        .values({ ...values, id: crypto.randomUUID(), offer_code: offerCode, created_at: time })
        .execute();
    }
  }
}

async function saveBumps(
  trx: Transaction<Database>,
  offerCode: string,
  before: StaffOfferPricing,
  bumps: OfferPricingUpdate['bumps'],
  time: string,
) {
  const sellable = new Set(before.bumpable.map((offer) => offer.code));
  for (const bump of bumps) {
    if (bump.offerCode === offerCode) refuse('bump_is_offer');
    if (!sellable.has(bump.offerCode)) refuse('bump_offer_invalid');
  }
  const known = new Map(before.bumps.map((bump) => [bump.id, bump]));
  // Rewritten whole: a kept bump keeps its id (checkout items name it) and its creation time.
  const created = await trx
    .selectFrom('order_bumps')
    .select(['id', 'created_at'])
    .where('offer_code', '=', offerCode)
    .execute();
  await trx.deleteFrom('order_bumps').where('offer_code', '=', offerCode).execute();
  for (const [index, bump] of bumps.entries()) {
    const id = bump.id !== undefined && known.has(bump.id) ? bump.id : crypto.randomUUID();
    await trx
      .insertInto('order_bumps')
      .values({
        id,
        offer_code: offerCode,
        bump_offer_code: bump.offerCode,
        position: index + 1,
        price_cents: bump.priceCents,
        pitch: bump.pitch,
        created_at: created.find((row) => row.id === id)?.created_at ?? time,
        updated_at: time,
      })
      .execute();
  }
}

/** What the audit keeps: what staff set, not the counts that move with sales. */
function auditView(pricing: StaffOfferPricing) {
  return {
    offer: pricing.offer.code,
    batches: pricing.batches.map(
      ({ id, position, pixPriceCents, cardTotalCents, startsAt, endsAt, quantity }) => ({
        id,
        position,
        pixPriceCents,
        cardTotalCents,
        startsAt,
        endsAt,
        quantity,
      }),
    ),
    coupons: pricing.coupons.map(({ uses: _uses, ...coupon }) => coupon),
    bumps: pricing.bumps.map(({ id, offerCode, priceCents, pitch }) => ({
      id,
      offerCode,
      priceCents,
      pitch,
    })),
  };
}
