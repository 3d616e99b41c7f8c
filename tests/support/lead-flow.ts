// Step 1 of the lead modal as a visitor does it, wherever the widget is mounted.
import { expect, type Page } from '@playwright/test';
import { PARTNER_ORIGIN } from './env.ts';
import { findLeadsByPhone, uniqueMobile } from './lead-rows.ts';

/** Fills name and WhatsApp, continues, and waits for the Instagram step that follows the save. */
export async function completeStepOne(page: Page, name: string) {
  const phone = uniqueMobile();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  const continueButton = dialog.getByRole('button', { name: 'Continuar', exact: true });
  await expect(continueButton).toBeDisabled();

  await dialog.getByLabel('Seu nome').fill(name);
  await dialog.getByLabel('WhatsApp').pressSequentially(phone.typed);
  await expect(continueButton).toBeEnabled();
  await continueButton.click();

  const firstName = name.split(' ')[0];
  await expect(dialog.getByRole('heading', { name: `${firstName}, Quase lá!` })).toBeVisible();
  return phone;
}

/**
 * Types the handle, waits for the card to verify it (demo provider) and confirms. On a partner's
 * page (the embed) the modal then confirms the seat with the visitor's first name, and closes on
 * 'Entendi'; the site's own pages close it at once.
 */
export async function completeStepTwoVerified(
  page: Page,
  typedHandle: string,
  confirmation?: { firstName: string },
) {
  // Every page on the partner origin is the embed's: it confirms the seat before closing.
  const onPartnerPage = new URL(page.url()).origin === PARTNER_ORIGIN;
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Confirmar e continuar' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Seu Instagram').fill(typedHandle);
  const card = dialog.getByRole('region', { name: 'Perfil do Instagram' });
  await expect(card.getByText('Perfil encontrado! Confirme se está correto')).toBeVisible();
  await expect(card.getByRole('img', { name: /^Foto de perfil de @/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continuar sem verificar Instagram' })).toBeHidden();
  await confirm.click();
  if (confirmation || onPartnerPage) {
    const heading = confirmation
      ? `Pronto, ${confirmation.firstName}! Sua vaga está garantida.`
      : /^Pronto, .+! Sua vaga está garantida\.$/;
    await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
    await expect(
      dialog.getByText('Próximo passo: anote na sua agenda e fique de olho no seu WhatsApp.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Entendi' }).click();
  }
  await expect(dialog).toBeHidden();
}

/**
 * The lead is in the SQLite file exactly once, with the name typed, and the page load it was
 * captured on is registered as its visit (which clears the pending mark the save set).
 */
export async function expectOneStoredLead(phoneDigits: string, name: string) {
  await expect
    .poll(() => findLeadsByPhone(phoneDigits))
    .toEqual([expect.objectContaining({ name, phone: phoneDigits, visit_pending: 0 })]);
  const [lead] = findLeadsByPhone(phoneDigits);
  expect(lead?.id).toMatch(/^[0-9a-f-]{36}$/);
  return lead;
}
