// Issue 31, as the producer's staff and a partner's visitor live it, on a server of its own: an admin at
// 1280 px gives the partner 10 % and its Asaas wallet on the partners screen; a visitor on a 390×844
// phone, on the partner's page served under a strict CSP, leaves their name and WhatsApp and pays by
// PIX in the modal; the sandbox (the bank) approves it. Staff then see the commission pending; the
// sandbox's "Liberar comissão" (PAYMENT_SPLIT_DONE) makes it released and "Estornar"
// (PAYMENT_REFUNDED) reversed. The charge carried the split the sandbox shows. The partner follows it
// on its private results page, on a phone, which never names the buyer.
import { expect, type Page, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { completeStepOne } from '../support/lead-flow.ts';
import {
  OWN_DATABASE_PATH,
  OWN_SERVER_ORIGIN,
  OWN_SERVER_PORT,
  ownServer,
  readOwnDb,
} from '../support/own-server.ts';
import { approveOnSandbox, requestPixCharge, shownPixCharge } from '../support/pix-in-modal.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const ADMIN = {
  email: staffEmail('comissoes'),
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
  name: 'Carla Comissões',
};
const PARTNER = 'parceiro-teste';
const WALLET = '0b763922-aa88-4cbe-a567-e3fe8511fa06';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const server = ownServer();

test.beforeAll(async () => {
  await server.start();
  await createStaffUser(ADMIN, OWN_DATABASE_PATH);
});
test.afterAll(() => server.stop());

/** The partner's card on the staff screen. */
const partnerCard = (staff: Page) => staff.getByRole('listitem', { name: /Parceiro Teste/ });

/** The commissions of one state on the partner's card: "1 · R$ 49,70". */
const commissionsIn = (staff: Page, state: 'pending' | 'released' | 'cancelled' | 'reversed') =>
  partnerCard(staff).getByTestId(`partner-${PARTNER}-commission-${state}`).locator('dd');

/** A state's row of the commissions table on the partner's own page. */
const commissionOnPartnerPage = (partner: Page, state: string) =>
  partner.getByRole('table').getByRole('row', { name: new RegExp(`^${state}`) });

/** The bank's page of the charge (the sandbox), in a browser context of its own. */
async function onSandbox(page: Page, testPayUrl: string, button: RegExp, shot?: string): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('Sem navegador para abrir o simulador');
  const bank = await browser.newContext({ viewport: DESKTOP });
  try {
    const tab = await bank.newPage();
    await tab.goto(testPayUrl);
    await tab.getByRole('button', { name: button }).click();
    await expect(tab.getByRole('heading', { name: 'PIX de teste' })).toBeVisible();
    if (shot) await tab.screenshot({ path: shot, fullPage: true });
  } finally {
    await bank.close();
  }
}

