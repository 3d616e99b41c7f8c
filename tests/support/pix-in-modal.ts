// PIX paid inside the payment modal (issue 30), as a buyer does it: "PIX" opens the buyer's form
// (name, WhatsApp, e-mail filled from the lead when known, CPF), "Gerar PIX" shows the QR and the
// copy-and-paste code, and the sandbox's test page (opened in another tab, as the bank would be)
// approves it; the modal goes on to the thank-you page by itself.
import { expect, type Locator, type Page } from '@playwright/test';

/** A CPF whose check digits match (the server and the modal both check them). */
export const TEST_CPF = '529.982.247-25';

export interface PixBuyerFields {
  name?: string;
  whatsapp?: string;
  email?: string;
  cpf?: string;
}

/**
 * Fills what the form asks that is not filled already, then asks for the charge. `dialog` is the
 * modal whatever its name: it is named after its step (the methods, the PIX form, the charge).
 */
export async function requestPixCharge(dialog: Locator, buyer: PixBuyerFields = {}): Promise<void> {
  await expect(dialog.getByRole('heading', { name: 'Pagar com PIX' })).toBeVisible();
  const fill = async (label: string, value: string | undefined) => {
    const field = dialog.getByLabel(label, { exact: true });
    if (value !== undefined) await field.fill(value);
    else if ((await field.inputValue()) === '') throw new Error(`O campo ${label} veio vazio`);
  };
  await fill('Nome completo', buyer.name);
  await fill('WhatsApp', buyer.whatsapp);
  await fill('E-mail', buyer.email);
  await dialog.getByLabel('CPF', { exact: true }).fill(buyer.cpf ?? TEST_CPF);
  await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(dialog.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
}

/** The charge on screen: its copy-and-paste code and the sandbox's test page. */
export async function shownPixCharge(dialog: Locator): Promise<{ payload: string; testPayUrl: string }> {
  await expect(dialog.getByRole('img', { name: /QR code do PIX/ })).toBeVisible();
  const payload = await dialog.getByLabel('PIX copia e cola').inputValue();
  const testPayUrl = await dialog.getByRole('link', { name: /Simular pagamento/ }).getAttribute('href');
  if (!testPayUrl) throw new Error('A cobrança do simulador não trouxe a página de teste');
  return { payload, testPayUrl };
}

/** The bank pays: the sandbox's test page, on a browser of its own (the bank's app), approves the charge. */
export async function approveOnSandbox(page: Page, testPayUrl: string): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('Sem navegador para abrir a página de teste');
  const bank = await browser.newPage();
  await bank.goto(testPayUrl);
  await bank.getByRole('button', { name: 'Simular pagamento aprovado (teste)' }).click();
  await expect(bank.getByRole('status')).toHaveText(/já foi paga/);
  await bank.close();
}

/** The whole PIX of a buyer whose modal is open on the methods: form, charge, payment. */
export async function payPixInModal(
  page: Page,
  dialog: Locator,
  buyer: PixBuyerFields = {},
): Promise<string> {
  await dialog.getByRole('button', { name: /^PIX/ }).click();
  await requestPixCharge(dialog, buyer);
  const { payload, testPayUrl } = await shownPixCharge(dialog);
  await approveOnSandbox(page, testPayUrl);
  return payload;
}
