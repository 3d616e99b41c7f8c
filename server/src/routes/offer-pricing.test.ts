// Prices on the page end to end on each engine (issue 30): the quote and the checkout follow the
// current batch by time and by units left, the price is the server's and held by the checkout, a
// coupon takes its discount and counts its use on payment, bumps ride on the same charge, and the
// thank-you page and the server's Purchase list every item.
import { ERRORS } from '@funil/core/errors';
import type { OfferQuote } from '@funil/core/offer-pricing';
import {
  insertBatches,
  insertBump,
  insertBumpOf,
  insertCoupon,
  programOfferCode,
} from '@funil/testkit/fixtures/offer-pricing-fixtures';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { createStaffTicketsRepository } from '@funil/testkit/server/storage';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, testAppOn } from '@funil/testkit/server/test-server';
import type { Hono } from 'hono';
import { expect, it } from 'vitest';

// The test app's clock: 2025-04-01T12:00:00Z.
const BEFORE = '2025-03-01T00:00:00.000Z';
const AFTER = '2025-05-01T00:00:00.000Z';

const quote = async (app: Hono, query = '') => {
  const res = await app.request(`/api/offers/quote${query}`);
  return { status: res.status, body: (await res.json()) as OfferQuote & { error?: { code: string } } };
};

const checkout = (app: Hono, endpoint: 'pix' | 'credit-card', extra: Record<string, unknown> = {}) =>
  postJson(app, `/api/payments/${endpoint}`, {
    ...modalCheckoutRequest(endpoint, null, { value: 0.01 }),
    ...extra,
  });

