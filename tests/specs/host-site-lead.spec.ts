// A visitor of our own site joins the waiting list through the lead modal.
import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { completeStepOne, completeStepTwoVerified, expectOneStoredLead } from '../support/lead-flow.ts';
import { findLeadsByPhone } from '../support/lead-rows.ts';

test('a visitor leaves name, WhatsApp and a verified Instagram on the host site', async ({ page }) => {
  await page.goto('/?utm_source=instagram&utm_campaign=lancamento');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas esgotadas' })).toBeVisible();

  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const phone = await completeStepOne(page, 'Ana Souza');

  const lead = await expectOneStoredLead(phone.digits, 'Ana Souza');
  expect(lead?.landing_page).toBe(`${SERVER_ORIGIN}/?utm_source=instagram&utm_campaign=lancamento`);

  await completeStepTwoVerified(page, '@Ana.Souza');
  await expect(page.getByRole('status').filter({ hasText: 'Pronto, Ana!' })).toBeVisible();
  await expect.poll(() => findLeadsByPhone(phone.digits).map((row) => row.instagram)).toEqual(['ana.souza']);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/`);
});
