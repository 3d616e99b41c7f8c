// Staff set the launch's program offer's batches, coupons and order bumps on each engine (issue 30):
// admins only, pt-BR refusals with their codes, a batch's units never below those sold or held, the
// audit row with before and after, and nothing changed on a closed launch.
import type { OfferPricingBody, StaffOfferPricing } from '@funil/core/offer-pricing-admin';
import { adminDepsFor, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, testAppOn } from '@funil/testkit/server/test-server';
import { expect, it } from 'vitest';
import { holdSeat, sellSeat } from '../../storage/offer-seats.ts';
import { launchPricingAdminRoutes } from './launch-pricing.ts';
import { launchTicketsAdminRoutes } from './launch-tickets.ts';

const NOW = '2026-11-20T12:00:00.000Z';
/** The test app's clock, for the staff routes beside its checkouts. */
const APP_NOW = '2025-04-01T12:00:00.000Z';
const TICKET = 'ingresso-imersao-ia-na-pratica';

const BODY: OfferPricingBody = {
  batches: [
    {
      pixPriceCents: 49_700,
      cardTotalCents: 59_700,
      startsAt: null,
      endsAt: '2026-11-25T23:59:00-03:00',
      quantity: 2,
    },
    { pixPriceCents: 69_700, cardTotalCents: 79_700, startsAt: null, endsAt: null, quantity: null },
  ],
  coupons: [
    {
      code: ' lancamento10 ',
      kind: 'percent',
      percent: 10,
      startsAt: null,
      endsAt: null,
      maxUses: 100,
      active: true,
    },
    {
      code: 'MENOS50',
      kind: 'fixed',
      amountCents: 5_000,
      startsAt: '2026-11-20T09:00:00-03:00',
      endsAt: '2026-11-30T09:00:00-03:00',
      maxUses: null,
      active: false,
    },
  ],
  bumps: [{ offerCode: TICKET, priceCents: 4_700, pitch: 'Garanta também seu lugar na imersão' }],
};

