// The seats of ticket offers (migration 0042) on Kysely for both engines. A seat is free when it is
// neither sold nor held by a checkout whose hold still runs; holding one is a single conditional
// UPDATE, so of requests racing for the last seat exactly one changes a row.
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** How many times a hold looks for another free seat after losing one to a concurrent request. */
const HOLD_ATTEMPTS = 20;

function isFree(eb: ExpressionBuilder<Database, 'offer_seats'>, now: string) {
  return eb.and([
    eb('offer_seats.sold_at', 'is', null),
    eb.or([eb('offer_seats.checkout_id', 'is', null), eb('offer_seats.held_until', '<=', now)]),
  ]);
}

/**
 * The first free seat, taken if it is still free when the write reaches it: on PostgreSQL a
 * concurrent winner's row is re-checked after its lock is released and the condition fails; on
 * SQLite writes run one at a time. Losing a seat while others are free means trying the next.
 */
export async function holdSeat(
  db: Db,
  hold: { offerCode: string; checkoutId: string; until: string; now: string },
): Promise<boolean> {
  for (let attempt = 0; attempt < HOLD_ATTEMPTS; attempt++) {
    const first = db
      .selectFrom('offer_seats')
      .select('seat_no')
      .where('offer_code', '=', hold.offerCode)
      .where((eb) => isFree(eb, hold.now))
      .orderBy('seat_no')
      .limit(1);
    const result = await db
      .updateTable('offer_seats')
      .set({ checkout_id: hold.checkoutId, held_until: hold.until })
      .where('offer_code', '=', hold.offerCode)
      .where('seat_no', '=', first)
      .where((eb) => isFree(eb, hold.now))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return true;
    if ((await freeSeats(db, hold.offerCode, hold.now)) === 0) return false;
  }
  return false;
}

export async function freeSeats(db: Db, offerCode: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('offer_seats')
    .select(sql<number>`count(*)`.as('n'))
    .where('offer_code', '=', offerCode)
    .where((eb) => isFree(eb, now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Paid: the checkout's seat is sold for good. */
export async function sellSeat(db: Db, checkoutId: string, time: string): Promise<void> {
  await db
    .updateTable('offer_seats')
    .set({ sold_at: time })
    .where('checkout_id', '=', checkoutId)
    .where('sold_at', 'is', null)
    .execute();
}

/** Expired, cancelled or failed: the seat goes back on sale. */
export async function releaseSeat(db: Db, checkoutId: string): Promise<void> {
  await db
    .updateTable('offer_seats')
    .set({ checkout_id: null, held_until: null })
    .where('checkout_id', '=', checkoutId)
    .where('sold_at', 'is', null)
    .execute();
}

/** Sold and held seats of each offer, by code. */
export async function seatCounts(
  db: Db,
  offerCodes: string[],
  now: string,
): Promise<Map<string, { seats: number; sold: number; held: number }>> {
  const counts = new Map<string, { seats: number; sold: number; held: number }>();
  if (offerCodes.length === 0) return counts;
  const rows = await db
    .selectFrom('offer_seats')
    .select([
      'offer_code',
      sql<number>`count(*)`.as('seats'),
      sql<number>`sum(case when sold_at is not null then 1 else 0 end)`.as('sold'),
      sql<number>`sum(case when sold_at is null and checkout_id is not null and held_until > ${now} then 1 else 0 end)`.as(
        'held',
      ),
    ])
    .where('offer_code', 'in', offerCodes)
    .groupBy('offer_code')
    .execute();
  for (const row of rows) {
    counts.set(row.offer_code, { seats: Number(row.seats), sold: Number(row.sold), held: Number(row.held) });
  }
  return counts;
}

/**
 * The ticket has exactly `capacity` seats: new ones are added, free ones above it removed. False
 * when a sold or held seat stands above the new capacity (the caller rolls back).
 */
export async function resizeSeats(
  db: Db,
  offerCode: string,
  capacity: number,
  now: string,
): Promise<boolean> {
  const top = await db
    .selectFrom('offer_seats')
    .select(sql<number>`coalesce(max(seat_no), 0)`.as('n'))
    .where('offer_code', '=', offerCode)
    .executeTakeFirstOrThrow();
  const highest = Number(top.n);
  if (highest < capacity) {
    const seats = [];
    for (let seat = highest + 1; seat <= capacity; seat++) {
      seats.push({
        offer_code: offerCode,
        seat_no: seat,
        checkout_id: null,
        held_until: null,
        sold_at: null,
      });
    }
    for (let start = 0; start < seats.length; start += 500) {
      await db
        .insertInto('offer_seats')
        .values(seats.slice(start, start + 500))
        .execute();
    }
    return true;
  }
  await db
    .deleteFrom('offer_seats')
    .where('offer_code', '=', offerCode)
    .where('seat_no', '>', capacity)
    .where((eb) => isFree(eb, now))
    .execute();
  const above = await db
    .selectFrom('offer_seats')
    .select('seat_no')
    .where('offer_code', '=', offerCode)
    .where('seat_no', '>', capacity)
    .executeTakeFirst();
  return above === undefined;
}
