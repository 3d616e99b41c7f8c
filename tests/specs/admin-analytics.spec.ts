// Staff open every analytics screen of the built site: charts draw the period's data and follow the period selector.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DATASET_PERIOD, LEADS, loadAnalyticsDataset } from '../support/analytics-data.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const admin = {
  email: 'analytics-admin@funil.test',
  password: 'senha-forte-dos-paineis-123',
  role: 'admin' as const,
};
const period = `from=${DATASET_PERIOD.from}&to=${DATASET_PERIOD.to}`;

const viewer = {
  email: staffEmail('analytics-viewer'),
  password: 'senha-forte-de-quem-le-123',
  role: 'viewer' as const,
};

test.beforeAll(async () => {
  await createStaffUser(admin);
  await createStaffUser(viewer);
  await loadAnalyticsDataset();
});

const kpi = (page: Page, label: string) =>
  page
    .locator('.analytics__kpi')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** A chart drew its data: the figure has a uPlot canvas and no empty-state line. */
async function expectDrawn(page: Page, title: string) {
  const figure = page.getByRole('figure', { name: title, exact: true });
  await expect(figure.locator('canvas').first()).toBeVisible();
  await expect(figure.getByText('Sem dados neste período.')).toHaveCount(0);
}

async function choosePeriod(page: Page, from: string, to: string) {
  await page.getByLabel('De', { exact: true }).fill(from);
  await page.getByLabel('Até', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
}

test('funnel: steps, days and breakdowns drawn, and a shorter period changes them', async ({ page }) => {
  await logIn(page, admin);
  await page.goto(`/admin/dashboard-v2?${period}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Funil de conversão' })).toBeVisible();
  await expect(kpi(page, 'Visitas')).toHaveText('5');
  await expect(kpi(page, 'Vendas')).toContainText('2');
  for (const title of [
    'Funil de conversão',
    'Funil por dia',
    'Funil por origem (UTM)',
    'Funil por parceiro',
  ]) {
    await expectDrawn(page, title);
  }
  const steps = page.getByRole('figure', { name: 'Funil de conversão', exact: true });
  await steps.getByText('Ver os dados em tabela').click();
  await expect(steps.getByRole('row', { name: /Leads com Instagram 2 66,7%/ })).toBeVisible();

  await choosePeriod(page, '2026-11-03', '2026-11-03');
  await expect(kpi(page, 'Visitas')).toHaveText('1');
  // No sale of the day's one visited checkout (paid after midnight): 0, and 0% of the visited ones.
  await expect(kpi(page, 'Vendas')).toHaveText('00% de checkouts visitados');
  await expectDrawn(page, 'Funil de conversão');
});

test('journey: stage moves per day, and one lead’s timeline', async ({ page }) => {
  await logIn(page, admin);
  await page.goto(`/admin/dashboard-v2/journey?${period}`);
  await expect(kpi(page, 'Leads')).toHaveText('3');
  await expectDrawn(page, 'Movimento entre etapas por dia');
  await expectDrawn(page, 'Onde estão os leads do período');

  // Found by who the lead is: part of the name, then the phone as people type it.
  await page.getByLabel('Buscar lead por nome, telefone ou e-mail').fill('ana sou');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: /Ana Souza/ }).click();
  await expect(page).toHaveURL(new RegExp(`lead=${LEADS.L1}`));
  const timeline = page.getByRole('list').filter({ hasText: 'Cadastro criado' });
  await expect(timeline.getByRole('listitem')).toHaveCount(11);
  await expect(timeline).toContainText('Inscrição em Imersão IA');
  await expect(timeline).toContainText('Pagamento confirmado');
  await page.getByLabel('Buscar lead por nome, telefone ou e-mail').fill('(11) 98765-0002');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Leads encontrados' }).getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Bruno Lima/ })).toBeVisible();

  await choosePeriod(page, '2026-11-03', '2026-11-03');
  await expect(kpi(page, 'Leads')).toHaveText('0');
  await expect(kpi(page, 'Chegaram como visitantes')).toHaveText('1');
});

test('a lead’s detail opens its timeline on the journey screen', async ({ page }) => {
  await logIn(page, admin);
  await page.goto(`/admin/leads/${LEADS.L1}`);
  await page.getByRole('link', { name: 'Ver a linha do tempo deste lead' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard-v2/journey\\?lead=${LEADS.L1}`));
  await expect(page.getByRole('heading', { level: 3, name: /Ana Souza/ })).toBeVisible();
  await expect(
    page.getByRole('list').filter({ hasText: 'Cadastro criado' }).getByRole('listitem'),
  ).toHaveCount(11);
});

