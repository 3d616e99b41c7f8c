// Issue 27, reproduction 14: a visitor from an Instagram campaign buys by card without ever filling the
// lead form. The sale is credited to the campaign, the buyer is a lead with the name, phone and e-mail
// typed on the payment page (Sucesso do cliente shows them), and /obrigado promises the access by
// e-mail, the one contact given for it, never "pelo WhatsApp que você informou".
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { readDb, uniqueMobile } from '../support/lead-rows.ts';
import { expectAccessibleAndFitting } from '../support/page-checks.ts';
import { createStaffUser, logIn } from '../support/staff.ts';

const RUN = Date.now().toString(36);
const ADMIN = {
  email: `compras-${RUN}@funil.test`,
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
};
const BUYER = {
  name: `Renata Direta ${RUN}`,
  email: `renata-${RUN}@exemplo.test`,
  phone: uniqueMobile('41'),
};
const SHOTS = process.env.SHOTS_DIR;

/** Today in São Paulo, the staff screens' calendar. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** The lines of a launch-results chart's CSV, as staff download it. */
async function chartCsv(page: Page, figure: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('figure', { name: figure }).getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  return (await readFile((await download.path()) ?? '', 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

test.beforeAll(async () => {
  await createStaffUser(ADMIN);
});

test('a buyer who skips the lead form keeps the campaign, becomes a lead, and is promised only the e-mail', async ({
  browser,
}) => {
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto('/ianapratica?utm_source=instagram&utm_campaign=lancamento#investimento');
  await visitor.getByRole('button', { name: 'Quero garantir minha vaga' }).first().click();
  await visitor
    .getByRole('dialog', { name: 'Escolha a forma de pagamento' })
    .getByRole('button', { name: /Cartão de crédito/ })
    .click();
  await visitor.waitForURL(new RegExp(`^${SERVER_ORIGIN}/sandbox/checkout/sbx_`));

  // The payment page asks who pays, as Asaas's does: nothing is prefilled, no lead was ever given.
  const card = visitor.getByRole('region', { name: 'Cartão de crédito' });
  await expect(card.getByLabel('Nome completo')).toHaveValue('');
  await card.getByLabel('Nome completo').fill(BUYER.name);
  await card.getByLabel('E-mail').fill(BUYER.email);
  await card
    .getByLabel('Celular')
    .fill(`(41) ${BUYER.phone.typed.slice(2, 7)}-${BUYER.phone.typed.slice(7)}`);
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/buyer-sandbox-card-390.png` });
  await card.getByRole('button', { name: 'Simular pagamento com cartão aprovado' }).click();
  await visitor.waitForURL(new RegExp(`^${SERVER_ORIGIN}/obrigado\\?checkout=[0-9a-f-]{36}$`));
  const checkoutId = new URL(visitor.url()).searchParams.get('checkout') ?? '';

  await expect(visitor.getByRole('heading', { level: 1, name: 'Parabéns pela sua compra!' })).toBeVisible();
  const steps = visitor.getByRole('region', { name: 'Próximos passos' });
  await expect(steps.getByRole('listitem').first()).toHaveText(
    'Os dados de acesso ao programa IA NA PRÁTICA chegam no e-mail que você informou no pagamento. Fique de olho na sua caixa de entrada e, se não encontrar, confira o spam.',
  );
  await expect(visitor.getByText('WhatsApp que você informou')).toHaveCount(0);
  await expectAccessibleAndFitting(visitor);
  if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/buyer-obrigado-390.png`, fullPage: true });

  // The checkout kept the visit's campaign, and its lead is the buyer the provider knows.
  const row = readDb(
    (db) =>
      db
        .prepare(
          `SELECT c.utm_source, c.utm_campaign, c.buyer_link, l.name, l.phone, l.email, l.utm_source AS lead_source
           FROM checkouts c JOIN leads l ON l.id = c.lead_id WHERE c.id = ?`,
        )
        .get(checkoutId) as Record<string, string> | undefined,
  );
  expect(row).toEqual({
    utm_source: 'instagram',
    utm_campaign: 'lancamento',
    buyer_link: 'created',
    name: BUYER.name,
    phone: BUYER.phone.digits,
    email: BUYER.email,
    lead_source: 'instagram',
  });

  // Staff: Sucesso do cliente names the buyer with the provider's contacts.
  const staff = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await logIn(staff, ADMIN);
  await staff.goto('/admin/customer-success');
  await staff.getByLabel('Buscar comprador').fill(BUYER.name);
  await staff.getByRole('button', { name: 'Buscar' }).click();
  const buyerRow = staff.getByRole('row', { name: new RegExp(BUYER.name) });
  await expect(buyerRow).toBeVisible();
  await expect(buyerRow).toContainText(BUYER.email);
  await expect(buyerRow).toContainText(BUYER.phone.typed.slice(-4));
  await expect(buyerRow).not.toContainText('Comprador sem cadastro');
  if (SHOTS) await staff.screenshot({ path: `${SHOTS}/buyer-sucesso-do-cliente-1366.png` });

  // Launch results: the sale is instagram's and lancamento's, not "(não informado)".
  await staff.goto(`/admin/launch-results?from=${today}&to=${today}`);
  expect(await chartCsv(staff, 'Vendas por origem (UTM)')).toContainEqual(
    expect.stringMatching(/^instagram;1;/),
  );
  expect(await chartCsv(staff, 'Vendas por campanha (UTM)')).toContainEqual(
    expect.stringMatching(/^lancamento;1;/),
  );
});
