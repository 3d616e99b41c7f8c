// Each launch its own cohort (issue 29), in Chromium: a second launch, published by staff through the
// API, sells its own product (the program page names it), dates its own calendar file, and a person
// who registered in launch 1 and then registers in launch 2 from a phone (390×844) stays one lead
// whose journey, in the staff's lead detail at 1280 px, shows both launches.

import { readFile } from 'node:fs/promises';
import type { LaunchDetail, LaunchSummary } from '@funil/core/launches';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { restoreFirstLaunch } from '../support/launch-rows.ts';
import { findLeadsByPhone, uniqueMobile } from '../support/lead-rows.ts';
import { expectAccessibleAndFitting } from '../support/page-checks.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const ADMIN = {
  email: staffEmail('coortes'),
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
  name: 'Bruno Coortes',
};
const PRODUCT = 'IA PARA VENDER MAIS';
/** Launch 2's free call: 10 March of next year, always ahead. */
const YEAR = new Date().getFullYear() + 1;
const CALL_DATE = `${YEAR}-03-10`;

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  await createStaffUser(ADMIN);
});

// The e2e database is shared by every spec: launch 1 goes back to being the site's, alone.
test.afterAll(restoreFirstLaunch);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/cohorts-${name}.png`, fullPage: true });
}

/** A visitor on a phone, with a browser (cookies, cache) of their own. */
async function visitorOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

/** Staff's API calls from their signed-in browser: JSON from this site's own origin. */
async function adminCall<T>(staff: Page, method: 'get' | 'post' | 'put', path: string, data?: unknown) {
  const res = await staff.request[method](`/api/admin${path}`, {
    headers: { origin: SERVER_ORIGIN },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

test('a second launch sells its own product, dates its own calendar, and a returning person is one lead in both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = uniqueMobile();

  // Launch 1: Clara registers for its call (the lead save the modal makes).
  const first = await visitorOn(browser);
  const saved = await first.request.post('/api/leads', {
    data: { name: 'Clara Coorte', phone: phone.typed, free_call: true },
  });
  expect(saved.status()).toBe(201);
  await first.context().close();

  // Staff publish launch 2: a copy of launch 1, capturing, with its own call date and product.
  await logIn(page, ADMIN);
  const { launches } = await adminCall<{ launches: LaunchSummary[] }>(page, 'get', '/launches');
  const launch1 = launches.find((launch) => launch.slug === 'ia-na-pratica');
  const { launch: copy } = await adminCall<{ launch: LaunchDetail }>(
    page,
    'post',
    `/launches/${launch1?.id}/duplicate`,
    { name: 'Lançamento Coorte' },
  );
  await adminCall(page, 'put', `/launches/${copy.id}`, {
    name: copy.name,
    slug: copy.slug,
    settings: {
      ...copy.settings,
      state: 'capturing',
      freeCall: { date: CALL_DATE, time: '20:00', zoomUrl: null },
      product: {
        name: PRODUCT,
        description: 'Vendas no automático com inteligência artificial, do primeiro contato ao pagamento.',
        included: 'Os módulos de vendas\nO grupo dos compradores',
        access: null,
      },
    },
  });
  await adminCall(page, 'post', `/launches/${copy.id}/publish`, {});

  // A visitor on a phone: the program page is launch 2's product.
  const visitor = await visitorOn(browser);
  await visitor.goto('/ianapratica');
  const main = visitor.getByRole('main');
  await expect(main).toContainText(`Programa ${PRODUCT}`);
  await expect(main).toContainText('Vendas no automático com inteligência artificial');
  await expect(main).not.toContainText('IA NA PRÁTICA');
  const included = visitor.getByRole('region', { name: 'O que está incluído' });
  await expect(included.getByRole('listitem')).toHaveText([
    'Os módulos de vendas',
    'O grupo dos compradores',
  ]);
  // Access delivery left empty: the template's words.
  await expect(included).toContainText('dados de acesso pelo WhatsApp que informou no cadastro');
  await expectAccessibleAndFitting(visitor);
  await shot(visitor, 'program-page');
  await included.screenshot({ path: '/tmp/cohorts-program-included.png' });

  // Clara, on her phone, registers for launch 2's call through the lead modal.
  await visitor.goto('/');
  await expect(visitor.getByText('Call gratuita no Zoom · 10/03 às 20:00')).toBeVisible();
  await visitor.getByRole('button', { name: 'Quero minha vaga na call gratuita' }).click();
  const dialog = visitor.getByRole('dialog');
  await dialog.getByLabel('Seu nome').fill('Clara Coorte');
  await dialog.getByLabel('WhatsApp').pressSequentially(phone.typed);
  await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
  await dialog.getByLabel('Seu Instagram').fill('naoexiste.coorte');
  await dialog.getByRole('button', { name: 'Continuar sem verificar Instagram' }).click();
  await expect(dialog).toBeHidden();
  await expect(visitor.getByRole('status')).toHaveText(
    'Pronto, Clara! Sua vaga na call de 10/03 às 20:00 está garantida.',
  );
  await shot(visitor, 'home-joined');

  // The calendar file she downloads is launch 2's call: its date and its own event.
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Adicionar à agenda (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('call-gratuita-ia-nos-negocios.ics');
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain(`DTSTART:${YEAR}0310T230000Z`);
  expect(ics).toContain('UID:call-gratuita-ia-nos-negocios-lancamento-coorte@funil');
  const google = new URL(
    (await visitor.getByRole('link', { name: /Adicionar ao Google Agenda/ }).getAttribute('href')) ?? '',
  );
  expect(google.searchParams.get('dates')).toBe(`${YEAR}0310T230000Z/${YEAR}0311T000000Z`);
  await visitor.context().close();

  // One lead, and staff see both launches in her journey.
  await expect.poll(() => findLeadsByPhone(phone.digits).length).toBe(1);
  const [lead] = findLeadsByPhone(phone.digits);
  await page.goto(`/admin/leads/${lead?.id}`);
  const journey = page.getByRole('region', { name: 'Lançamentos' });
  await expect(journey).toContainText('Participou de 2 lançamentos: é a mesma pessoa em cada um.');
  const rows = journey.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('IA na Prática');
  await expect(rows.nth(2)).toContainText('Lançamento Coorte');
  await expect(rows.nth(2)).toContainText('Inscrição: Call gratuita: automatize seu negócio com IA');
  await journey.scrollIntoViewIfNeeded();
  await expectAccessibleAndFitting(page);
  await shot(page, 'lead-journey');

  // The product is launch 2's to edit: its section in the editor, the template's words in grey.
  await page.goto(`/admin/lancamentos/${copy.id}`);
  const product = page.getByRole('group', { name: 'Produto' });
  await expect(product.getByLabel('Nome do produto')).toHaveValue(PRODUCT);
  await expect(product.getByLabel('Como o acesso é entregue')).toHaveValue('');
  await expect(product.getByLabel('Como o acesso é entregue')).toHaveAttribute(
    'placeholder',
    /dados de acesso pelo WhatsApp/,
  );
  await product.scrollIntoViewIfNeeded();
  await product.screenshot({ path: '/tmp/cohorts-editor-product.png' });
});
