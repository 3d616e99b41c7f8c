// The staff's launch selector in Chromium at 1280 px (issue 29): once a second launch is published the
// reports read it by default, the first launch's figures are unchanged when staff choose it (the
// choice kept in the address and the reports' links), and the comparison shows both launches with the
// figures GET /api/admin/launches/comparison answers. Admins enter a launch's ad spend in reais.
import type { FunnelReport } from '@funil/core/analytics';
import { lastDays, MAX_PERIOD_DAYS } from '@funil/core/analytics-period';
import type { LaunchComparisonRow, LaunchDetail, LaunchSummary } from '@funil/core/launches';
import { formatBRL } from '@funil/core/offers';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { restoreFirstLaunch } from '../support/launch-rows.ts';
import { expectAccessibleAndFitting, watchConsole } from '../support/page-checks.ts';
import { pixCheckoutLink } from '../support/pix-checkout.ts';
import { saveLeadByApi } from '../support/saved-lead.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const ADMIN = {
  email: staffEmail('seletor'),
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
  name: 'Sara Seletor',
};
const SECOND = 'Lançamento Seletor';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  await createStaffUser(ADMIN);
});

// The e2e database is shared by every spec: the spec's launch goes back to being the site's alone.
test.afterEach(restoreFirstLaunch);
test.afterAll(restoreFirstLaunch);

/** A whole page, or one part of a long one. */
async function shot(target: Page | Locator, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage: true }) : target.screenshot({ path }));
}

/** A staff call with the page's session, from the site's own origin as the staff area sends it. */
async function staffCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string): Promise<T> {
  const res = await request.fetch(`/api/admin${path}`, {
    method,
    headers: { Origin: SERVER_ORIGIN },
    ...(method === 'POST' ? { data: {} } : {}),
  });
  expect(res.status(), `${method} ${path}`).toBe(200);
  return res.json();
}

/** The funnel's cards, label and value, as the screen shows them once its report has arrived. */
async function funnelCards(page: Page): Promise<string[]> {
  await expect(page.locator('.analytics__report')).toHaveAttribute('aria-busy', 'false');
  return page.locator('.analytics__kpi').evaluateAll((cards) =>
    cards.map((card) => {
      const label = card.querySelector('dt')?.textContent ?? '';
      const value = card.querySelector('dd')?.firstChild?.textContent ?? '';
      return `${label}: ${value}`;
    }),
  );
}

const integer = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

