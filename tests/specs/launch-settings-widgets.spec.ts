// Issue 16: the widgets quote the launch as staff set it, never constants. With the spec's defaults the
// embedded lead modal on a partner's page says 11/06 às 20:00 and the site's payment modal R$ 1.797,00;
// once the settings change (the launch_settings row, as the staff screen saves it), a new visitor sees
// the new free call in the embed (also in its confirmation) and the new prices in the payment modal,
// and the checkout charges the new price: no restart. A new browser context stands for the new visitor,
// since a browser may keep the public settings for 30 s (Cache-Control: max-age=30).
import { DEFAULT_LAUNCH_SETTINGS, type LaunchSettings } from '@funil/core/launch-settings';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { resetLaunchSettings, setLaunchSettings } from '../support/launch-rows.ts';
import { completeStepOne } from '../support/lead-flow.ts';
import { chargedAmount, requestPixCharge } from '../support/pix-in-modal.ts';

const CHANGED: LaunchSettings = {
  ...DEFAULT_LAUNCH_SETTINGS,
  freeCall: { ...DEFAULT_LAUNCH_SETTINGS.freeCall, date: '2026-12-03', time: '19:30' },
  program: { pixPriceCents: 149_700, cardInstallments: 10, cardTotalCents: 170_000 },
};

// The e2e database is shared by every spec: the spec's launch stands before each test and after them.
test.beforeEach(resetLaunchSettings);
test.afterAll(resetLaunchSettings);

/** A visitor who has never been to either site. */
async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

async function openPartnerLeadModal(page: Page) {
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);
  await page.getByRole('button', { name: 'Quero participar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openSitePaymentModal(page: Page) {
  await page.goto('/ianapratica#investimento');
  await page.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
  return page.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
}

test('the embedded lead modal and the payment modal show the launch staff set, at once', async ({
  browser,
}) => {
  // The spec's launch.
  const before = await newVisitor(browser);
  const firstModal = await openPartnerLeadModal(before);
  await expect(
    firstModal.getByText('Chamada gratuita e ao vivo pelo Zoom no dia 11/06 às 20:00'),
  ).toBeVisible();
  const firstPayment = await openSitePaymentModal(before);
  await expect(firstPayment.getByRole('button', { name: /PIX\s*R\$ 1\.797,00\s*à vista/ })).toBeEnabled();
  await expect(firstPayment.getByRole('button', { name: /até 12x\s*total R\$ 2\.080,32/ })).toBeEnabled();
  await before.context().close();

  // Staff move the free call and reprice the program; the server is not restarted.
  setLaunchSettings(() => CHANGED);
  const after = await newVisitor(browser);

  const dialog = await openPartnerLeadModal(after);
  const newCall = 'Chamada gratuita e ao vivo pelo Zoom no dia 03/12 às 19:30';
  await expect(dialog.getByText(newCall)).toBeVisible();
  await expect(dialog).not.toContainText('11/06');
  await completeStepOne(after, 'Clara Dezembro');
  // The embed's confirmation repeats the free call: the one staff set.
  const confirm = dialog.getByRole('button', { name: 'Confirmar e continuar' });
  await dialog.getByLabel('Seu Instagram').fill('clara.dezembro');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(
    dialog.getByRole('heading', { name: 'Pronto, Clara! Sua vaga está garantida.' }),
  ).toBeVisible();
  await expect(dialog.getByText(newCall)).toBeVisible();
  await dialog.getByRole('button', { name: 'Entendi' }).click();

  const payment = await openSitePaymentModal(after);
  const pix = payment.getByRole('button', { name: /PIX\s*R\$ 1\.497,00\s*à vista/ });
  await expect(pix).toBeEnabled();
  await expect(payment.getByRole('button', { name: /até 10x\s*total R\$ 1\.700,00/ })).toBeEnabled();
  await expect(payment).not.toContainText('1.797');
  // The PIX charged inside the modal (issue 30) is the new price.
  await pix.click();
  const charge = await requestPixCharge(after, {
    name: 'Clara Dezembro',
    whatsapp: '(11) 98888-7777',
    email: 'clara.dezembro@example.com',
  });
  await expect(chargedAmount(charge)).toHaveText('R$ 1.497,00');
  await after.context().close();
});

test('while the settings cannot be read, the embedded payment modal lets nobody pay and offers to try again', async ({
  page,
}) => {
  let down = true;
  await page.route('**/api/launch-settings', (route) =>
    down ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
  );
  await page.clock.install();
  await page.goto(`${PARTNER_ORIGIN}/partner-sales.html`);
  await page.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
  const payment = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
  await expect(payment.getByRole('status')).toHaveText('Carregando os preços...');
  await expect(payment.getByRole('button', { name: /^PIX/ })).toBeDisabled();
  // The widget asks 4 times, 1 s, 2 s and 4 s apart, before saying it could not: the page's clock
  // moves a second at a time, as each answer arrives.
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(payment.getByRole('alert')).toContainText(
      'Não foi possível carregar os preços agora. Verifique sua conexão e tente de novo.',
      { timeout: 100 },
    );
  }).toPass();
  await expect(payment.getByRole('button', { name: /^PIX/ })).toBeDisabled();
  await expect(payment.getByRole('button', { name: /^Cartão de crédito/ })).toBeDisabled();
  down = false;
  await payment.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(payment.getByRole('button', { name: /PIX\s*R\$ 1\.797,00/ })).toBeEnabled();
});
