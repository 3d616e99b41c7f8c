// The PIX charge paid inside the payment modal, end to end on each engine (issue 30): the order is
// priced by the server (batch, coupon, bump), the buyer's CPF is checked, the sandbox answers a real
// BR Code and QR image, the modal's poll learns of the payment, the lead keeps the code for the
// recovery messages, and a charge past its expiry is expired and removed at the provider.
import { ERRORS } from '@funil/core/errors';
import type { PixChargeCreated, PixChargeState } from '@funil/core/pix-charge';
import {
  insertBatches,
  insertBump,
  insertCoupon,
  programOfferCode,
} from '@funil/testkit/fixtures/offer-pricing-fixtures';
import { parseBrCode, pngSize } from '@funil/testkit/pix/parse-br-code';
import { sandboxAction } from '@funil/testkit/server/sandbox-action';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, testAppOn } from '@funil/testkit/server/test-server';
import type { Hono } from 'hono';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { cancelExpiredPixCharges } from '../domain/pix-charge-expiry.ts';
import { PaymentProviderError } from '../domain/ports/payments.ts';
import { createSandboxProvider } from '../providers/payments/sandbox-provider.ts';
import { createCheckoutsRepository } from '../storage/checkouts-repository.ts';
import { createSandboxSessionsRepository } from '../storage/sandbox-sessions-repository.ts';

const BUYER = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '+55 11 98765-4321',
  cpf: '529.982.247-25',
};

const saveLead = async (app: Hono) =>
  (await (
    await postJson(app, '/api/leads', { name: 'Ana Souza', phone: '5511987654321', started_at: 0 })
  ).json()) as {
    id: string;
    token: string;
  };

const state = async (app: Hono, id: string) =>
  (await (await app.request(`/api/payments/pix-charge/${id}`)).json()) as PixChargeState;

