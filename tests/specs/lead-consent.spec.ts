// LGPD: the lead form says what the data is for and links Funil's privacy policy; the save records
// the consent (notice version, purposes, time, source) in the `consents` table, on Funil's own site
// and in the embed on a partner's page.
import { expect, type Page, test } from '@playwright/test';
import { PARTNER_ORIGIN, SERVER_ORIGIN } from '../support/env.ts';
import { completeStepOne, expectOneStoredLead } from '../support/lead-flow.ts';
import { readDb } from '../support/lead-rows.ts';
import { ensureActivePartner } from '../support/partner-rows.ts';

/** The notice the form shows now (core/src/consent-notice.ts). */
const NOTICE_VERSION = 'cadastro-2026-11-24';
const NOTICE =
  'Ao continuar, você concorda que usemos seu nome e WhatsApp para inscrever você na chamada e enviar lembretes e ofertas por lá. Para sair, responda SAIR. Política de Privacidade';

interface ConsentRow {
  text_version: string;
  purposes: string;
  granted_at: string;
  source: string | null;
  partner_code: string | null;
}

function consentsOf(leadId: string): ConsentRow[] {
  return readDb(
    (db) =>
      db
        .prepare(
          'SELECT text_version, purposes, granted_at, source, partner_code FROM consents WHERE lead_id = ?',
        )
        .all(leadId) as ConsentRow[],
  );
}

/** The notice under the button, and its link to the policy on Funil's origin, in a new tab. */
async function expectNotice(page: Page, href: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(NOTICE.slice(0, 40))).toHaveText(NOTICE);
  const link = dialog.getByRole('link', { name: 'Política de Privacidade' });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  return link;
}

test.use({ viewport: { width: 390, height: 844 } });

test('on the host site, the form shows the notice and the saved lead has its consent row', async ({
  page,
}) => {
  const before = new Date().toISOString();
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  // The site's own page: the policy is on this origin.
  const link = await expectNotice(page, '/politica-de-privacidade');
  const policy = page.waitForEvent('popup');
  await link.click();
  await expect(await policy).toHaveURL(`${SERVER_ORIGIN}/politica-de-privacidade`);

  const phone = await completeStepOne(page, 'Clara Nunes');
  const lead = await expectOneStoredLead(phone.digits, 'Clara Nunes');
  const [consent, ...others] = consentsOf(lead?.id ?? '');
  expect(others).toEqual([]);
  expect(consent).toEqual({
    text_version: NOTICE_VERSION,
    purposes: '["contact","marketing"]',
    granted_at: expect.any(String),
    source: 'site',
    partner_code: null,
  });
  expect((consent?.granted_at ?? '') >= before).toBe(true);
});

test('on a partner page, the embed links Funil’s policy and the consent row says embed', async ({ page }) => {
  await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);
  await page.getByRole('button', { name: 'Quero participar' }).click();
  await expectNotice(page, `${SERVER_ORIGIN}/politica-de-privacidade`);

  const phone = await completeStepOne(page, 'Davi Rocha');
  const lead = await expectOneStoredLead(phone.digits, 'Davi Rocha');
  // partner-page.html names 'parceiro-teste', which no partner has: no code is credited.
  expect(consentsOf(lead?.id ?? '')).toEqual([
    expect.objectContaining({ text_version: NOTICE_VERSION, source: 'embed', partner_code: null }),
  ]);
});

test('a known partner’s page is named on the consent row', async ({ page }) => {
  ensureActivePartner('loja-da-ana-e2e', 'Loja da Ana');
  await page.goto(`${PARTNER_ORIGIN}/partner-async.html`);
  const phone = await completeStepOne(page, 'Eva Lopes');
  const lead = await expectOneStoredLead(phone.digits, 'Eva Lopes');
  expect(consentsOf(lead?.id ?? '')).toEqual([
    expect.objectContaining({ source: 'embed', partner_code: 'loja-da-ana-e2e' }),
  ]);
});
