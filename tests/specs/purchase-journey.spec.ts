// The whole purchase, nothing intercepted: the payment modal on our program page and on a partner's
// page → PIX charged inside the modal (or the card on the embedded sandbox's checkout) → the sandbox's
// webhook → the thank-you page.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { DATABASE_PATH, PARTNER_ORIGIN, SERVER_ORIGIN } from '../support/env.ts';
import { readDb } from '../support/lead-rows.ts';
import {
  approveOnSandbox,
  chargedAmount,
  requestPixCharge,
  shownPixCharge,
} from '../support/pix-in-modal.ts';
import { type SavedLead, saveLeadByApi, storedLeadRecord } from '../support/saved-lead.ts';
import { captureSiteEvents, named } from '../support/site-events.ts';
import { widgetKey } from '../support/storage-keys.ts';

interface CheckoutRow {
  method: string;
  amount_cents: number;
  max_installments: number;
  provider: string;
  status: string;
  external_reference: string;
}

const purchaseOf = (leadId: string) =>
  readDb(
    (db) =>
      db
        .prepare(
          `SELECT has_purchased, trans_value, trans_installments, trans_status, journey_stage, checkout_status
           FROM leads WHERE id = ?`,
        )
        .get(leadId) as Record<string, unknown>,
  );
const checkoutsOf = (leadId: string) =>
  readDb(
    (db) =>
      db
        .prepare(
          `SELECT method, amount_cents, max_installments, provider, status, external_reference
           FROM checkouts WHERE lead_id = ? ORDER BY created_at`,
        )
        .all(leadId) as CheckoutRow[],
  );

/** Staff register a partner's site in the partners screen; the test writes the row as they would. */
function registerPartnerSite(origin: string) {
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    const now = new Date().toISOString();
    db.prepare(
      'INSERT INTO partners (id, code, name, is_active, site_origin, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?)',
    ).run(crypto.randomUUID(), `site-${Date.now().toString(36)}`, 'Parceiro com site', origin, now, now);
  } finally {
    db.close();
  }
}

/** Saves the lead as its own browser did earlier: that browser keeps the id with its secret. */
async function savedInThisBrowser(page: Page, request: APIRequestContext, name: string): Promise<string> {
  const saved = await saveLeadByApi(request, name);
  // The spec's key on our own site, namespaced on a partner's page (decision 0021).
  await page.addInitScript(
    ({ record, ownOrigin }) =>
      localStorage.setItem(location.origin === ownOrigin ? 'leadId' : 'funil:leadId', record),
    { record: storedLeadRecord(saved), ownOrigin: SERVER_ORIGIN },
  );
  return saved.id;
}

/**
 * The thank-you page, reached from the checkout's success callback, for this lead and its checkout:
 * the program, the amount and the method that were paid.
 */
async function expectThankYou(page: Page, leadId: string, paid: { amount: string; method: string }) {
  await page.waitForURL(new RegExp(`^${SERVER_ORIGIN}/obrigado\\?lead=${leadId}&checkout=[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Parabéns pela sua compra!' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('Programa IA NA PRÁTICA');
  await expect(summary).toContainText(paid.amount);
  await expect(summary.getByText(paid.method, { exact: true })).toBeVisible();
}

test('on /ianapratica, PIX paid inside the payment modal ends on the thank-you page as a customer', async ({
  page,
  request,
}) => {
  const leadId = await savedInThisBrowser(page, request, 'Helena Pix');
  const events = await captureSiteEvents(page);
  await page.goto(`/ianapratica/${leadId}#investimento`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Helena, coloque a IA para trabalhar por você',
  );

  await page.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
  await dialog.getByRole('button', { name: /PIX\s*R\$ 1\.797,00/ }).click();

  // The charge is made on the page: no provider page is visited, so the lead's checkout is 'created'.
  const charge = await requestPixCharge(page, {
    name: 'Helena Pix',
    whatsapp: '(11) 98765-4321',
    email: 'helena.pix@example.com',
  });
  await expect(chargedAmount(charge)).toHaveText('R$ 1.797,00');
  const { testPayUrl } = await shownPixCharge(charge);
  expect(page.url()).toBe(`${SERVER_ORIGIN}/ianapratica/${leadId}#investimento`);
  expect(checkoutsOf(leadId)).toEqual([
    expect.objectContaining({
      method: 'pix',
      amount_cents: 179_700,
      provider: 'sandbox',
      external_reference: `PROGRAMAIANAPRATICA_${leadId}`,
    }),
  ]);
  expect(purchaseOf(leadId)).toMatchObject({ has_purchased: 0, checkout_status: 'created' });

  // The bank pays from another tab; the modal learns of it and goes on by itself.
  await approveOnSandbox(page, testPayUrl);
  await expectThankYou(page, leadId, { amount: 'R$ 1.797,00', method: 'PIX' });
  expect(purchaseOf(leadId)).toMatchObject({
    has_purchased: 1,
    trans_value: 179_700,
    trans_installments: 1,
    trans_status: 'paid',
    journey_stage: 'customer',
    checkout_status: 'paid',
  });
  expect(checkoutsOf(leadId)).toEqual([expect.objectContaining({ status: 'paid' })]);

  // The clicks on the way, and the Purchase of what was paid: once, also after a reload.
  expect(named(events(), 'CTAClick').map((event) => event.custom_data)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ button_name: 'Quero garantir minha vaga', section: 'investimento' }),
      expect.objectContaining({ button_name: 'PaymentPix', section: 'PaymentModal' }),
    ]),
  );
  await expect
    .poll(() => named(events(), 'Purchase').map((event) => event.custom_data))
    .toEqual([expect.objectContaining({ value: 1797, currency: 'BRL' })]);
  await page.reload();
  await expect.poll(() => named(events(), 'ThankYou').length).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(named(events(), 'Purchase')).toHaveLength(1);
});

