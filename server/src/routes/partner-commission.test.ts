// A partner's commission paid by the provider's split, end to end on each engine (issue 31): staff set
// the partner's 10 % and wallet, a lead captured on the partner's page pays by PIX, the charge carries
// the split (the sandbox records it; against the Asaas fake the request body has it), and the ledger
// goes pending when paid, released when the split is paid out (queuing `commission.released` once)
// and reversed on a refund; repeated deliveries and events out of order change nothing.
import { ERRORS } from '@funil/core/errors';
import type { AdminPartner } from '@funil/core/partner-admin';
import type { PixChargeCreated } from '@funil/core/pix-charge';
import { FAKE_API_KEY, type FakeAsaasApi, startFakeAsaasApi } from '@funil/testkit/fakes/fake-asaas-api';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { readCsv } from '@funil/testkit/server/read-csv';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { type StaffTestApp, staffTestAppOn } from '@funil/testkit/server/staff-login';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson } from '@funil/testkit/server/test-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PaymentProvider } from '../domain/ports/payments.ts';
import { createAsaasClient } from '../providers/payments/asaas-client.ts';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { createSandboxSessionsRepository } from '../storage/sandbox-sessions-repository.ts';

const WALLET = '0b763922-aa88-4cbe-a567-e3fe8511fa06';
const TOKEN = 'token-do-teste';
const ADMIN = 'comissoes@funil.test';
const BUYER = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '+55 11 98765-4321',
  cpf: '529.982.247-25',
};

let fake: FakeAsaasApi;
beforeAll(async () => {
  fake = await startFakeAsaasApi();
});
afterAll(() => fake.close());

