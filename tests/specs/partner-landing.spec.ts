// '/parceiro/{codigoParceiro}': an active partner's audience is greeted by the partner's name and
// the leads captured there carry the partner code; unknown or inactive codes get a clear page.
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { DATABASE_PATH } from '../support/env.ts';
import { completeStepOne } from '../support/lead-flow.ts';
import { expectAccessibleAndFitting, watchConsole } from '../support/page-checks.ts';

/** Codes of this run only, so a rerun against the same file never meets an old row. */
const RUN = Date.now().toString(36);
const ACTIVE = { code: `loja-da-ana-${RUN}`, name: 'Loja da Ana' };
const INACTIVE = { code: `antigo-${RUN}`, name: 'Parceiro Antigo' };

/** Partners are created by staff, not by a public API: the test writes them as staff would. */
function addPartner(partner: { code: string; name: string }, active: boolean) {
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    const now = new Date().toISOString();
    db.prepare(
      'INSERT INTO partners (id, code, name, is_active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(crypto.randomUUID(), partner.code, partner.name, active ? 1 : 0, now, now);
  } finally {
    db.close();
  }
}

function partnerCodeOf(phone: string): string | null | undefined {
  const db = new Database(DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT partner_code FROM leads WHERE phone = ?').get(phone) as
      | { partner_code: string | null }
      | undefined;
    return row?.partner_code;
  } finally {
    db.close();
  }
}

/** Phones first: the pages must fit 360 px without sideways scrolling. */
test.use({ viewport: { width: 360, height: 780 } });

test.beforeAll(() => {
  addPartner(ACTIVE, true);
  addPartner(INACTIVE, false);
});

test('an active partner’s landing greets by name and its lead carries the partner code', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(`/parceiro/${ACTIVE.code}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Loja da Ana convidou você para a call gratuita de IA',
  );
  await expect(page.getByText('Convite de Loja da Ana')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Call gratuita no Zoom' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Imersão IA na Prática' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expectAccessibleAndFitting(page);

  await page.getByRole('button', { name: 'Quero minha vaga na call gratuita' }).click();
  const phone = await completeStepOne(page, 'Carla Nunes');
  await expect.poll(() => partnerCodeOf(phone.digits)).toBe(ACTIVE.code);

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Seu Instagram').fill('naoexiste.carla');
  await dialog.getByRole('button', { name: 'Continuar sem verificar Instagram' }).click();
  await expect(
    page.getByText('Pronto, Carla! Sua vaga na call de 11/06 às 20:00 está garantida.'),
  ).toBeVisible();
  expect(partnerCodeOf(phone.digits)).toBe(ACTIVE.code);
  expect(errors).toEqual([]);
});

for (const [label, code] of [
  ['an inactive', INACTIVE.code],
  ['an unknown', `ninguem-${RUN}`],
] as const) {
  test(`${label} partner code gets a clear Portuguese page, kept out of search engines`, async ({ page }) => {
    const errors = watchConsole(page, [`/api/partners/${code}`]);
    await page.goto(`/parceiro/${code}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este convite não está mais ativo');
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: 'Ir para a página principal' })).toHaveAttribute('href', '/');
    await expectAccessibleAndFitting(page);
    expect(errors).toEqual([]);
  });
}
