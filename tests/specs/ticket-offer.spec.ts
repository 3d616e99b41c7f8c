// A ticket for the immersion with capacity 2 (issue 29), visitors on a phone: staff give a new launch's
// immersion a ticket in its editor; a visitor buys it on /vagas-esgotadas with PIX inside the payment modal,
// and the thank-you page dates the immersion with its two calendar buttons; after a second sale the
// page says the seats are sold, a visitor joins the waitlist, and staff see them on it.
import { expect, type Page, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { restoreFirstLaunch } from '../support/launch-rows.ts';
import { completeStepOne, completeStepTwoVerified } from '../support/lead-flow.ts';
import { expectAccessibleAndFitting } from '../support/page-checks.ts';
import { pixCheckoutLink } from '../support/pix-checkout.ts';
import {
  approveOnSandbox,
  chargedAmount,
  requestPixCharge,
  shownPixCharge,
} from '../support/pix-in-modal.ts';
import { saveLeadByApi } from '../support/saved-lead.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const ADMIN = {
  email: staffEmail('ingressos'),
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
  name: 'Ana Ingressos',
};
const PHONE = { width: 390, height: 844 };

test.beforeAll(async () => {
  await createStaffUser(ADMIN);
});

// The e2e database is shared by every spec: the spec's launch goes back to being the site's.
test.afterAll(restoreFirstLaunch);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/tickets-${name}.png`, fullPage: true });
}

/**
 * Staff at 1280 px: a new launch through the launches API, published; then, in its editor's
 * "Ingressos", its immersion sold as 2 tickets at R$ 97,00.
 */
async function launchWithTicket(page: Page): Promise<{ launchId: string }> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, ADMIN);
  const api = (path: string, data: unknown) =>
    page.request.post(path, { data, headers: { origin: SERVER_ORIGIN } });
  const created = await api('/api/admin/launches', { name: 'Lançamento Ingressos' });
  expect(created.status()).toBe(201);
  const launchId = (await created.json()).launch.id as string;
  expect((await api(`/api/admin/launches/${launchId}/publish`, {})).status()).toBe(200);

  await page.goto(`/admin/lancamentos/${launchId}`);
  const section = page.getByRole('region', { name: 'Ingressos', exact: true });
  await section.getByText('Ver e alterar os ingressos').click();
  const immersion = section.getByRole('group', { name: 'Imersão IA na Prática' });
  await immersion.getByLabel('Vender ingressos para Imersão IA na Prática').check();
  await immersion.getByLabel('Nome do ingresso').fill('Ingresso Imersão');
  await immersion.getByLabel('Preço (R$)').fill('97,00');
  await immersion.getByLabel('Vagas').fill('2');
  await section.getByRole('button', { name: 'Salvar ingressos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ingressos salvos.' })).toBeVisible();
  await expect(immersion).toContainText('0 vendidos · 0 reservados em checkouts abertos · 2 vagas livres');
  await expectAccessibleAndFitting(page);
  await section.screenshot({ path: '/tmp/tickets-editor.png' });
  return { launchId };
}

test('two sandbox sales sell the immersion’s 2 seats; then the page is sold out and takes the waitlist', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { launchId } = await launchWithTicket(page);

  // First buyer: the page sells the ticket, the modal charges its price, the sandbox takes the PIX.
  const buyer = await (await browser.newContext({ viewport: PHONE })).newPage();
  await buyer.goto('/vagas-esgotadas');
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Imersão IA na Prática');
  const sale = buyer.getByRole('region', { name: 'Garanta seu ingresso' });
  await expect(sale).toContainText('Restam 2 vagas de 2.');
  await expect(sale).toContainText('Ingresso: R$ 97,00, à vista no PIX ou no cartão.');
  await expectAccessibleAndFitting(buyer);
  await shot(buyer, 'on-sale');
  await sale.getByRole('button', { name: 'Comprar ingresso' }).click();
  const modal = buyer.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
  await expect(modal).toContainText('Ingresso Imersão');
  const pix = modal.getByRole('button', { name: /PIX/ });
  await expect(pix).toContainText('R$ 97,00');
  await shot(buyer, 'payment-modal');
  // PIX is paid inside the modal (issue 30): the buyer's form, the charge of the ticket's price, the
  // sandbox's test page as the bank; the modal goes on by itself.
  await pix.click();
  const charge = await requestPixCharge(buyer, {
    name: 'Ana Primeira',
    whatsapp: '(11) 96666-5555',
    email: 'ana.primeira@example.com',
  });
  await expect(chargedAmount(charge)).toHaveText('R$ 97,00');
  await expect(charge).toContainText('Ingresso Imersão');
  const { testPayUrl } = await shownPixCharge(charge);
  await expectAccessibleAndFitting(buyer);
  await buyer.screenshot({ path: '/tmp/tickets-pix-charge.png' });
  await shot(buyer, 'pix-charge-full');
  await approveOnSandbox(buyer, testPayUrl);

  // The thank-you page of a ticket: the immersion's date and hours as step (c), two calendar buttons.
  await buyer.waitForURL(/\/obrigado\?checkout=[0-9a-f-]{36}$/);
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Parabéns pela sua compra!');
  await expect(
    buyer.getByText('Seu pagamento do ingresso da Imersão IA na Prática foi aprovado.'),
  ).toBeVisible();
  const steps = buyer.getByRole('region', { name: 'Próximos passos' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(2)).toContainText(
    /^A Imersão IA na Prática começa em \d{1,2} de [a-zç]+, das \d{2}:\d{2} às \d{2}:\d{2} \(horário de Brasília\)\./,
  );
  const google = steps.nth(2).getByRole('link', { name: 'Adicionar ao Google Agenda' });
  await expect(google).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  const downloading = buyer.waitForEvent('download');
  await steps.nth(2).getByRole('link', { name: 'Adicionar à agenda (.ics)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('imersao-ia-na-pratica.ics');
  await expectAccessibleAndFitting(buyer);
  await shot(buyer, 'thank-you');

  // Second buyer, through the checkout API (a sale to set up, not the journey under test): the last seat.
  const second = await saveLeadByApi(page.request, 'Beto Segundo');
  const link = await pixCheckoutLink(
    page.request,
    second,
    'ingresso-imersao-ia-na-pratica-lancamento-ingressos',
  );
  await buyer.goto(link);
  await expect(buyer.getByTestId('valor')).toHaveText('R$ 97,00');
  await buyer.getByRole('button', { name: 'Simular pagamento PIX aprovado' }).click();
  await buyer.waitForURL(/\/obrigado\?/);

  // A third visitor finds the seats sold and joins the waitlist through the lead modal.
  const late = await (await browser.newContext({ viewport: PHONE })).newPage();
  await late.goto('/vagas-esgotadas');
  await expect(late.getByRole('heading', { level: 1 })).toHaveText('Vagas esgotadas');
  const soldOut = late.getByRole('region', { name: 'Ingressos esgotados' });
  await expect(soldOut).toContainText(
    'Todas as vagas da Imersão IA na Prática foram vendidas. Entre na lista de espera: se uma vaga abrir, a equipe chama você no WhatsApp.',
  );
  await expect(soldOut.getByRole('button', { name: 'Comprar ingresso' })).toHaveCount(0);
  await expectAccessibleAndFitting(late);
  await shot(late, 'sold-out');
  await soldOut.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await completeStepOne(late, 'Clara Espera');
  await completeStepTwoVerified(late, 'clara.espera');
  await expect(soldOut.getByRole('status')).toHaveText(
    'Pronto, Clara! Você está na lista de espera da Imersão IA na Prática. Se uma vaga abrir, avisamos você no WhatsApp.',
  );
  await shot(late, 'waitlist-joined');

  // Staff see the sales and the waitlist in the launch's editor, and its history says who changed them.
  await page.reload();
  const section = page.getByRole('region', { name: 'Ingressos', exact: true });
  await section.getByText('Ver e alterar os ingressos').click();
  const immersion = section.getByRole('group', { name: 'Imersão IA na Prática' });
  await expect(immersion).toContainText(
    '2 vendidos · 0 reservados em checkouts abertos · 0 vagas livres (esgotado)',
  );
  await expect(immersion.getByRole('listitem')).toHaveCount(1);
  await expect(immersion.getByRole('listitem')).toContainText('Clara Espera');
  await expect(page.getByRole('region', { name: 'Histórico do lançamento' })).toContainText(
    `Ingressos alterados por ${ADMIN.name}`,
  );
  await section.screenshot({ path: '/tmp/tickets-editor-sold.png' });
  const stored = await (await page.request.get(`/api/admin/launches/${launchId}/tickets`)).json();
  expect(stored.tickets).toEqual([
    expect.objectContaining({
      capacity: 2,
      sold: 2,
      held: 0,
      waitlist: [expect.objectContaining({ name: 'Clara Espera' })],
    }),
  ]);
});
