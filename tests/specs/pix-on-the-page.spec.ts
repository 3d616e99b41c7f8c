// Issue 30, as a marketer and a buyer live it, on a server of its own (its prices are the spec's
// alone): an admin at 1280 px gives the program a 1º lote at R$ 497,00, the coupon LANCAMENTO10
// (10%) and the immersion's ticket as an order bump at R$ 47,00 in the launch editor's "Preços e
// ofertas". A visitor on a 390×844 phone opens /ianapratica?cupom=LANCAMENTO10, sees the discounted
// price in the payment modal, ticks the bump, picks PIX, fills the CPF and gets a QR image and a
// copy-and-paste code that parses as a BR Code with a correct CRC16. The sandbox approves it from
// another tab, and the modal reaches /obrigado by itself within 5 s with both items and the total.
// The checkout row, the webhook, the server's Purchase and the launch results carry that total.
import { parseBrCode } from '@funil/testkit/pix/parse-br-code';
import { expect, type Page, test } from '@playwright/test';
import { OWN_DATABASE_PATH, OWN_SERVER_ORIGIN, ownServer, readOwnDb } from '../support/own-server.ts';
import { approveOnSandbox, requestPixCharge, shownPixCharge } from '../support/pix-in-modal.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const ADMIN = {
  email: staffEmail('precos'),
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
  name: 'Paula Preços',
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** R$ 497,00 less 10%, plus the bump's R$ 47,00. */
const TOTAL = 'R$ 494,30';

const server = ownServer();

test.beforeAll(async () => {
  await server.start();
  await createStaffUser(ADMIN, OWN_DATABASE_PATH);
});
test.afterAll(() => server.stop());

