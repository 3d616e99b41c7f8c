// PIX paid inside the payment modal (issue 30), as a buyer does it: "PIX" opens the buyer's form
// (name, WhatsApp, e-mail filled from the lead when known, CPF), "Gerar PIX" shows the QR and the
// copy-and-paste code, and the sandbox's test page (opened apart, as the bank would be)
// approves it; the modal goes on to the thank-you page by itself.
// The modal is named by its step's heading, so each step is found by its own name: the methods'
// "Escolha a forma de pagamento", the form's "Pagar com PIX", the charge's "Pague com PIX".
import { expect, type Locator, type Page } from '@playwright/test';

/** A CPF whose check digits match (the server and the modal both check them). */
export const TEST_CPF = '529.982.247-25';

export interface PixBuyerFields {
  name?: string;
  whatsapp?: string;
  email?: string;
  cpf?: string;
}

/** The modal on its PIX buyer form. */
export const pixBuyerForm = (page: Page): Locator => page.getByRole('dialog', { name: 'Pagar com PIX' });
/** The modal on the PIX charge (QR, copy-and-paste code). */
export const pixChargeDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Pague com PIX' });

/**
 * On the form: fills what is given, checks that what is not given came filled (from the lead), then
 * asks for the charge. Answers the modal on the charge.
 */
export async function requestPixCharge(page: Page, buyer: PixBuyerFields = {}): Promise<Locator> {
  const form = pixBuyerForm(page);
  await expect(form).toBeVisible();
  const fill = async (label: string, value: string | undefined) => {
    const field = form.getByLabel(label, { exact: true });
    if (value !== undefined) await field.fill(value);
    else await expect(field, `${label} vem preenchido do lead`).not.toHaveValue('');
  };
  await fill('Nome completo', buyer.name);
  await fill('WhatsApp', buyer.whatsapp);
  await fill('E-mail', buyer.email);
  await form.getByLabel('CPF', { exact: true }).fill(buyer.cpf ?? TEST_CPF);
  await form.getByRole('button', { name: 'Gerar PIX' }).click();
  const charge = pixChargeDialog(page);
  await expect(charge).toBeVisible();
  return charge;
}

/** The charge on screen: its copy-and-paste code and the sandbox's test page. */
export async function shownPixCharge(charge: Locator): Promise<{ payload: string; testPayUrl: string }> {
  await expect(charge.getByRole('img', { name: /QR code do PIX/ })).toBeVisible();
  const payload = await charge.getByLabel('PIX copia e cola').inputValue();
  const testPayUrl = await charge.getByRole('link', { name: /Simular pagamento/ }).getAttribute('href');
  if (!testPayUrl) throw new Error('A cobrança do simulador não trouxe a página de teste');
  return { payload, testPayUrl };
}

/** The amount the charge shows under "Valor". */
export const chargedAmount = (charge: Locator): Locator =>
  charge.locator('dt', { hasText: 'Valor' }).locator('xpath=following-sibling::dd[1]');

/**
 * The bank pays: the sandbox's test page approves the charge, opened in a browser context of its
 * own (the bank is not the buyer's browser, and a page from browser.newPage() cannot open tabs).
 */
export async function approveOnSandbox(page: Page, testPayUrl: string): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('A página do comprador não tem um navegador para abrir o banco');
  const bank = await browser.newContext();
  try {
    const tab = await bank.newPage();
    await tab.goto(testPayUrl);
    await tab.getByRole('button', { name: 'Simular pagamento aprovado (teste)' }).click();
    await expect(tab.getByRole('status')).toHaveText(/já foi paga/);
  } finally {
    await bank.close();
  }
}

/**
 * The whole PIX of a buyer whose modal is open on the methods: "PIX", the form, the charge, the
 * bank's approval. Answers the charge's copy-and-paste code; the modal then goes on by itself.
 */
export async function payPixInModal(
  page: Page,
  methods: Locator,
  buyer: PixBuyerFields = {},
): Promise<string> {
  await methods.getByRole('button', { name: /^PIX/ }).click();
  const charge = await requestPixCharge(page, buyer);
  const { payload, testPayUrl } = await shownPixCharge(charge);
  await approveOnSandbox(page, testPayUrl);
  return payload;
}
