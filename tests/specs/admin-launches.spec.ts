// Launches in Chromium with a real login (issue 29): an admin at 1280 px duplicates the spec's launch
// into "Lançamento Março", renames it, moves its free call and reprices the program, and previews it
// (?previa=, a banner saying visitors never see it) while a visitor on a phone, in a browser of their
// own, still sees the current launch on the same address. Once published, the visitor sees the new
// date and price.
import { defaultLaunchSettingsAt } from '@funil/core/launch-settings';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { restoreFirstLaunch } from '../support/launch-rows.ts';
import { expectAccessibleAndFitting, watchConsole } from '../support/page-checks.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const ADMIN = {
  email: staffEmail('lancamentos'),
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
  name: 'Ana Lançamentos',
};
const BANNER = 'Pré-visualização — visitantes não veem esta versão';
/** The new launch's free call: 10 March of next year, always ahead. */
const MARCH_CALL = `${new Date().getFullYear() + 1}-03-10`;

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  await createStaffUser(ADMIN);
});

// The e2e database is shared by every spec: the spec's launch goes back to being the site's.
test.afterAll(restoreFirstLaunch);

/** A visitor on a phone, with a browser (cookies, cache) of their own and no staff session. */
async function visitorOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('staff duplicate, edit and preview a launch while visitors see the current one, then publish it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const current = defaultLaunchSettingsAt(new Date());
  const currentCall = current.freeCall.date.slice(5).split('-').reverse().join('/');
  await logIn(page, ADMIN);
  // Watched from here: before the login, the staff area's session check is a 401 by design.
  const errors = watchConsole(page);

  // The list: the spec's launch, current.
  await page
    .getByRole('navigation', { name: 'Áreas da equipe' })
    .getByRole('link', { name: 'Lançamentos' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lançamentos' })).toBeVisible();
  const first = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'IA na Prática' }) });
  await expect(first).toContainText('Atual');
  await expect(first).toContainText('ia-na-pratica');
  await expect(first.getByRole('button', { name: /Encerrar/ })).toHaveCount(0);

  // Duplicated under a new name: a draft, its address made from the name.
  await first.getByRole('button', { name: 'Duplicar IA na Prática' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicar IA na Prática' });
  await duplicate.getByLabel('Nome do lançamento').fill('Lançamento Março');
  await expect(duplicate).toContainText('«lancamento-marco»');
  await shot(page, 'launch-duplicate-dialog');
  await duplicate.getByRole('button', { name: 'Duplicar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cópia criada: Lançamento Março, em rascunho.' }),
  ).toBeVisible();
  const march = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Lançamento Março' }) });
  await expect(march).toContainText('Rascunho');
  await expect(march).toContainText('lancamento-marco');
  await expectAccessibleAndFitting(page);
  await shot(page, 'launches-list');

  // The editor: a new name, the free call on 10/03 and the program at R$ 997,00.
  await march.getByRole('link', { name: 'Editar Lançamento Março' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lançamento Março' })).toBeVisible();
  const launchId = page.url().split('/').pop() ?? '';
  await page.getByLabel('Nome do lançamento').fill('Lançamento Março 2027');
  await page.getByLabel('Data da call gratuita').fill(MARCH_CALL);
  await page.getByLabel('Preço do programa no PIX').fill('997,00');
  await page.getByRole('button', { name: 'Salvar lançamento' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Lançamento salvo. Os visitantes só o veem depois de publicado.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Lançamento Março 2027' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Histórico do lançamento' });
  await expect(history.getByRole('listitem').first()).toContainText(
    `Alterado por ${ADMIN.name} (${ADMIN.email})`,
  );
  await expect(history).toContainText('Criado como cópia');
  await expectAccessibleAndFitting(page);
  await shot(page, 'launch-editor');

  // The preview, in a tab of the staff's own browser: the new date and price, under the banner.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Pré-visualizar' }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/\\?previa=${launchId}$`));
  await expect(preview.getByRole('complementary', { name: 'Pré-visualização do lançamento' })).toContainText(
    BANNER,
  );
  await expect(preview.getByRole('main')).toContainText('10/03 às 20:00');
  await preview.goto(`/ianapratica?previa=${launchId}`);
  await expect(preview.getByText(BANNER)).toBeVisible();
  await expect(preview.getByRole('main')).toContainText('R$ 997,00');
  await shot(preview, 'launch-preview');
  await preview.close();

  // A visitor on the same addresses sees the current launch, and no banner.
  const visitor = await visitorOn(browser);
  await visitor.goto(`/?previa=${launchId}`);
  await expect(visitor.getByRole('main')).toContainText(`${currentCall} às 20:00`);
  await expect(visitor.getByRole('main')).not.toContainText('10/03 às 20:00');
  await expect(visitor.getByText(BANNER)).toHaveCount(0);
  await visitor.goto('/ianapratica');
  await expect(visitor.getByRole('main')).toContainText('R$ 1.797,00');
  await expect(visitor.getByRole('main')).not.toContainText('R$ 997,00');

  // Published from the list, after a confirmation: it becomes the current launch.
  await page.getByRole('link', { name: '← Todos os lançamentos' }).click();
  const renamed = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Lançamento Março 2027' }) });
  await renamed.getByRole('button', { name: 'Publicar Lançamento Março 2027' }).click();
  const publish = page.getByRole('dialog', { name: 'Publicar Lançamento Março 2027?' });
  await expect(publish).toContainText('é o que os visitantes veem');
  await publish.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Lançamento Março 2027 publicado: agora é o que os visitantes veem.' }),
  ).toBeVisible();
  await expect(renamed).toContainText('Atual');
  await expect(first).not.toContainText('Atual');
  await expect(first.getByRole('button', { name: 'Encerrar IA na Prática' })).toBeVisible();
  await shot(page, 'launches-list-published');
  expect(errors).toEqual([]);

  // The visitor's pages read the new launch once their browser asks again (the settings are
  // cached for 30 s): the new price on the program page, the new free call on '/'. The pricing
  // section's quote is read fresh while the texts (the FAQ's prices) wait for the settings, so the
  // page is waited on until no old price is left anywhere.
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.getByRole('main')).toContainText('R$ 997,00', { timeout: 2_000 });
    await expect(visitor.getByRole('main')).not.toContainText('R$ 1.797,00', { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await visitor.goto('/');
  await expect(visitor.getByRole('main')).toContainText('10/03 às 20:00');
  await visitor.context().close();
});