describeEachEngine('partner commission paid by split', (database) => {
  const now = new Date('2025-04-01T12:00:00.000Z');
  let cookie = '';

  /** The Asaas fake refuses a due date before its own today: its test runs on the real clock. */
  const appWith = async (provider: PaymentProvider, at = now): Promise<StaffTestApp> => {
    const t = staffTestAppOn(database().db, {
      now: () => at,
      payments: { provider, webhookToken: TOKEN, checkoutsPerMinute: 1_000 },
    });
    await t.addStaff(ADMIN, 'admin');
    cookie = await t.sessionOf(ADMIN);
    return t;
  };
  const sandboxApp = () =>
    appWith(createSandboxProvider(createSandboxSessionsRepository(database().db), () => now));

  const admin = (t: StaffTestApp, method: string, path: string, body?: unknown) =>
    t.call(method, path, { cookie, body });

  /** Staff create the partner with its 10 % and wallet; a lead is captured on its page. */
  const partnerAndLead = async (t: StaffTestApp, phone = '5511987654321') => {
    const created = await admin(t, 'POST', '/api/admin/partners', {
      code: 'loja-da-ana',
      name: 'Loja da Ana',
      commissionPercent: 10,
      asaasWalletId: WALLET.toUpperCase(),
    });
    expect([201, 409]).toContain(created.status);
    const lead = (await (
      await postJson(t.app, '/api/leads', { name: 'Ana Souza', phone, started_at: 0, partner: 'loja-da-ana' })
    ).json()) as { id: string; token: string };
    return lead;
  };

  const buyByPix = async (t: StaffTestApp, lead: { id: string; token: string }) => {
    const res = await postJson(t.app, '/api/payments/pix-charge', {
      buyer: BUYER,
      leadId: lead.id,
      leadToken: lead.token,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as PixChargeCreated;
  };

  const ledger = (checkoutId: string) =>
    database()
      .db.selectFrom('commissions')
      .select([
        'partner_code',
        'wallet_id',
        'percent_bp',
        'fixed_cents',
        'base_cents',
        'amount_cents',
        'status',
        'status_reason',
      ])
      .where('checkout_id', '=', checkoutId)
      .execute();

  const releasedEvents = () =>
    database()
      .db.selectFrom('outbound_events')
      .select(['type', 'payload', 'lead_id'])
      .where('type', '=', 'commission.released')
      .execute();

  const sendWebhook = (t: StaffTestApp, body: unknown) =>
    postJson(t.app, '/api/webhooks/asaas', body, { 'asaas-access-token': TOKEN });

  it('staff set the commission and the wallet; bad values are refused in Portuguese', async () => {
    const t = await sandboxApp();
    const bad = await admin(t, 'POST', '/api/admin/partners', {
      code: 'loja',
      name: 'Loja',
      commissionPercent: 10.555,
      asaasWalletId: 'carteira-da-loja',
    });
    expect(bad.status).toBe(400);
    const problem = JSON.stringify(await bad.json());
    expect(problem).toContain(ERRORS.partner_commission_percent_invalid);
    expect(problem).toContain(ERRORS.partner_wallet_invalid);

    const created = await admin(t, 'POST', '/api/admin/partners', {
      code: 'loja',
      name: 'Loja',
      commissionPercent: 12.5,
      asaasWalletId: ` ${WALLET.toUpperCase()} `,
      offerCommissions: [{ offerCode: 'mentoria', fixedCents: 50_00 }],
    });
    expect(created.status).toBe(201);
    const { partner } = (await created.json()) as { partner: AdminPartner };
    expect(partner).toMatchObject({
      commissionPercent: 12.5,
      asaasWalletId: WALLET,
      offerCommissions: [{ offerCode: 'mentoria', fixedCents: 50_00 }],
      commissions: { pending: { count: 0, amountCents: 0 }, released: { count: 0, amountCents: 0 } },
    });
    const row = await database()
      .db.selectFrom('partners')
      .select(['commission_percent_bp', 'asaas_wallet_id'])
      .where('code', '=', 'loja')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ commission_percent_bp: 1250, asaas_wallet_id: WALLET });

    const repeated = await admin(t, 'PATCH', '/api/admin/partners/loja', {
      offerCommissions: [
        { offerCode: 'mentoria', fixedCents: 1 },
        { offerCode: 'mentoria', fixedCents: 2 },
      ],
    });
    expect(repeated.status).toBe(400);
    expect(JSON.stringify(await repeated.json())).toContain(ERRORS.partner_offer_commission_repeated);

    const cleared = await admin(t, 'PATCH', '/api/admin/partners/loja', {
      commissionPercent: null,
      asaasWalletId: '',
      offerCommissions: [],
    });
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as { partner: AdminPartner }).partner).toMatchObject({
      commissionPercent: null,
      asaasWalletId: null,
      offerCommissions: [],
    });
  });

  it('splits the PIX charge, and the ledger goes pending, released and reversed, each once', async () => {
    const t = await sandboxApp();
    const lead = await partnerAndLead(t);
    const charge = await buyByPix(t, lead);
    const commissionCents = Math.floor(charge.amountCents / 10);

    // The sandbox keeps the split with the charge, as Asaas would have received it.
    const { db } = database();
    const kept = await db
      .selectFrom('sandbox_pix_charges')
      .select(['id', 'request'])
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kept.request).split).toEqual({ walletId: WALLET, fixedValueCents: commissionCents });
    const page = await (
      await t.app.request(new URL(charge.testPayUrl ?? '').pathname + new URL(charge.testPayUrl ?? '').search)
    ).text();
    expect(page).toContain(WALLET);
    expect(page).toContain('Split (comissão do parceiro)');
    expect(await ledger(charge.checkoutId)).toEqual([]);

    expect((await sandboxAction(t.app, charge.testPayUrl ?? '', 'approve')).status).toBe(303);
    const pending = {
      partner_code: 'loja-da-ana',
      wallet_id: WALLET,
      percent_bp: 1000,
      fixed_cents: null,
      base_cents: charge.amountCents,
      amount_cents: commissionCents,
      status: 'pending',
      status_reason: null,
    };
    expect(await ledger(charge.checkoutId)).toEqual([pending]);

    // The same delivery again (Asaas retries) changes nothing.
    const received = await db
      .selectFrom('provider_events')
      .select('payload')
      .where('event_type', '=', 'PAYMENT_RECEIVED')
      .executeTakeFirstOrThrow();
    expect((await sendWebhook(t, JSON.parse(received.payload))).status).toBe(200);
    expect(await ledger(charge.checkoutId)).toEqual([pending]);

    // "Liberar comissão": PAYMENT_SPLIT_DONE.
    expect((await sandboxAction(t.app, charge.testPayUrl ?? '', 'split')).status).toBe(303);
    expect(await ledger(charge.checkoutId)).toEqual([{ ...pending, status: 'released' }]);
    const [released, ...more] = await releasedEvents();
    expect(more).toEqual([]);
    expect(released?.lead_id).toBeNull();
    const envelope = JSON.parse(released?.payload ?? '{}');
    expect(envelope).toMatchObject({
      type: 'commission.released',
      timestamp: now.toISOString(),
      data: {
        commission: {
          id: expect.any(String),
          status: 'released',
          amountCents: commissionCents,
          baseCents: charge.amountCents,
          percentBp: 1000,
          fixedCents: null,
          releasedAt: now.toISOString(),
        },
        partner: { code: 'loja-da-ana', name: 'Loja da Ana' },
        checkout: { id: charge.checkoutId, amountCents: charge.amountCents },
      },
    });
    expect(JSON.stringify(envelope)).not.toContain(BUYER.email);
    // The split paid again (a second event id for the same split) changes nothing, queues nothing.
    expect((await sandboxAction(t.app, charge.testPayUrl ?? '', 'split')).status).toBe(303);
    expect(await releasedEvents()).toHaveLength(1);

    // "Estornar": PAYMENT_REFUNDED takes the commission back.
    expect((await sandboxAction(t.app, charge.testPayUrl ?? '', 'refund')).status).toBe(303);
    expect(await ledger(charge.checkoutId)).toEqual([
      { ...pending, status: 'reversed', status_reason: 'PAYMENT_REFUNDED' },
    ]);
    expect(await releasedEvents()).toHaveLength(1);

    const partners = (await (await admin(t, 'GET', '/api/admin/partners')).json()) as {
      partners: AdminPartner[];
    };
    expect(partners.partners[0]?.commissions).toEqual({
      pending: { count: 0, amountCents: 0 },
      released: { count: 0, amountCents: 0 },
      cancelled: { count: 0, amountCents: 0 },
      reversed: { count: 1, amountCents: commissionCents },
    });
  });

  it('applies a split paid out before the payment once the payment arrives, and cancels with Asaas’s reason', async () => {
    const t = await sandboxApp();
    const lead = await partnerAndLead(t);
    const charge = await buyByPix(t, lead);
    const { db } = database();
    const paymentId = (
      await db
        .selectFrom('checkouts')
        .select('provider_checkout_id')
        .where('id', '=', charge.checkoutId)
        .executeTakeFirstOrThrow()
    ).provider_checkout_id;
    const splitEvent = (id: string, event: string, split: Record<string, unknown>) => ({
      id,
      event,
      payment: {
        object: 'payment',
        id: paymentId,
        billingType: 'PIX',
        split: [{ walletId: WALLET, ...split }],
      },
    });
    expect(
      (await sendWebhook(t, splitEvent('evt_done_first', 'PAYMENT_SPLIT_DONE', { status: 'DONE' }))).status,
    ).toBe(200);
    expect(await ledger(charge.checkoutId)).toEqual([]);
    expect((await sandboxAction(t.app, charge.testPayUrl ?? '', 'approve')).status).toBe(303);
    expect((await ledger(charge.checkoutId)).map((row) => row.status)).toEqual(['released']);
    expect(await releasedEvents()).toHaveLength(1);

    // A second sale whose split Asaas cancels: the reason is kept; a later split-done cannot release it.
    const second = await buyByPix(t, lead);
    expect((await sandboxAction(t.app, second.testPayUrl ?? '', 'approve')).status).toBe(303);
    const secondPayment = (
      await db
        .selectFrom('checkouts')
        .select('provider_checkout_id')
        .where('id', '=', second.checkoutId)
        .executeTakeFirstOrThrow()
    ).provider_checkout_id;
    const cancel = {
      id: 'evt_cancel',
      event: 'PAYMENT_SPLIT_CANCELLED',
      payment: {
        id: secondPayment,
        split: [{ walletId: WALLET, status: 'CANCELLED', cancellationReason: 'WALLET_UNABLE_TO_RECEIVE' }],
      },
    };
    expect((await sendWebhook(t, cancel)).status).toBe(200);
    expect((await sendWebhook(t, { ...cancel, id: 'evt_cancel_again' })).status).toBe(200);
    expect((await sandboxAction(t.app, second.testPayUrl ?? '', 'split')).status).toBe(303);
    expect((await ledger(second.checkoutId)).map((row) => [row.status, row.status_reason])).toEqual([
      ['cancelled', 'WALLET_UNABLE_TO_RECEIVE'],
    ]);
    expect(await releasedEvents()).toHaveLength(1);

    // Staff's figures and CSV are the ledger's plain SQL.
    const figures = await sql<{
      partner_code: string;
      status: string;
      n: number | string;
      cents: number | string;
    }>`
      select partner_code, status, count(*) as n, sum(amount_cents) as cents
      from commissions group by partner_code, status`.execute(db);
    const partner = (
      (await (await admin(t, 'GET', '/api/admin/partners/loja-da-ana')).json()) as { partner: AdminPartner }
    ).partner;
    for (const row of figures.rows) {
      expect(partner.commissions[row.status as 'pending']).toEqual({
        count: Number(row.n),
        amountCents: Number(row.cents),
      });
    }
    const total = figures.rows.reduce((sum, row) => sum + Number(row.n), 0);
    expect(Object.values(partner.commissions).reduce((sum, state) => sum + state.count, 0)).toBe(total);

    const csv = await readCsv(
      await admin(t, 'GET', '/api/admin/partners/commissions.csv?parceiro=loja-da-ana'),
    );
    expect(csv[0]).toEqual([
      'Comissão',
      'Checkout',
      'Código do parceiro',
      'Parceiro',
      'Lançamento',
      'Oferta',
      'Comissão (%)',
      'Comissão fixa (R$)',
      'Valor da venda (R$)',
      'Comissão (R$)',
      'Situação',
      'Motivo',
      'Carteira Asaas',
      'Criada em',
      'Liberada em',
      'Cancelada em',
      'Estornada em',
    ]);
    expect(
      csv
        .slice(1)
        .map((row) => [row[1], row[6], row[10], row[11]])
        .sort(),
    ).toEqual(
      [
        [charge.checkoutId, '10', 'Liberada', ''],
        [second.checkoutId, '10', 'Cancelada', 'WALLET_UNABLE_TO_RECEIVE'],
      ].sort(),
    );
    expect(csv.slice(1)).toHaveLength(total);
    expect(csv.flat().join(' ')).not.toContain(BUYER.email);
  });

  it('records the commission to be paid by hand when the partner has no wallet, with no split sent', async () => {
    const t = await sandboxApp();
    const lead = await partnerAndLead(t);
    expect((await admin(t, 'PATCH', '/api/admin/partners/loja-da-ana', { asaasWalletId: null })).status).toBe(
      200,
    );
    const charge = await buyByPix(t, lead);
    const kept = await database()
      .db.selectFrom('sandbox_pix_charges')
      .select('request')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kept.request).split).toBeUndefined();
    expect((await sandboxAction(t.app, charge.testPayUrl ?? '', 'approve')).status).toBe(303);
    expect(
      (await ledger(charge.checkoutId)).map((row) => [row.status, row.status_reason, row.wallet_id]),
    ).toEqual([['pending', 'sem_carteira', null]]);
  });

  it('against the Asaas fake, the payment body carries the split and its webhooks move the ledger', async () => {
    const t = await appWith(
      createAsaasClient({ baseUrl: fake.baseUrl, apiKey: FAKE_API_KEY, timeoutMs: 2_000 }),
      new Date(),
    );
    const lead = await partnerAndLead(t, '5511987650000');
    const charge = await buyByPix(t, lead);
    const posted = fake.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v3/payments',
    );
    const body = posted.at(-1)?.body as { split?: unknown; value: number };
    expect(body.split).toEqual([{ walletId: WALLET, fixedValue: Math.floor(charge.amountCents / 10) / 100 }]);
    const paymentId = [...fake.payments.values()].at(-1)?.id ?? '';
    for (const webhook of fake.payPix(paymentId)) expect((await sendWebhook(t, webhook)).status).toBe(200);
    expect((await ledger(charge.checkoutId)).map((row) => row.status)).toEqual(['pending']);
    for (const webhook of fake.paySplits(paymentId)) expect((await sendWebhook(t, webhook)).status).toBe(200);
    expect((await ledger(charge.checkoutId)).map((row) => row.status)).toEqual(['released']);
    expect((await sendWebhook(t, fake.refund(paymentId))).status).toBe(200);
    expect((await ledger(charge.checkoutId)).map((row) => row.status)).toEqual(['reversed']);
  });

  it("on the provider's checkout page: a PIX checkout carries `splits`, a card plan in installments is paid by hand", async () => {
    const t = await sandboxApp();
    const lead = await partnerAndLead(t);
    const checkout = async (method: 'pix' | 'credit-card') => {
      const res = await postJson(
        t.app,
        `/api/payments/${method}`,
        modalCheckoutRequest(method, lead.id, { site: 'http://localhost', leadToken: lead.token }),
      );
      expect(res.status).toBe(200);
      return database()
        .db.selectFrom('checkouts')
        .select(['provider_checkout_id', 'amount_cents', 'commission_plan'])
        .orderBy('created_at', 'desc')
        .where('method', '=', method === 'pix' ? 'pix' : 'credit-card')
        .executeTakeFirstOrThrow();
    };
    const sessionRequest = async (id: string | null) =>
      JSON.parse(
        (
          await database()
            .db.selectFrom('sandbox_sessions')
            .select('request')
            .where('id', '=', id ?? '')
            .executeTakeFirstOrThrow()
        ).request,
      );

    const pix = await checkout('pix');
    expect((await sessionRequest(pix.provider_checkout_id)).splits).toEqual([
      { walletId: WALLET, fixedValue: Math.floor(pix.amount_cents / 10) / 100 },
    ]);
    const card = await checkout('credit-card');
    expect((await sessionRequest(card.provider_checkout_id)).splits).toBeUndefined();
    expect(JSON.parse(card.commission_plan ?? '{}')).toMatchObject({
      partnerCode: 'loja-da-ana',
      amountCents: Math.floor(card.amount_cents / 10),
      split: false,
      reason: 'parcelado',
    });
  });
});
