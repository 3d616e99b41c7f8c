// What a partner's script hears from the embed (window.Funil.on): lead-captured once step 1 is
// saved, lead-completed once step 2 ends, each once per lead, on a page with two lead forms; the
// visitor ends on a confirmation with the next step. Every lead is read back from the database.
import { expect, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { recordFunilEvents } from '../support/funil-events.ts';
import { completeStepOne, completeStepTwoVerified, expectOneStoredLead } from '../support/lead-flow.ts';
import { findLeadsByPhone } from '../support/lead-rows.ts';

test('two forms on one page: the second saves one lead, says so once, and confirms the seat', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads')
      requests.push(request.url());
  });
  await page.goto(`${PARTNER_ORIGIN}/partner-two-forms.html`);
  const heard = await recordFunilEvents(page);
  await expect(page.getByRole('button', { name: 'Quero participar' })).toBeVisible();

  await page.getByRole('button', { name: 'Garantir minha vaga' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  const phone = await completeStepOne(page, 'Rita Duarte');
  const lead = await expectOneStoredLead(phone.digits, 'Rita Duarte');
  await expect.poll(heard).toEqual([`lead-captured ${lead?.id}`]);

  await completeStepTwoVerified(page, 'rita.duarte', { firstName: 'Rita' });
  await expect.poll(heard).toEqual([`lead-captured ${lead?.id}`, `lead-completed ${lead?.id}`]);
  expect(findLeadsByPhone(phone.digits)).toEqual([expect.objectContaining({ instagram: 'rita.duarte' })]);
  expect(requests).toHaveLength(1);

  // The first form, opened and closed afterwards, sends and says nothing.
  await page.getByRole('button', { name: 'Quero participar' }).click();
  await expect(page.getByRole('dialog').getByLabel('Seu nome')).toBeFocused();
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await heard()).toHaveLength(2);
  expect(requests).toHaveLength(1);
});

test('a visitor who closes on step 2 has already been reported as captured', async ({ page }) => {
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);
  const heard = await recordFunilEvents(page);
  await page.getByRole('button', { name: 'Quero participar' }).click();
  const phone = await completeStepOne(page, 'Otávio Reis');
  const lead = await expectOneStoredLead(phone.digits, 'Otávio Reis');

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(heard).toEqual([`lead-captured ${lead?.id}`]);
});
