// The WhatsApp sandbox as staff use it: a conversation is opened from the list, by the lead's number
// as the list shows it (its address is a message id, never the number: decision 0012).
import { formatPhone } from '@funil/core/phone';
import type { Page } from '@playwright/test';

/** The lead writes before we ever did: the list's form, which opens the new conversation. */
export async function writeFirstAsLead(page: Page, phoneDigits: string, text: string): Promise<void> {
  await page.getByLabel('WhatsApp do lead').fill(phoneDigits);
  await page.getByLabel('Primeira mensagem do lead').fill(text);
  await page.getByRole('button', { name: 'Enviar como o lead' }).click();
  await page.getByRole('list', { name: 'Mensagens' }).getByText(text).waitFor();
}

/** On the list of conversations (/sandbox/whatsapp), opens the one with this number (digits). */
export async function openSandboxConversation(page: Page, phoneDigits: string): Promise<void> {
  await page
    .getByRole('list', { name: 'Conversas' })
    .getByRole('link')
    .filter({ hasText: formatPhone(phoneDigits) })
    .click();
  await page.getByRole('list', { name: 'Mensagens' }).waitFor();
}