describeEachEngine('launch pricing (staff)', (database) => {
  const routes = () => launchPricingAdminRoutes(adminDepsFor(database().db, NOW));
  const staff = (role: 'admin' | 'viewer' = 'admin') => asStaff(routes(), role);
  const launchId = async () =>
    (
      await database()
        .db.selectFrom('launches')
        .select('id')
        .where('slug', '=', 'ia-na-pratica')
        .executeTakeFirstOrThrow()
    ).id;
  const put = async (body: unknown, role: 'admin' | 'viewer' = 'admin') =>
    staff(role).request(`/${await launchId()}/pricing`, jsonRequest('PUT', body));
  const read = async () =>
    (await (await staff('viewer').request(`/${await launchId()}/pricing`)).json()) as StaffOfferPricing;
  /** The immersion's ticket: another active offer of the launch, so a bump may sell it. */
  const sellTicket = async () => {
    const tickets = asStaff(launchTicketsAdminRoutes(adminDepsFor(database().db, NOW)));
    const res = await tickets.request(
      `/${await launchId()}/tickets`,
      jsonRequest('PUT', {
        tickets: [
          {
            eventSlug: 'imersao-ia-na-pratica',
            name: 'Ingresso Imersão',
            priceCents: 9_700,
            capacity: 10,
            active: true,
          },
        ],
      }),
    );
    expect(res.status).toBe(200);
  };
  const errorOf = async (res: Response) => ({
    status: res.status,
    ...((await res.json()) as { error: object }).error,
  });

  it('lets an admin set batches, coupons and bumps, and answers them with units and uses', async () => {
    await sellTicket();
    expect((await put(BODY, 'viewer')).status).toBe(403);
    const saved = await put(BODY);
    expect(saved.status).toBe(200);
    const pricing = (await saved.json()) as StaffOfferPricing;
    expect(pricing.offer.code).toBe('ia-na-pratica');
    expect(pricing.batches).toEqual([
      expect.objectContaining({
        position: 1,
        label: '1º lote',
        pixPriceCents: 49_700,
        cardTotalCents: 59_700,
        startsAt: null,
        endsAt: '2026-11-26T02:59:00.000Z',
        quantity: 2,
        sold: 0,
        held: 0,
        left: 2,
      }),
      expect.objectContaining({ position: 2, label: '2º lote', quantity: null, left: null }),
    ]);
    expect(pricing.coupons).toEqual([
      expect.objectContaining({
        code: 'LANCAMENTO10',
        kind: 'percent',
        percent: 10,
        amountCents: null,
        uses: 0,
      }),
      expect.objectContaining({
        code: 'MENOS50',
        kind: 'fixed',
        percent: null,
        amountCents: 5_000,
        startsAt: '2026-11-20T12:00:00.000Z',
        active: false,
      }),
    ]);
    expect(pricing.bumps).toEqual([
      expect.objectContaining({ offerCode: TICKET, offerName: 'Ingresso Imersão', priceCents: 4_700 }),
    ]);
    expect(pricing.bumpable.map((offer) => offer.code)).toEqual([TICKET]);
    const coupon = await database()
      .db.selectFrom('coupons')
      .select('percent_bp')
      .where('code', '=', 'LANCAMENTO10')
      .executeTakeFirstOrThrow();
    expect(Number(coupon.percent_bp)).toBe(1000);
    const units = await database()
      .db.selectFrom('offer_seats')
      .select('seat_no')
      .where('offer_code', '=', `lote:${pricing.batches[0]?.id}`)
      .execute();
    expect(units).toHaveLength(2);
    expect(await read()).toEqual(pricing);

    // The audit keeps what staff set, before and after.
    const audit = await database()
      .db.selectFrom('launch_audit')
      .select(['action', 'staff_email', 'before_document', 'after_document'])
      .where('action', '=', 'pricing')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.staff_email).toBe('admin@funil.test');
    expect(JSON.parse(audit[0]?.before_document ?? '')).toMatchObject({
      batches: [],
      coupons: [],
      bumps: [],
    });
    expect(JSON.parse(audit[0]?.after_document ?? '')).toMatchObject({
      batches: [{ pixPriceCents: 49_700, quantity: 2 }, { pixPriceCents: 69_700 }],
      coupons: [{ code: 'LANCAMENTO10' }, { code: 'MENOS50' }],
      bumps: [{ offerCode: TICKET, priceCents: 4_700 }],
    });
  });

  it('reorders batches and swaps coupon codes, keeping each row and its units', async () => {
    await sellTicket();
    const first = (await (await put(BODY)).json()) as StaffOfferPricing;
    const [lote1, lote2] = first.batches;
    const [ten, fifty] = first.coupons;
    const res = await put({
      batches: [
        { ...BODY.batches[1], id: lote2?.id },
        { ...BODY.batches[0], id: lote1?.id, quantity: 3 },
      ],
      coupons: [
        { ...BODY.coupons[0], id: ten?.id, code: 'MENOS50' },
        { ...BODY.coupons[1], id: fifty?.id, code: 'LANCAMENTO10' },
      ],
      bumps: [],
    });
    expect(res.status).toBe(200);
    const next = (await res.json()) as StaffOfferPricing;
    expect(next.batches.map((batch) => [batch.id, batch.label, batch.quantity])).toEqual([
      [lote2?.id, '1º lote', null],
      [lote1?.id, '2º lote', 3],
    ]);
    expect(next.coupons.map((coupon) => [coupon.id, coupon.code])).toEqual([
      [fifty?.id, 'LANCAMENTO10'],
      [ten?.id, 'MENOS50'],
    ]);
    expect(next.bumps).toEqual([]);
  });

  it('keeps a batch’s quantity at or above the units sold and held', async () => {
    await sellTicket();
    const pricing = (await (await put(BODY)).json()) as StaffOfferPricing;
    const batch = pricing.batches[0];
    const code = `lote:${batch?.id}`;
    const db = database().db;
    expect(
      await holdSeat(db, {
        offerCode: code,
        checkoutId: 'chk-1',
        until: '2026-11-20T13:00:00.000Z',
        now: NOW,
      }),
    ).toBe(true);
    await sellSeat(db, 'chk-1', NOW);
    expect(
      await holdSeat(db, {
        offerCode: code,
        checkoutId: 'chk-2',
        until: '2026-11-20T13:00:00.000Z',
        now: NOW,
      }),
    ).toBe(true);
    expect((await read()).batches[0]).toMatchObject({ sold: 1, held: 1, left: 0 });

    const shrunk = await put({
      ...BODY,
      batches: [{ ...BODY.batches[0], id: batch?.id, quantity: 1 }, BODY.batches[1]],
    });
    expect(await errorOf(shrunk)).toEqual({
      status: 409,
      code: 'batch_quantity_below_taken',
      message:
        'A quantidade do lote não pode ficar abaixo das unidades já vendidas ou reservadas em checkouts abertos.',
    });
    const removed = await put({ ...BODY, batches: [BODY.batches[1]] });
    expect(await errorOf(removed)).toMatchObject({ status: 409, code: 'batch_has_sales' });
    // Refused whole: nothing of the request was kept.
    expect((await read()).batches.map((b) => b.quantity)).toEqual([2, null]);
    expect(
      await db.selectFrom('launch_audit').select('id').where('action', '=', 'pricing').execute(),
    ).toHaveLength(1);

    const grown = await put({
      ...BODY,
      batches: [{ ...BODY.batches[0], id: batch?.id, quantity: 5 }, BODY.batches[1]],
    });
    expect(grown.status).toBe(200);
    expect(((await grown.json()) as StaffOfferPricing).batches[0]).toMatchObject({
      sold: 1,
      held: 1,
      left: 3,
    });
  });

  it('sells the batches and coupons staff set, and shows them units held, sold and uses counted', async () => {
    const { app, db } = testAppOn(database().db);
    const atAppTime = asStaff(launchPricingAdminRoutes(adminDepsFor(db, APP_NOW)));
    const path = `/${await launchId()}/pricing`;
    const body = {
      batches: [
        { ...BODY.batches[0], endsAt: null, quantity: 1 },
        { ...BODY.batches[1], startsAt: null },
      ],
      coupons: [BODY.coupons[0]],
      bumps: [],
    };
    expect((await atAppTime.request(path, jsonRequest('PUT', body))).status).toBe(200);
    const seen = async () => (await (await atAppTime.request(path)).json()) as StaffOfferPricing;
    const buy = (extra: Record<string, unknown> = {}) =>
      postJson(app, '/api/payments/credit-card', {
        ...modalCheckoutRequest('credit-card', null, { value: 0.01 }),
        ...extra,
      });

    const first = await buy({ coupon: 'lancamento10' });
    expect(first.status).toBe(200);
    expect((await seen()).batches.map(({ sold, held, left }) => ({ sold, held, left }))).toEqual([
      { sold: 0, held: 1, left: 0 },
      { sold: 0, held: 0, left: null },
    ]);
    const approved = await sandboxAction(app, (await first.json()).link, 'approve', {
      method: 'CREDIT_CARD',
      installments: '1',
    });
    expect(approved.status).toBe(303);
    const after = await seen();
    expect(after.batches[0]).toMatchObject({ sold: 1, held: 0, left: 0 });
    expect(after.coupons[0]).toMatchObject({ code: 'LANCAMENTO10', uses: 1 });

    // Batch 1 is sold out: the next buyer pays batch 2's card total.
    expect((await buy()).status).toBe(200);
    const amounts = await db.selectFrom('checkouts').select('amount_cents').execute();
    expect(amounts.map((row) => Number(row.amount_cents)).sort()).toEqual([53_730, 79_700]);
  });

  it('answers bad input with its pt-BR message and code', async () => {
    await sellTicket();
    const cases: [unknown, string, string][] = [
      [
        {
          ...BODY,
          batches: [
            {
              ...BODY.batches[0],
              startsAt: '2026-11-26T00:00:00-03:00',
              endsAt: '2026-11-25T00:00:00-03:00',
            },
          ],
        },
        'validation_failed',
        'O fim precisa ser depois do início.',
      ],
      [
        { ...BODY, coupons: [BODY.coupons[0], { ...BODY.coupons[1], code: 'Lancamento10' }] },
        'validation_failed',
        'Dois cupons têm o mesmo código. Use um código diferente para cada cupom.',
      ],
      [
        { ...BODY, coupons: [{ ...BODY.coupons[0], percent: 120 }] },
        'validation_failed',
        'Informe um desconto percentual de 1 a 100.',
      ],
      [
        { ...BODY, coupons: [{ ...BODY.coupons[0], code: 'com espaço' }] },
        'validation_failed',
        'Use no código do cupom de 2 a 40 letras sem acento, números, hífens ou sublinhados.',
      ],
      [
        { ...BODY, bumps: Array.from({ length: 6 }, () => BODY.bumps[0]) },
        'validation_failed',
        'Use no máximo 5 order bumps por oferta.',
      ],
      [
        { ...BODY, bumps: [{ ...BODY.bumps[0], pitch: 'Uma linha\noutra linha' }] },
        'validation_failed',
        'Escreva a frase do order bump em uma linha, de 3 a 140 caracteres.',
      ],
      [
        { ...BODY, bumps: [{ ...BODY.bumps[0], offerCode: 'ia-na-pratica' }] },
        'bump_is_offer',
        'O order bump precisa ser outra oferta, não a própria oferta do programa.',
      ],
      [
        { ...BODY, bumps: [{ ...BODY.bumps[0], offerCode: 'outra-oferta' }] },
        'bump_offer_invalid',
        'Escolha para o order bump uma oferta ativa deste lançamento.',
      ],
    ];
    for (const [body, code, message] of cases) {
      const error = (await errorOf(await put(body))) as { status: number; code: string; message: string };
      expect({ status: error.status, code: error.code, message: error.message }, message).toEqual({
        status: 400,
        code,
        message,
      });
    }
    expect(await database().db.selectFrom('offer_batches').select('id').execute()).toEqual([]);
  });

  it('refuses to change a closed launch and answers 404 for an unknown one', async () => {
    const db = database().db;
    await db
      .updateTable('launches')
      .set({ status: 'closed' })
      .where('id', '=', await launchId())
      .execute();
    expect(await errorOf(await put({ ...BODY, bumps: [] }))).toEqual({
      status: 409,
      code: 'launch_closed',
      message: 'Este lançamento foi encerrado e não pode mais ser alterado.',
    });
    expect(await db.selectFrom('offer_batches').select('id').execute()).toEqual([]);
    expect((await staff().request('/nao-existe/pricing')).status).toBe(404);
    expect((await staff().request('/nao-existe/pricing', jsonRequest('PUT', BODY))).status).toBe(404);
  });
});