test('staff give a partner 10 % and a wallet; a PIX sale on its page splits and the commission moves', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await browser.newPage({ viewport: DESKTOP });
  await staff.goto(`${OWN_SERVER_ORIGIN}/admin/login`);
  await logIn(staff, ADMIN);
  await staff.goto(`${OWN_SERVER_ORIGIN}/admin/partners`);
  await staff.getByLabel('Código', { exact: true }).fill(PARTNER);
  await staff.getByLabel('Nome', { exact: true }).fill('Parceiro Teste');
  await staff.getByRole('button', { name: 'Criar parceiro' }).click();
  await expect(partnerCard(staff)).toBeVisible();

  // The commission on screen: 10 % and the partner's Asaas wallet.
  await partnerCard(staff)
    .getByRole('button', { name: /Alterar comissão/ })
    .click();
  await partnerCard(staff).getByLabel('Comissão (%)').fill('10');
  await partnerCard(staff).getByLabel('Carteira Asaas (walletId)').fill(WALLET);
  await partnerCard(staff).getByRole('button', { name: 'Salvar comissão' }).click();
  await expect(partnerCard(staff).getByText(WALLET)).toBeVisible();
  await expect(partnerCard(staff).getByText('10 %', { exact: true })).toBeVisible();
  await partnerCard(staff).screenshot({ path: '/tmp/partner-commission-staff-1280.png' });

  // The partner's private link, made by staff and opened by the partner on a phone.
  await partnerCard(staff).getByRole('button', { name: 'Gerar link privado de Parceiro Teste' }).click();
  const partnerLink = await partnerCard(staff)
    .getByLabel(/^Novo link de Parceiro Teste/)
    .inputValue();
  const partner = await browser.newPage({ viewport: PHONE });

  // The visitor, on the partner's page under its strict policy, on a phone.
  const visitor = await browser.newPage({ viewport: PHONE });
  await visitor.goto(`${PARTNER_ORIGIN}/partner-strict.html?csp=strict&funil-port=${OWN_SERVER_PORT}`);
  await visitor.getByRole('button', { name: 'Quero participar' }).click();
  const phone = await completeStepOne(visitor, 'Paula Parceira');
  await visitor.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();
  await expect(visitor.getByRole('dialog')).toBeHidden();
  const lead = readOwnDb(
    (db) =>
      db.prepare('SELECT id, partner_code FROM leads WHERE phone = ?').get(phone.digits) as {
        id: string;
        partner_code: string;
      },
  );
  expect(lead.partner_code).toBe(PARTNER);

  await visitor.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
  const methods = visitor.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
  await methods.getByRole('button', { name: /^PIX/ }).click();
  const charge = await requestPixCharge(visitor, {
    name: 'Paula Parceira',
    whatsapp: phone.typed,
    email: 'paula@example.com',
  });
  const { testPayUrl } = await shownPixCharge(charge);
  await visitor.screenshot({ path: '/tmp/partner-commission-visitor-390.png' });

  const checkout = readOwnDb(
    (db) =>
      db
        .prepare('SELECT id, amount_cents FROM checkouts WHERE lead_id = ? ORDER BY created_at DESC')
        .get(lead.id) as { id: string; amount_cents: number },
  );
  const commissionCents = Math.floor(checkout.amount_cents / 10);
  const brl = (cents: number) =>
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
  // The charge carries the split: the sandbox keeps it and shows it.
  const kept = readOwnDb(
    (db) =>
      db.prepare('SELECT request FROM sandbox_pix_charges ORDER BY created_at DESC').get() as {
        request: string;
      },
  );
  expect(JSON.parse(kept.request).split).toEqual({ walletId: WALLET, fixedValueCents: commissionCents });

  await approveOnSandbox(visitor, testPayUrl);
  await visitor.waitForURL(/\/obrigado\?/, { timeout: 10_000 });

  await staff.reload();
  await expect(commissionsIn(staff, 'pending')).toContainText('1 ·');
  await expect(commissionsIn(staff, 'pending')).toContainText(brl(commissionCents));
  await partnerCard(staff).screenshot({ path: '/tmp/partner-commission-pending-1280.png' });
  await partner.goto(partnerLink);
  await expect(commissionOnPartnerPage(partner, 'Pendente')).toContainText(brl(commissionCents));

  await onSandbox(visitor, testPayUrl, /Liberar comissão/, '/tmp/partner-commission-sandbox-1280.png');
  await staff.reload();
  await expect(commissionsIn(staff, 'released')).toContainText(brl(commissionCents));
  await expect(commissionsIn(staff, 'pending')).toContainText('0 ·');
  const released = readOwnDb(
    (db) =>
      db.prepare("SELECT count(*) AS n FROM outbound_events WHERE type = 'commission.released'").get() as {
        n: number;
      },
  );
  expect(released.n).toBe(1);

  await onSandbox(visitor, testPayUrl, /Estornar/);
  await staff.reload();
  await expect(commissionsIn(staff, 'reversed')).toContainText(brl(commissionCents));
  await expect(commissionsIn(staff, 'released')).toContainText('0 ·');
  await partnerCard(staff).screenshot({ path: '/tmp/partner-commission-reversed-1280.png' });
  await partner.reload();
  await expect(commissionOnPartnerPage(partner, 'Estornada')).toContainText(brl(commissionCents));
  await expect(commissionOnPartnerPage(partner, 'Pendente')).not.toContainText(brl(commissionCents));
  const shown = await partner.content();
  for (const personal of ['Paula Parceira', 'paula@example.com', phone.digits.slice(2), lead.id]) {
    expect(shown).not.toContain(personal);
  }
  await partner.screenshot({ path: '/tmp/partner-commission-partner-page-390.png', fullPage: true });

  // The staff screen at a phone's width, as the partner's figures read there.
  await staff.setViewportSize(PHONE);
  await partnerCard(staff).screenshot({ path: '/tmp/partner-commission-staff-390.png' });
});
