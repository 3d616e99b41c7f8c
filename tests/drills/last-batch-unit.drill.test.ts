// Last-batch-unit drill (issue 30): the program's 1º lote has one unit left at R$ 497, the 2º lote
// sells at R$ 697, and 50 buyers open their checkout at the same moment. Exactly one checkout holds
// that unit at R$ 497; the other 49 are priced at the 2º lote; nobody is refused.
import { buildCheckoutRequest } from '@funil/core/checkout-request';
import { insertBatches, programOfferCode } from '@funil/testkit/fixtures/offer-pricing-fixtures';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson } from '@funil/testkit/server/test-server';
import type { Hono } from 'hono';
import { expect, it } from 'vitest';
import { drillApp } from './drill-app.ts';

const BUYERS = 50;

function programCheckout(app: Hono) {
  return postJson(app, '/api/payments/pix', {
    ...buildCheckoutRequest('pix', {
      leadId: null,
      siteOrigin: 'http://localhost',
      currentUrl: 'http://localhost/ianapratica',
      // A price the server ignores: it charges the batch's.
      program: { pixPriceCents: 1, cardTotalCents: 1, cardInstallments: 12 },
    }),
  });
}

describeEachEngine('last-batch-unit drill', (database) => {
  it(`sells the 1º lote’s last unit once among ${BUYERS} simultaneous checkouts`, async () => {
    const { db } = database();
    const app = drillApp(db);
    const offer = await programOfferCode(db);
    const [first] = await insertBatches(db, offer, [
      { pixPriceCents: 49_700, quantity: 1 },
      { pixPriceCents: 69_700 },
    ]);

    const answers = await Promise.all(Array.from({ length: BUYERS }, () => programCheckout(app)));
    expect(answers.map((res) => res.status)).toEqual(Array(BUYERS).fill(200));

    const checkouts = await db.selectFrom('checkouts').select(['id', 'amount_cents', 'batch_id']).execute();
    expect(checkouts).toHaveLength(BUYERS);
    const atFirst = checkouts.filter((checkout) => checkout.batch_id === first);
    expect(atFirst).toHaveLength(1);
    expect(atFirst[0]?.amount_cents).toBe(49_700);
    expect(checkouts.filter((checkout) => checkout.amount_cents === 69_700)).toHaveLength(BUYERS - 1);
    const units = await db
      .selectFrom('offer_seats')
      .select('checkout_id')
      .where('offer_code', '=', `lote:${first}`)
      .execute();
    expect(units).toEqual([{ checkout_id: atFirst[0]?.id }]);
    const quote = (await (await app.request('/api/offers/quote')).json()) as { batch: { position: number } };
    expect(quote.batch.position).toBe(2);
  });
});