describeEachEngine('offer pricing', (database) => {
  it('sells batch 1’s one unit at its price, then quotes and charges batch 2', async () => {
    const { app, db } = testAppOn(database().db);
    const offer = await programOfferCode(db);
    await insertBatches(db, offer, [
      { pixPriceCents: 49_700, cardTotalCents: 59_700, quantity: 1 },
      { pixPriceCents: 69_700, cardTotalCents: 79_700 },
    ]);

    const first = await quote(app);
    expect(first.status).toBe(200);
    expect(first.body.batch).toMatchObject({ position: 1, label: '1º lote', left: 1, endsAt: null });
    expect(first.body.price).toMatchObject({ pixCents: 49_700, cardTotalCents: 59_700 });

    const firstBuyer = await checkout(app, 'pix');
    expect(firstBuyer.status).toBe(200);
    const second = await quote(app);
    expect(second.body.batch).toMatchObject({ position: 2, label: '2º lote', left: null });
    expect(second.body.price.pixCents).toBe(69_700);
    const secondBuyer = await checkout(app, 'pix');
    expect(secondBuyer.status).toBe(200);

    // Both pay: the first R$ 497, the second R$ 697; the 1º lote's unit is sold.
    for (const res of [firstBuyer, secondBuyer]) {
      expect((await sandboxAction(app, (await res.json()).link, 'approve', { method: 'PIX' })).status).toBe(
        303,
      );
    }
    const rows = await db
      .selectFrom('checkouts')
      .select(['amount_cents', 'status'])
      .orderBy('amount_cents')
      .execute();
    expect(rows).toEqual([
      { amount_cents: 49_700, status: 'paid' },
      { amount_cents: 69_700, status: 'paid' },
    ]);
    const unit = await db
      .selectFrom('offer_seats')
      .select('sold_at')
      .where('offer_code', 'like', 'lote:%')
      .executeTakeFirstOrThrow();
    expect(unit.sold_at).not.toBeNull();
    expect((await quote(app)).body.batch?.position).toBe(2);
  });

  it('follows the batches’ windows: one that ended gives way to the next, none open closes the sale', async () => {
    const { app, db } = testAppOn(database().db);
    const offer = await programOfferCode(db);
    await insertBatches(db, offer, [
      { pixPriceCents: 29_700, endsAt: BEFORE },
      { pixPriceCents: 39_700, startsAt: BEFORE, endsAt: AFTER },
    ]);
    expect((await quote(app)).body.batch).toMatchObject({ position: 2, endsAt: AFTER });

    await db.updateTable('offer_batches').set({ ends_at: BEFORE }).execute();
    const closed = await quote(app);
    expect(closed.status).toBe(409);
    expect(closed.body.error?.code).toBe('offer_closed');
    const refused = await checkout(app, 'pix');
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({ code: 'offer_closed', message: ERRORS.offer_closed });
    expect(await db.selectFrom('checkouts').select('id').execute()).toEqual([]);
  });

  it('takes a coupon off the price, charges the bump beside it, and lists both on the thank-you page', async () => {
    const { app, db } = testAppOn(database().db);
    const offer = await programOfferCode(db);
    await insertBatches(db, offer, [{ pixPriceCents: 100_000, cardTotalCents: 120_000 }]);
    await insertCoupon(db, offer, { code: 'LANCAMENTO10', percent: 10, maxUses: 1 });
    const bump = await insertBump(db, offer, {
      code: 'mentoria-em-grupo',
      name: 'Mentoria em grupo',
      priceCents: 9_700,
      pitch: 'Quatro encontros ao vivo com a turma',
    });

    const quoted = (await quote(app, '?cupom=lancamento10')).body;
    expect(quoted.list).toEqual({ pixCents: 100_000, cardTotalCents: 120_000 });
    expect(quoted.price).toMatchObject({ pixCents: 90_000, cardTotalCents: 108_000 });
    expect(quoted.coupon).toMatchObject({ code: 'LANCAMENTO10', applied: true, label: '10% de desconto' });
    expect(quoted.bumps).toEqual([
      {
        id: bump,
        code: 'mentoria-em-grupo',
        name: 'Mentoria em grupo',
        pitch: 'Quatro encontros ao vivo com a turma',
        priceCents: 9_700,
      },
    ]);

    const res = await checkout(app, 'credit-card', { coupon: 'lancamento10', bumps: [bump] });
    expect(res.status).toBe(200);
    const row = await db
      .selectFrom('checkouts')
      .select(['id', 'amount_cents', 'coupon_code', 'discount_cents'])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      amount_cents: 108_000 + 9_700,
      coupon_code: 'LANCAMENTO10',
      discount_cents: 12_000,
    });
    const items = await db
      .selectFrom('checkout_items')
      .select(['kind', 'offer_code', 'list_cents', 'amount_cents'])
      .orderBy('position')
      .execute();
    expect(items).toEqual([
      { kind: 'main', offer_code: offer, list_cents: 120_000, amount_cents: 108_000 },
      { kind: 'bump', offer_code: 'mentoria-em-grupo', list_cents: 9_700, amount_cents: 9_700 },
    ]);

    // Nothing counts until it is paid; paying counts the use once.
    expect((await db.selectFrom('coupons').select('uses').executeTakeFirstOrThrow()).uses).toBe(0);
    expect(
      (
        await sandboxAction(app, (await res.json()).link, 'approve', {
          method: 'CREDIT_CARD',
          installments: '1',
        })
      ).status,
    ).toBe(303);
    expect(Number((await db.selectFrom('coupons').select('uses').executeTakeFirstOrThrow()).uses)).toBe(1);

    const summary = await (await app.request(`/api/purchases/${row.id}`)).json();
    expect(summary).toMatchObject({
      amountCents: 117_700,
      items: [
        { kind: 'main', name: expect.any(String), amountCents: 108_000 },
        { kind: 'bump', name: 'Mentoria em grupo', amountCents: 9_700 },
      ],
      coupon: { code: 'LANCAMENTO10', discountCents: 12_000 },
    });
    // The server's Purchase carries every item and the amount paid.
    const purchase = await db
      .selectFrom('tracking_events')
      .select('payload')
      .where('event_name', '=', 'Purchase')
      .executeTakeFirstOrThrow();
    const custom = JSON.parse(purchase.payload).custom_data;
    expect(custom).toMatchObject({
      value: 1_177,
      num_items: 2,
      contents: [
        { id: offer, quantity: 1, item_price: 1_080 },
        { id: 'mentoria-em-grupo', quantity: 1, item_price: 97 },
      ],
    });

    // Used up now: the quote says why, and a checkout with it is refused.
    const used = (await quote(app, '?cupom=LANCAMENTO10')).body;
    expect(used.coupon).toEqual({
      code: 'LANCAMENTO10',
      applied: false,
      reason: 'coupon_used_up',
      message: ERRORS.coupon_used_up,
    });
    expect(used.price.pixCents).toBe(100_000);
    const refused = await checkout(app, 'pix', { coupon: 'LANCAMENTO10' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('coupon_used_up');
  });

  it('says why a coupon cannot be used and refuses a bump the offer does not have', async () => {
    const { app, db } = testAppOn(database().db);
    const offer = await programOfferCode(db);
    await insertCoupon(db, offer, { code: 'CEDO', amountCents: 5_000, startsAt: AFTER });
    await insertCoupon(db, offer, { code: 'ONTEM', amountCents: 5_000, endsAt: BEFORE });
    await insertCoupon(db, offer, { code: 'PARADO', amountCents: 5_000, active: false });
    const reasons = await Promise.all(
      ['CEDO', 'ONTEM', 'PARADO', 'NADA'].map(
        async (code) => (await quote(app, `?cupom=${code}`)).body.coupon,
      ),
    );
    expect(reasons.map((coupon) => coupon && !coupon.applied && coupon.reason)).toEqual([
      'coupon_not_started',
      'coupon_expired',
      'coupon_not_found',
      'coupon_not_found',
    ]);
    const bump = await checkout(app, 'pix', { bumps: [crypto.randomUUID()] });
    expect(bump.status).toBe(409);
    expect((await bump.json()).error.code).toBe('bump_unavailable');
    const tooMany = await checkout(app, 'pix', {
      bumps: Array.from({ length: 6 }, () => crypto.randomUUID()),
    });
    expect(tooMany.status).toBe(400);
    expect(await db.selectFrom('checkouts').select('id').execute()).toEqual([]);
  });

  it('gives a ticket sold as a bump a seat of its event, and refuses the bump once none is left', async () => {
    const { app, db } = testAppOn(database().db);
    const offer = await programOfferCode(db);
    const launch = await db.selectFrom('current_launch').select('launch_id').executeTakeFirstOrThrow();
    const saved = await createStaffTicketsRepository(db).save(
      launch.launch_id,
      [
        {
          eventSlug: 'imersao-ia-na-pratica',
          name: 'Ingresso Imersão',
          priceCents: 9_700,
          capacity: 1,
          active: true,
        },
      ],
      { id: crypto.randomUUID(), email: 'ana@funil.test', name: 'Ana' },
      '2025-04-01T11:00:00.000Z',
    );
    expect(saved.ok).toBe(true);
    const bump = await insertBumpOf(db, offer, {
      code: 'ingresso-imersao-ia-na-pratica',
      priceCents: 4_700,
      pitch: 'A imersão ao vivo pela metade do preço',
    });
    expect((await checkout(app, 'pix', { bumps: [bump] })).status).toBe(200);
    const seat = await db.selectFrom('offer_seats').select('checkout_id').executeTakeFirstOrThrow();
    expect(seat.checkout_id).not.toBeNull();
    const second = await checkout(app, 'pix', { bumps: [bump] });
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe('bump_unavailable');
    // The program alone still sells.
    expect((await checkout(app, 'pix')).status).toBe(200);
    expect(await db.selectFrom('checkouts').select('id').execute()).toHaveLength(2);
  });

  it('quotes the offer’s own price when it has no batch, and refuses an unknown offer', async () => {
    const { app } = testAppOn(database().db);
    const plain = (await quote(app)).body;
    expect(plain.batch).toBeNull();
    expect(plain.coupon).toBeNull();
    expect(plain.price.pixCents).toBe(plain.list.pixCents);
    expect((await quote(app, '?offer=ingresso-nenhum')).status).toBe(404);
    expect((await quote(app, '?offer=NOT%20A%20CODE')).status).toBe(404);
  });
});
