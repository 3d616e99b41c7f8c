// Last-seat drill (issue 29): a ticket has one seat left and 30 buyers open its checkout at the same
// moment. Exactly one checkout holds the seat and reaches the provider; the other 29 are answered
// offer_sold_out and leave no checkout row behind, so no provider checkout either.
import { buildCheckoutRequest } from '@funil/core/checkout-request';
import { createStaffTicketsRepository } from '@funil/testkit/server/storage';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson } from '@funil/testkit/server/test-server';
import type { Hono } from 'hono';
import { expect, it } from 'vitest';
import { drillApp } from './drill-app.ts';

const BUYERS = 30;
const CAPACITY = 5;
const CODE = 'ingresso-imersao-ia-na-pratica';

function ticketCheckout(app: Hono) {
  return postJson(app, '/api/payments/pix', {
    ...buildCheckoutRequest('pix', {
      leadId: null,
      siteOrigin: 'http://localhost',
      currentUrl: 'http://localhost/vagas-esgotadas',
      program: { pixPriceCents: 100, cardTotalCents: 100, cardInstallments: 12 },
      // A price the server ignores: it charges the ticket's.
      ticket: { code: CODE, name: 'Ingresso Imersão', priceCents: 1 },
    }),
  });
}

describeEachEngine('last-seat drill', (database) => {
  it(`sells the last seat once to ${BUYERS} simultaneous checkouts`, async () => {
    const { db } = database();
    const app = drillApp(db);
    const launch = await db
      .selectFrom('launches')
      .select('id')
      .where('slug', '=', 'ia-na-pratica')
      .executeTakeFirstOrThrow();
    const saved = await createStaffTicketsRepository(db).save(
      launch.id,
      [
        {
          eventSlug: 'imersao-ia-na-pratica',
          name: 'Ingresso Imersão',
          priceCents: 9_700,
          capacity: CAPACITY,
          active: true,
        },
      ],
      { id: crypto.randomUUID(), email: 'ensaio@funil.test', name: 'Ensaio' },
      new Date().toISOString(),
    );
    expect(saved.ok).toBe(true);

    // All seats but the last are held by earlier buyers.
    for (let buyer = 1; buyer < CAPACITY; buyer++) expect((await ticketCheckout(app)).status).toBe(200);

    const answers = await Promise.all(Array.from({ length: BUYERS }, () => ticketCheckout(app)));
    const codes = await Promise.all(
      answers.map(async (res) =>
        res.status === 200 ? 'ok' : ((await res.json()) as { error: { code: string } }).error.code,
      ),
    );
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'offer_sold_out')).toHaveLength(BUYERS - 1);

    const checkouts = await db
      .selectFrom('checkouts')
      .select(['id', 'provider_checkout_id', 'amount_cents'])
      .where('offer_code', '=', CODE)
      .execute();
    expect(checkouts).toHaveLength(CAPACITY);
    expect(
      checkouts.every(
        (checkout) => checkout.provider_checkout_id !== null && checkout.amount_cents === 9_700,
      ),
    ).toBe(true);
    const seats = await db
      .selectFrom('offer_seats')
      .select('checkout_id')
      .where('offer_code', '=', CODE)
      .execute();
    expect(new Set(seats.map((seat) => seat.checkout_id))).toEqual(
      new Set(checkouts.map((checkout) => checkout.id)),
    );
    expect(new Set(checkouts.map((checkout) => checkout.provider_checkout_id)).size).toBe(CAPACITY);
    const offers = (await (await app.request('/api/offers')).json()) as { tickets: { seatsLeft: number }[] };
    expect(offers.tickets).toEqual([expect.objectContaining({ seatsLeft: 0, soldOut: true })]);
  });
});