test('on a partner’s page, card in 12x through the sandbox checkout ends on the thank-you page', async ({
  page,
  request,
}) => {
  // The visitor became a lead earlier on this partner's site (spec §3 'leadId', with its secret).
  const leadId = await savedInThisBrowser(page, request, 'Otávio Cartão');
  const events = await captureSiteEvents(page, PARTNER_ORIGIN);
  await page.goto(`${PARTNER_ORIGIN}/partner-sales.html`);

  await page.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
  await dialog.getByRole('button', { name: /até 12x\s*total R\$ 2\.080,32/ }).click();

  await page.waitForURL(new RegExp(`^${SERVER_ORIGIN}/sandbox/checkout/sbx_`));
  await expect(page.getByTestId('valor')).toHaveText('R$ 2.080,32');
  expect(checkoutsOf(leadId)).toEqual([
    expect.objectContaining({ method: 'credit-card', amount_cents: 208_032, max_installments: 12 }),
  ]);
  await expect(page.getByLabel('Parcelas')).toHaveValue('12');
  await page.getByRole('button', { name: 'Simular pagamento com cartão aprovado' }).click();

  await expectThankYou(page, leadId, { amount: 'R$ 2.080,32', method: '12x no cartão' });
  expect(purchaseOf(leadId)).toMatchObject({
    has_purchased: 1,
    trans_value: 208_032,
    trans_installments: 12,
    journey_stage: 'customer',
    checkout_status: 'paid',
  });
  await expect
    .poll(() => named(events(), 'CTAClick').map((event) => event.custom_data))
    .toContainEqual(expect.objectContaining({ button_name: 'PaymentCard', section: 'PaymentModal' }));
});

test('a cancelled sandbox checkout goes back to the partner’s page once staff registered its site, else to our cancel page', async ({
  page,
  request,
}) => {
  const cancelFromPartnerPage = async (saved: SavedLead) => {
    await page.goto(`${PARTNER_ORIGIN}/partner-sales.html`);
    await page.evaluate(({ key, record }) => localStorage.setItem(key, record), {
      key: widgetKey('leadId', PARTNER_ORIGIN),
      record: storedLeadRecord(saved),
    });
    await page.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
    await page
      .getByRole('dialog', { name: 'Escolha a forma de pagamento' })
      .getByRole('button', { name: /^Cartão de crédito/ })
      .click();
    // Only the card leaves for the provider's page (PIX is paid inside the modal since issue 30).
    await page.waitForURL(new RegExp(`^${SERVER_ORIGIN}/sandbox/checkout/sbx_`));
    await page.getByRole('button', { name: 'Cancelar pagamento' }).click();
  };

  // A site no partner registered: the buyer lands on our own cancel page, never on the other site.
  const first = await saveLeadByApi(request, 'Rui Desistente');
  await cancelFromPartnerPage(first);
  await page.waitForURL(`${SERVER_ORIGIN}/pagamento/cancelado?lead=${first.id}`);
  await expect(page.getByRole('link', { name: 'Tentar pagar de novo' })).toBeVisible();
  expect(purchaseOf(first.id)).toMatchObject({ has_purchased: 0, checkout_status: 'canceled' });

  registerPartnerSite(PARTNER_ORIGIN);
  const second = await saveLeadByApi(request, 'Rita Desistente');
  await cancelFromPartnerPage(second);
  await page.waitForURL(`${PARTNER_ORIGIN}/partner-sales.html`);
  expect(purchaseOf(second.id)).toMatchObject({ has_purchased: 0, checkout_status: 'canceled' });
});
