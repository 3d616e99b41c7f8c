// A visitor of our own site joins the waiting list through the lead modal.
import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { completeStepOne, expectOneStoredLead } from '../support/lead-flow.ts';

test('a visitor leaves name and WhatsApp on the host site and the lead is stored', async ({ page }) => {
  await page.goto('/?utm_source=instagram&utm_campaign=lancamento');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas esgotadas' })).toBeVisible();

  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const phone = await completeStepOne(page, 'Ana Souza');

  const lead = await expectOneStoredLead(phone.digits, 'Ana Souza');
  expect(lead?.landing_page).toBe(`${SERVER_ORIGIN}/?utm_source=instagram&utm_campaign=lancamento`);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/`);
});