test('integrated dashboard: one screen, the address picks the tab', async ({ page }) => {
  await logIn(page, admin);
  await page.goto(`/admin/dashboard-integrado?${period}`);
  await expect(page.getByRole('link', { name: 'Visão geral' })).toHaveAttribute('aria-current', 'page');
  await expect(kpi(page, 'Vendas')).toHaveText('2');
  await expectDrawn(page, 'Funil de conversão');

  await page.getByRole('link', { name: 'Comportamento' }).click();
  await expect(page).toHaveURL(new RegExp(`/behavior\\?${period}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Painel integrado — Comportamento');
  await expectDrawn(page, 'Elementos mais clicados');
  await expectDrawn(page, 'Comportamento por dispositivo');
  await choosePeriod(page, '2026-11-03', '2026-11-03');
  await expect(
    page.getByRole('figure', { name: 'Elementos mais clicados' }).getByText('Sem dados neste período.'),
  ).toBeVisible();

  await page.goto(`/opportunities?${period}`);
  await expect(kpi(page, 'Checkouts abandonados')).toHaveText('1');
  await expectDrawn(page, 'Oportunidades por dia');
  const whatsapp = page.getByRole('link', { name: 'Enviar WhatsApp para Bruno Lima' });
  // The message names the launch's next event (the seeded immersion, dated ahead), which has no
  // template of its own: the default words.
  await expect(whatsapp).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511987650002\?text=Ol%C3%A1%2C%20Bruno!%20Vi%20que%20voc%C3%AA%20come%C3%A7ou/,
  );
  await choosePeriod(page, '2026-11-01', '2026-11-01');
  await expect(kpi(page, 'Checkouts abandonados')).toHaveText('0');

  await page.goto(`/predictions?${period}`);
  await page.getByRole('button', { name: 'Treinar o modelo agora' }).click();
  await expect(page.getByText('Modelo treinado e probabilidades atualizadas.')).toBeVisible();
  await expectDrawn(page, 'Variáveis e pesos do modelo');
  await expectDrawn(page, 'Calibração: previsto × observado');
  await expectDrawn(page, 'Leads do período por probabilidade de compra');
  const top = page
    .getByRole('region', { name: 'Leads sem compra com maior probabilidade' })
    .locator('tbody tr');
  await expect(top).toHaveCount(2);
  await choosePeriod(page, '2026-11-02', '2026-11-02');
  await expect(top).toHaveCount(1);
});

test('launch results: revenue, methods and events, a CSV per chart, and the period changes them', async ({
  page,
}) => {
  await logIn(page, admin);
  await page.goto(`/admin/launch-results?${period}`);
  await expect(kpi(page, 'Receita bruta')).toHaveText('R$\u00a03.877,32');
  await expect(kpi(page, 'Ticket médio')).toHaveText('R$\u00a01.938,66');
  await expectDrawn(page, 'Vendas por forma de pagamento');
  await expectDrawn(page, 'Lançamentos lado a lado');

  const methods = page.getByRole('figure', { name: 'Vendas por forma de pagamento' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    methods.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('lancamento-method-2026-11-01-a-2026-11-03.csv');
  // What Excel in Brazil opens in columns: a BOM, ';' between cells, decimal commas.
  const csv = await readFile((await download.path()) ?? '');
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.subarray(3).toString('utf8').trim().split('\r\n')).toEqual([
    'Forma de pagamento;Vendas;Receita bruta (R$);Receita líquida (R$)',
    'Cartão;1;2080,32;0,00',
    'PIX;1;1797,00;1797,00',
  ]);

  await choosePeriod(page, '2026-11-01', '2026-11-01');
  await expect(kpi(page, 'Receita bruta')).toHaveText('R$\u00a01.797,00');
  await expect(kpi(page, 'Vendas')).toHaveText('1');
});

test('a viewer reads the charts but is offered no download and no retraining', async ({ page }) => {
  await logIn(page, viewer);
  await page.goto(`/admin/launch-results?${period}`);
  await expectDrawn(page, 'Vendas por forma de pagamento');
  await expect(page.getByRole('button', { name: 'Baixar CSV' })).toHaveCount(0);
  await page.goto(`/predictions?${period}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Painel integrado — Previsões');
  await expect(page.getByRole('button', { name: 'Treinar o modelo agora' })).toHaveCount(0);
});
