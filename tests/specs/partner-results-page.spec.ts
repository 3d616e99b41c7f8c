// A partner's private results page (issue 31): staff make the link on the partners screen, a visitor
// is captured on the partner's own page, the partner opens the link on a phone and sees the lead
// counted and nobody's data; once staff swap the link, the old one says it is no longer valid.
import { ERRORS } from '@funil/core/errors';
import { expect, type Page, test } from '@playwright/test';
import { PARTNER_ORIGIN, SERVER_ORIGIN } from '../support/env.ts';
import { completeStepOne, expectOneStoredLead } from '../support/lead-flow.ts';
import { readDb } from '../support/lead-rows.ts';
import { expectAccessibleAndFitting, watchConsole } from '../support/page-checks.ts';
import { ensureActivePartner } from '../support/partner-rows.ts';
import { createStaffUser, logIn } from '../support/staff.ts';

/** The partner the fixture page (tests/fixtures/partner-page.html) embeds the widget for. */
const PARTNER_CODE = 'parceiro-teste';
const RUN = Date.now().toString(36);
const ADMIN = {
  email: `links-${RUN}@funil.test`,
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
};
const VISITOR = 'Visitante Sigilosa Quaresma';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.beforeAll(async () => {
  ensureActivePartner(PARTNER_CODE, 'Parceiro Teste');
  await createStaffUser(ADMIN);
});

function partnerName(): string {
  return readDb(
    (db) =>
      (db.prepare('SELECT name FROM partners WHERE code = ?').get(PARTNER_CODE) as { name: string }).name,
  );
}

/** The partner's card on the staff screen. */
const card = (page: Page, name: string) => page.getByRole('listitem', { name: new RegExp(`^${name}`) });

/** The lead count on the partner's page (the first figure card). */
async function leadsShown(page: Page): Promise<number> {
  const figures = page.getByRole('list', { name: /^Números de / });
  const leads = figures.getByRole('listitem').first();
  await expect(leads).toContainText('Leads');
  return Number(await leads.locator('.partner-results__value').textContent());
}

test('staff make the link, the partner sees its lead and no personal data, and a swapped link stops', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = partnerName();

  // Staff, on a desktop, make the partner's link.
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await logIn(staff, ADMIN);
  const staffErrors = watchConsole(staff);
  await staff.goto('/admin/partners');
  const partnerCard = card(staff, name);
  await expect(partnerCard.getByText(/^Sem link privado/)).toBeVisible();
  await partnerCard.getByRole('button', { name: `Gerar link privado de ${name}` }).click();
  const linkField = partnerCard.getByLabel(new RegExp(`^Novo link de ${name}`));
  const firstLink = await linkField.inputValue();
  expect(firstLink).toMatch(new RegExp(`^${SERVER_ORIGIN}/parceiro/resultados#chave=[A-Za-z0-9_-]{43}$`));
  await expect(partnerCard.getByText(/^Link privado ativo desde /)).toBeVisible();
  await partnerCard.getByRole('heading', { name: 'Página privada de resultados' }).scrollIntoViewIfNeeded();
  await staff.screenshot({ path: '/tmp/partner-results-staff-1280.png' });
  await expectAccessibleAndFitting(staff);

  // The partner opens it on a phone before the visitor comes.
  const partnerContext = await browser.newContext({ viewport: PHONE });
  const partner = await partnerContext.newPage();
  const urls: string[] = [];
  partner.on('request', (request) => urls.push(request.url()));
  const partnerErrors = watchConsole(partner);
  await partner.goto(firstLink);
  await expect(partner.getByRole('heading', { level: 1, name })).toBeVisible();
  const before = await leadsShown(partner);

  // A visitor leaves name and WhatsApp on the partner's own page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${PARTNER_ORIGIN}/partner-page.html`);
  await visitor.getByRole('button', { name: 'Quero participar' }).click();
  const phone = await completeStepOne(visitor, VISITOR);
  await expectOneStoredLead(phone.digits, VISITOR);
  await visitorContext.close();

  await partner.reload();
  await expect(partner.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await leadsShown(partner)).toBe(before + 1);
  await expect(partner.getByRole('table')).toContainText('Pendente');
  const text = await partner.content();
  for (const personal of [VISITOR, 'Sigilosa', phone.digits.slice(2), phone.digits.slice(-8)]) {
    expect(text).not.toContain(personal);
  }
  expect(await partner.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
  expect(await partner.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await partner.screenshot({ path: '/tmp/partner-results-390.png', fullPage: true });
  await expectAccessibleAndFitting(partner);
  await partner.setViewportSize(DESKTOP);
  await partner.screenshot({ path: '/tmp/partner-results-1280.png', fullPage: true });
  await partner.setViewportSize(PHONE);
  // The secret went only in the Authorization header: no address the browser asked for holds it.
  const secret = new URL(firstLink).hash.slice('#chave='.length);
  expect(urls.filter((url) => url.includes(secret))).toEqual([]);

  // Staff swap the link, after saying yes to the warning.
  await partnerCard.getByRole('button', { name: `Trocar link de ${name}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Trocar o link de ${name}?` });
  await expect(dialog).toContainText('O link atual para de funcionar na hora');
  await staff.screenshot({ path: '/tmp/partner-results-staff-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Trocar link' }).click();
  await expect(dialog).toBeHidden();
  await expect(linkField).not.toHaveValue(firstLink);
  const secondLink = await linkField.inputValue();
  expect(staffErrors).toEqual([]);

  // The old link now says so; the new one opens the page.
  await partner.reload();
  await expect(partner.getByRole('alert')).toContainText(ERRORS.partner_link_invalid);
  await expect(partner.getByRole('table')).toHaveCount(0);
  await partner.screenshot({ path: '/tmp/partner-results-invalid-390.png' });
  await partner.goto(secondLink);
  await partner.reload();
  await expect(partner.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(partnerErrors.filter((error) => !error.includes('401'))).toEqual([]);
  await staffContext.close();
  await partnerContext.close();
});

test('the page answers no-store, noindex and no-referrer', async ({ request }) => {
  const res = await request.get('/parceiro/resultados');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers()['referrer-policy']).toBe('no-referrer');
});