test('staff read one launch at a time, keep the choice across screens and compare launches', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Launch 1's people: two leads, one of them with a checkout.
  const first = await saveLeadByApi(request, 'Primeira Pessoa');
  await saveLeadByApi(request, 'Segunda Pessoa');
  await pixCheckoutLink(request, first);

  await logIn(page, ADMIN);
  const errors = watchConsole(page);
  await page.goto('/admin/dashboard-v2');
  const selector = page.getByLabel('Lançamento', { exact: true });
  await expect(selector).toHaveValue('ia-na-pratica');
  const current = await funnelCards(page);
  expect(current.find((card) => card.startsWith('Leads: '))).not.toBe('Leads: 0');

  // A second launch, duplicated and published through the staff API: it is the site's now.
  const { launches } = await staffCall<{ launches: LaunchSummary[] }>(page.request, 'GET', '/launches');
  const firstLaunch = launches.find((launch) => launch.slug === 'ia-na-pratica') as LaunchSummary;
  const res = await page.request.post(`/api/admin/launches/${firstLaunch.id}/duplicate`, {
    headers: { Origin: SERVER_ORIGIN },
    data: { name: SECOND },
  });
  expect(res.status()).toBe(201);
  const second = ((await res.json()) as { launch: LaunchDetail }).launch;
  await staffCall(page.request, 'POST', `/launches/${second.id}/publish`);
  // Its first lead.
  await saveLeadByApi(request, 'Terceira Pessoa');

  // The reports read the new current launch by default, and say so.
  await page.reload();
  await expect(selector).toHaveValue(second.slug);
  await expect(selector.locator('option:checked')).toHaveText(`${SECOND} · atual`);
  await expect(page.getByText(`Números do lançamento ${SECOND} (atual)`)).toBeVisible();
  const secondCards = await funnelCards(page);
  expect(secondCards).toContain('Leads: 1');
  // The same figures as the API gives for the launch and the screen's period (the last 30 days).
  const period = lastDays(new Date(), 30);
  const days = `from=${period.from}&to=${period.to}`;
  const secondReport = await staffCall<FunnelReport>(
    page.request,
    'GET',
    `/analytics/funnel?${days}&launch=${second.id}`,
  );
  expect(secondCards).toEqual(secondReport.steps.map((step) => `${step.label}: ${integer(step.count)}`));
  await expectAccessibleAndFitting(page);
  await shot(page, 'funnel-second-launch');

  // The first launch, chosen: the choice in the address, and its figures over the days it was the
  // site's (since the install, so the last year at most), as the API gives them for that launch.
  await selector.selectOption('ia-na-pratica');
  await expect(page).toHaveURL(/[?&]lancamento=ia-na-pratica/);
  await expect(page.getByText('Números do lançamento IA na Prática')).toBeVisible();
  const firstDays = lastDays(new Date(), MAX_PERIOD_DAYS);
  const firstReport = await staffCall<FunnelReport>(
    page.request,
    'GET',
    `/analytics/funnel?from=${firstDays.from}&to=${firstDays.to}&launch=${firstLaunch.id}`,
  );
  expect(await funnelCards(page)).toEqual(
    firstReport.steps.map((step) => `${step.label}: ${integer(step.count)}`),
  );
  await shot(page, 'funnel-first-launch');

  // The reports' links keep it: the launch results and the debriefing read the first launch too.
  await page
    .getByRole('navigation', { name: 'Áreas da equipe' })
    .getByRole('link', { name: 'Resultados' })
    .click();
  await expect(page).toHaveURL(/\/admin\/launch-results\?lancamento=ia-na-pratica$/);
  await expect(selector).toHaveValue('ia-na-pratica');
  await expect(page.getByText('Números do lançamento IA na Prática')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Áreas da equipe' })
    .getByRole('link', { name: 'Leads', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?lancamento=ia-na-pratica$/);
  await expect(selector).toHaveValue('ia-na-pratica');
  await expect(page.getByText('Números do lançamento IA na Prática')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Indicadores do período' })).toBeVisible();
  await shot(page, 'leads-first-launch');
  await page
    .getByRole('navigation', { name: 'Áreas da equipe' })
    .getByRole('link', { name: 'Debriefing' })
    .click();
  await expect(page).toHaveURL(/\/admin\/debriefing\?lancamento=ia-na-pratica$/);
  const events = page.getByRole('table', { name: 'Eventos' });
  await expect(events.getByRole('row')).not.toHaveCount(0);
  for (const cell of await events.locator('tbody tr td:nth-child(2)').allTextContents())
    expect(cell).toBe('IA na Prática');
  await selector.selectOption(second.slug);
  await expect(events.locator('tbody tr td:nth-child(2)').first()).toHaveText(SECOND);
  await expectAccessibleAndFitting(page);
  await shot(page, 'debriefing-second-launch');

  // The ad spend of the second launch, in reais, refused in pt-BR when it is no amount.
  await page.goto(`/admin/lancamentos/${second.id}`);
  const spend = page.getByLabel('Investimento em anúncios');
  await spend.fill('mil reais');
  await page.getByRole('button', { name: 'Salvar lançamento' }).click();
  await expect(page.getByRole('group', { name: 'Anúncios' })).toContainText(
    'Informe um valor em reais maior que zero, com no máximo dois centavos.',
  );
  await expect(spend).toHaveAttribute('aria-invalid', 'true');
  await spend.fill('150,00');
  await page.getByRole('button', { name: 'Salvar lançamento' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lançamento salvo.' })).toBeVisible();
  await shot(page.getByRole('group', { name: 'Anúncios' }), 'launch-editor-ads');

  // The comparison, from the launches list: both launches with the API's figures.
  await page.goto('/admin/lancamentos');
  await page.getByRole('link', { name: 'Comparar lançamentos' }).click();
  await expect(page).toHaveURL(/\/admin\/lancamentos\/comparar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comparar lançamentos' })).toBeVisible();
  const { launches: compared } = await staffCall<{ launches: LaunchComparisonRow[] }>(
    page.request,
    'GET',
    '/launches/comparison',
  );
  const table = page.getByRole('table', { name: 'Lançamentos lado a lado' });
  const headers = await table.locator('thead th').allTextContents();
  expect(headers[0]).toContain(SECOND);
  expect(headers[1]).toContain('IA na Prática');
  for (const [index, name] of [SECOND, 'IA na Prática'].entries()) {
    const row = compared.find((launch) => launch.name === name) as LaunchComparisonRow;
    const cell = (label: string) =>
      table
        .getByRole('row', { name: new RegExp(`^${label}`) })
        .locator('td')
        .nth(index);
    await expect(cell('Leads')).toHaveText(integer(row.leads));
    await expect(cell('Inscrições nos eventos')).toHaveText(integer(row.registrations));
    await expect(cell('Presenças')).toHaveText(integer(row.attendance));
    await expect(cell('Vendas')).toHaveText(integer(row.sales));
    await expect(cell('Receita bruta')).toHaveText(formatBRL(row.grossRevenue));
    await expect(cell('Receita líquida')).toHaveText(formatBRL(row.netRevenue));
    if (row.costPerLead === null) {
      await expect(cell('Custo por lead')).toContainText('—');
      await expect(cell('Custo por lead')).toContainText('Informe o investimento em anúncios');
    } else {
      await expect(cell('Custo por lead')).toHaveText(formatBRL(row.costPerLead));
    }
  }
  const secondRow = compared.find((launch) => launch.id === second.id) as LaunchComparisonRow;
  expect(secondRow.adSpend).toBe(15_000);
  expect(secondRow.leads).toBe(1);
  expect(secondRow.costPerLead).toBe(15_000);
  const firstRow = compared.find((launch) => launch.id === firstLaunch.id) as LaunchComparisonRow;
  expect(firstRow.leads).toBeGreaterThanOrEqual(2);
  await expectAccessibleAndFitting(page);
  await shot(page, 'launch-comparison');

  // A launch's column opens its results, the launch named in the address.
  await page.getByRole('link', { name: 'Ver resultados de IA na Prática' }).click();
  await expect(page).toHaveURL(/\/admin\/launch-results\?lancamento=ia-na-pratica$/);
  await expect(selector).toHaveValue('ia-na-pratica');
  expect(errors).toEqual([]);
});