describeEachEngine('in-page PIX charge', (database) => {
  const clock = { now: new Date('2025-04-01T12:00:00.000Z') };
  const appWithSandbox = () => {
    const provider = createSandboxProvider(createSandboxSessionsRepository(database().db), () => clock.now);
    clock.now = new Date('2025-04-01T12:00:00.000Z');
    const t = testAppOn(database().db, {
      now: () => clock.now,
      payments: { provider, webhookToken: 'token-do-teste', checkoutsPerMinute: 1_000 },
    });
    return { ...t, provider };
  };

  it('charges the coupon’s price and the bump, draws a real BR Code, and goes paid when the sandbox approves', async () => {
    const { app, db } = appWithSandbox();
    const offer = await programOfferCode(db);
    await insertBatches(db, offer, [{ pixPriceCents: 49_700, quantity: 10 }]);
    await insertCoupon(db, offer, { code: 'LANCAMENTO10', percent: 10 });
    const bump = await insertBump(db, offer, {
      code: 'gravacoes',
      name: 'Gravações das aulas',
      priceCents: 4_700,
      pitch: 'Reveja cada aula quando quiser',
    });
    const lead = await saveLead(app);

    const res = await postJson(app, '/api/payments/pix-charge', {
      buyer: BUYER,
      coupon: 'lancamento10',
      bumps: [bump],
      leadId: lead.id,
      leadToken: lead.token,
    });
    expect(res.status).toBe(201);
    const charge = (await res.json()) as PixChargeCreated;
    expect(charge.amountCents).toBe(44_730 + 4_700);
    expect(charge.items).toEqual([
      { name: expect.any(String), amountCents: 44_730 },
      { name: 'Gravações das aulas', amountCents: 4_700 },
    ]);
    const code = parseBrCode(charge.payload);
    expect(code.crcValid).toBe(true);
    expect(code.fields['54']).toBe('494.30');
    expect(code.merchantAccount['00']).toBe('br.gov.bcb.pix');
    expect(charge.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(pngSize(charge.qrImage.slice('data:image/png;base64,'.length))?.width).toBeGreaterThan(100);
    expect(charge.expiresAt).toBe('2025-04-01T13:00:00.000Z');
    expect(charge.successUrl).toBe(
      `http://localhost/pagamento/sucesso?lead=${lead.id}&checkout=${charge.checkoutId}`,
    );
    expect(charge.testPayUrl).toMatch(/^http:\/\/localhost\/sandbox\/pix\/pay_[0-9a-f]{24}\?key=/);

    expect(await state(app, charge.checkoutId)).toMatchObject({
      status: 'pending',
      amountCents: 49_430,
      payload: charge.payload,
    });
    // The lead keeps the code and the charge's page: the recovery messages' {codigo_pix} and {link_pagamento}.
    const leadRow = await db
      .selectFrom('leads')
      .select(['pix_code', 'checkout_url', 'checkout_status'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(leadRow).toEqual({
      pix_code: charge.payload,
      checkout_url: `http://localhost/pagamento/pix?checkout=${charge.checkoutId}`,
      checkout_status: 'created',
    });
    // The messages name the code only for the lead's current checkout: the charge's own link.
    const link = await db
      .selectFrom('checkouts')
      .select('link')
      .where('id', '=', charge.checkoutId)
      .executeTakeFirstOrThrow();
    expect(link.link).toBe(leadRow.checkout_url);

    expect((await sandboxAction(app, charge.testPayUrl ?? '', 'approve')).status).toBe(303);
    const paid = await state(app, charge.checkoutId);
    expect(paid).toMatchObject({ status: 'paid', qrImage: null, payload: null });
    const row = await db
      .selectFrom('checkouts')
      .select(['status', 'amount_cents', 'method', 'coupon_code'])
      .where('id', '=', charge.checkoutId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'paid', amount_cents: 49_430, method: 'pix', coupon_code: 'LANCAMENTO10' });
    expect(Number((await db.selectFrom('coupons').select('uses').executeTakeFirstOrThrow()).uses)).toBe(1);
    const webhook = await db
      .selectFrom('provider_events')
      .select(['event_type', 'payload'])
      .executeTakeFirstOrThrow();
    expect(webhook.event_type).toBe('PAYMENT_RECEIVED');
    expect(JSON.parse(webhook.payload).payment.value).toBe(494.3);
  });

  it('a provider that does not answer fails the charge, frees its batch unit and says to try again', async () => {
    const sandbox = createSandboxProvider(createSandboxSessionsRepository(database().db), () => clock.now);
    const provider = {
      ...sandbox,
      createPixCharge: async () => {
        throw new PaymentProviderError({ kind: 'timeout' });
      },
    };
    const { app, db } = testAppOn(database().db, {
      payments: { provider, webhookToken: 'token-do-teste', checkoutsPerMinute: 1_000 },
    });
    const offer = await programOfferCode(db);
    await insertBatches(db, offer, [{ pixPriceCents: 49_700, quantity: 1 }, { pixPriceCents: 69_700 }]);
    const res = await postJson(app, '/api/payments/pix-charge', { buyer: BUYER });
    expect(res.status).toBe(504);
    expect((await res.json()).error.code).toBe('payment_provider_timeout');
    expect(await db.selectFrom('checkouts').select('status').execute()).toEqual([{ status: 'failed' }]);
    // The 1º lote's one unit is on sale again.
    expect((await (await app.request('/api/offers/quote')).json()).batch).toMatchObject({
      position: 1,
      left: 1,
    });
  });

  it('refuses a CPF whose check digits do not match, in Portuguese, and charges nothing', async () => {
    const { app, db } = appWithSandbox();
    const res = await postJson(app, '/api/payments/pix-charge', {
      buyer: { ...BUYER, cpf: '529.982.247-26' },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toMatchObject({ 'buyer.cpf': ERRORS.cpf_invalid });
    expect(await db.selectFrom('checkouts').select('id').execute()).toEqual([]);
  });

  it('expires a charge past its hour, frees its batch unit and removes it at the provider', async () => {
    const { app, db, provider, logs } = appWithSandbox();
    const offer = await programOfferCode(db);
    const [batch] = await insertBatches(db, offer, [
      { pixPriceCents: 49_700, quantity: 1 },
      { pixPriceCents: 69_700 },
    ]);
    const charge = (await (
      await postJson(app, '/api/payments/pix-charge', { buyer: BUYER })
    ).json()) as PixChargeCreated;
    expect(charge.amountCents).toBe(49_700);
    // The unit is held: the next buyer sees the 2º lote.
    expect((await (await app.request('/api/offers/quote')).json()).batch.position).toBe(2);

    clock.now = new Date('2025-04-01T13:00:01.000Z');
    expect((await state(app, charge.checkoutId)).status).toBe('expired');
    const store = createCheckoutsRepository(db);
    const expired = await cancelExpiredPixCharges({
      store,
      provider,
      logger: pino({ level: 'silent' }),
      now: () => clock.now,
    });
    expect(expired).toBe(1);
    expect(logs.some((line) => line.msg?.toString().includes('Cobrança PIX vencida não foi removida'))).toBe(
      false,
    );
    const row = await db
      .selectFrom('checkouts')
      .select('status')
      .where('id', '=', charge.checkoutId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    const removed = await provider.pixCharge(
      (await db.selectFrom('checkouts').select('provider_checkout_id').executeTakeFirstOrThrow())
        .provider_checkout_id ?? '',
    );
    expect(removed?.status).toBe('CANCELED');
    // The 1º lote's unit is on sale again.
    expect((await (await app.request('/api/offers/quote')).json()).batch).toMatchObject({
      id: batch,
      left: 1,
    });
    // A second pass finds nothing more to do.
    expect(
      await cancelExpiredPixCharges({
        store,
        provider,
        logger: pino({ level: 'silent' }),
        now: () => clock.now,
      }),
    ).toBe(0);
  });
});