/** What the buyer's screen shows (the modal is fixed on it), or the whole page. */
async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** The admin sells the immersion's ticket, then sets the program's batch, coupon and bump on screen. */
async function setPrices(staff: Page): Promise<string> {
  await staff.goto(`${OWN_SERVER_ORIGIN}/admin/login`);
  await logIn(staff, ADMIN);
  const headers = { origin: OWN_SERVER_ORIGIN };
  const list = await (await staff.request.get(`${OWN_SERVER_ORIGIN}/api/admin/launches`)).json();
  const launchId = (list.launches as { id: string; isCurrent: boolean }[]).find(
    (launch) => launch.isCurrent,
  )?.id;
  if (!launchId) throw new Error('Nenhum lançamento atual');
  const tickets = await staff.request.put(`${OWN_SERVER_ORIGIN}/api/admin/launches/${launchId}/tickets`, {
    headers,
    data: {
      tickets: [
        {
          eventSlug: 'imersao-ia-na-pratica',
          name: 'Ingresso Imersão',
          priceCents: 9_700,
          capacity: 50,
          active: true,
        },
      ],
    },
  });
  expect(tickets.status()).toBe(200);

  await staff.goto(`${OWN_SERVER_ORIGIN}/admin/lancamentos/${launchId}`);
  const section = staff.getByRole('region', { name: 'Preços e ofertas' });
  await section.getByText('Ver e alterar preços e ofertas').click();
  await section.getByRole('button', { name: 'Adicionar lote' }).click();
  const batch = section.getByRole('group', { name: '1º lote' });
  await batch.getByLabel('Preço no PIX (R$)').fill('497,00');
  await batch.getByLabel('Total no cartão (R$)').fill('597,00');
  await section.getByRole('button', { name: 'Adicionar cupom' }).click();
  await section.getByRole('group', { name: 'Cupom 1' }).getByLabel('Código').fill('LANCAMENTO10');
  // The group takes the coupon's code as its name once typed.
  const coupon = section.getByRole('group', { name: 'Cupom LANCAMENTO10' });
  await coupon.getByLabel('Tipo').selectOption({ label: 'Percentual' });
  await coupon.getByLabel('Desconto (%)').fill('10');
  await section.getByRole('button', { name: 'Adicionar order bump' }).click();
  const bump = section.getByRole('group', { name: 'Order bump 1' });
  await bump.getByLabel('Oferta').selectOption({ label: 'Ingresso Imersão (R$ 97,00)' });
  await bump.getByLabel('Preço no order bump (R$)').fill('47,00');
  await bump.getByLabel('Frase (uma linha)').fill('Leve também a Imersão ao vivo pela metade do preço');
  await section.getByRole('button', { name: 'Salvar preços e ofertas' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Preços e ofertas salvos.' })).toBeVisible();
  await section.screenshot({ path: test.info().outputPath('staff-pricing.png') });
  return launchId;
}

test('a coupon, a bump and PIX on the page: the buyer pays the server’s total and lands on /obrigado', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const staff = await browser.newPage({ viewport: DESKTOP });
  const launchId = await setPrices(staff);

  const buyer = await browser.newPage({ viewport: PHONE });
  await buyer.goto(`${OWN_SERVER_ORIGIN}/ianapratica?cupom=LANCAMENTO10`);
  await expect(buyer.getByText('1º lote', { exact: false }).first()).toBeVisible();
  await buyer.getByRole('button', { name: 'Quero garantir minha vaga' }).first().click();
  const dialog = buyer.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
  await expect(dialog.getByText('Cupom LANCAMENTO10: 10% de desconto')).toBeVisible();
  await expect(dialog).toContainText('R$ 497,00');
  await expect(dialog.getByRole('button', { name: /^PIX.*R\$ 447,30/ })).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Ingresso Imersão/ }).check();
  await expect(dialog.getByRole('button', { name: /^PIX.*R\$ 494,30/ })).toBeVisible();
  await shot(buyer, 'modal-coupon-bump');

  await dialog.getByRole('button', { name: /^PIX/ }).click();
  const charge = await requestPixCharge(buyer, {
    name: 'Bruna Compradora',
    whatsapp: '11987654321',
    email: 'bruna@example.com',
  });
  const { payload, testPayUrl } = await shownPixCharge(charge);
  await expect(charge).toContainText(TOTAL);
  await shot(buyer, 'modal-pix-qr');
  const code = parseBrCode(payload);
  expect(code.crcValid).toBe(true);
  expect(code.merchantAccount['00']).toBe('br.gov.bcb.pix');
  expect(code.fields['54']).toBe('494.30');

  // The WhatsApp reminder's link opens the same charge again, on another screen of the buyer's.
  const pending = readOwnDb(
    (db) =>
      db
        .prepare("SELECT id, link FROM checkouts WHERE status = 'created' ORDER BY created_at DESC")
        .get() as {
        id: string;
        link: string;
      },
  );
  const link = new URL(pending.link);
  expect(`${link.pathname}${link.search}`).toBe(`/pagamento/pix?checkout=${pending.id}`);
  const reminder = await browser.newPage({ viewport: PHONE });
  await reminder.goto(`${OWN_SERVER_ORIGIN}${link.pathname}${link.search}`);
  const again = reminder.getByRole('dialog', { name: 'Pague com PIX' });
  await expect(again.getByLabel('PIX copia e cola')).toHaveValue(payload);
  await expect(again).toContainText(TOTAL);

  // The bank pays in another tab; the modal learns it from our server and moves on by itself.
  await approveOnSandbox(buyer, testPayUrl);
  await buyer.waitForURL(/\/obrigado\?/, { timeout: 5_000 });
  const summary = buyer.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('IA NA PRÁTICA');
  await expect(summary).toContainText('Ingresso Imersão');
  await expect(summary).toContainText('Cupom LANCAMENTO10');
  await expect(summary).toContainText(TOTAL);
  await shot(buyer, 'thank-you', true);
  // The reminder's screen, watching the same checkout, goes on to the thank-you page too.
  await reminder.waitForURL(/\/obrigado\?/, { timeout: 10_000 });
  await reminder.close();

  // Our records carry the same total: the checkout, the provider's webhook, the server's Purchase.
  const checkoutId = new URL(buyer.url()).searchParams.get('checkout') ?? '';
  const rows = readOwnDb((db) => ({
    checkout: db
      .prepare('SELECT amount_cents, status, method, coupon_code FROM checkouts WHERE id = ?')
      .get(checkoutId),
    items: db
      .prepare('SELECT kind, name, amount_cents FROM checkout_items WHERE checkout_id = ? ORDER BY position')
      .all(checkoutId),
    webhook: db
      .prepare(
        "SELECT payload FROM provider_events WHERE checkout_id = ? AND event_type = 'PAYMENT_RECEIVED'",
      )
      .get(checkoutId) as { payload: string },
    purchase: db
      .prepare("SELECT payload FROM tracking_events WHERE event_name = 'Purchase' AND event_id = ?")
      .get(`Purchase_${checkoutId}`) as { payload: string },
  }));
  expect(rows.checkout).toEqual({
    amount_cents: 49_430,
    status: 'paid',
    method: 'pix',
    coupon_code: 'LANCAMENTO10',
  });
  expect(rows.items).toEqual([
    { kind: 'main', name: 'IA NA PRÁTICA', amount_cents: 44_730 },
    { kind: 'bump', name: 'Ingresso Imersão', amount_cents: 4_700 },
  ]);
  expect(JSON.parse(rows.webhook.payload).payment.value).toBe(494.3);
  expect(JSON.parse(rows.purchase.payload).custom_data).toMatchObject({ value: 494.3, num_items: 2 });

  // Launch results: the sale's revenue, by offer, by batch, by coupon and by bump.
  const report = await (
    await staff.request.get(`${OWN_SERVER_ORIGIN}/api/admin/analytics/launch?launch=${launchId}`)
  ).json();
  expect(report.totals.grossRevenue).toBe(49_430);
  expect(report.byCoupon).toEqual([
    expect.objectContaining({ value: 'LANCAMENTO10', sales: 1, revenue: 49_430 }),
  ]);
  expect(report.byBatch).toEqual([expect.objectContaining({ value: '1º lote', sales: 1, revenue: 44_730 })]);
  expect(report.byBump).toEqual([
    expect.objectContaining({ value: 'Ingresso Imersão', sales: 1, revenue: 4_700 }),
  ]);
});
