// The staff leads workspace in the browser: search and filters, a lead's detail, the CSV export
// (the downloaded file's rows), hot leads with WhatsApp, and marking a lead qualified.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { DATABASE_PATH } from '../support/env.ts';
import { uniqueMobile } from '../support/lead-rows.ts';
import { expectAccessibleAndFitting } from '../support/page-checks.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const PASSWORD = 'senha-forte-da-equipe';
/** This run's own source and campaign, so leads other specs saved never match the filters. */
const RUN = crypto.randomUUID().slice(0, 6);
const SOURCE = `e2e-fonte-${RUN}`;
const CAMPAIGN = `e2e-campanha-${RUN}`;

const LEADS = [
  { name: `Zuleica Prado ${RUN}`, instagram: `zuleica_${RUN}`, campaign: CAMPAIGN, area: '11' },
  { name: `Otávio Nunes ${RUN}`, instagram: undefined, campaign: CAMPAIGN, area: '81' },
  { name: `Heloísa Campos ${RUN}`, instagram: `helo_${RUN}`, campaign: `outra-${RUN}`, area: '51' },
] as const;
const phones: string[] = [];

const admin = { email: staffEmail('leads-admin'), password: PASSWORD, role: 'admin' as const };
const viewer = { email: staffEmail('leads-viewer'), password: PASSWORD, role: 'viewer' as const };

test.beforeAll(async ({ request }) => {
  await createStaffUser(admin);
  await createStaffUser(viewer);
  for (const lead of LEADS) {
    // As the modal does: the handle is looked up (and found) first, so it counts as an Instagram.
    if (lead.instagram) {
      const found = await request.get(`/api/instagram-profile?username=${lead.instagram}`);
      expect(found.ok(), await found.text()).toBe(true);
    }
    const phone = uniqueMobile(lead.area);
    phones.push(phone.digits);
    const res = await request.post('/api/leads', {
      data: {
        name: lead.name,
        phone: phone.digits,
        ...(lead.instagram ? { instagram: lead.instagram } : {}),
        utm_source: SOURCE,
        utm_campaign: lead.campaign,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    // uniqueMobile reads the clock; each lead gets its own number.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});

const rows = (page: Page) => page.getByRole('table', { name: /Leads, página/ }).locator('tbody tr');

test('an admin searches, filters, opens a lead and exports the filtered leads as CSV', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const kpis = page.getByRole('region', { name: 'Indicadores do período' });
  await expect(kpis.getByText('Conversão dos leads', { exact: true })).toBeVisible();
  // This run's three leads were saved today, inside the default 30 days; two gave an Instagram.
  const kpi = (label: string) =>
    kpis
      .locator('.admin-kpi')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('.admin-kpi__value');
  expect(Number((await kpi('Leads').textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(3);
  expect(Number((await kpi('Leads com Instagram').textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(
    2,
  );

  await page.getByLabel('Buscar por nome, telefone ou Instagram').fill(`zuleica prado ${RUN}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(LEADS[0].name);

  // A phone typed with its punctuation finds the lead by its digits.
  const otavio = phones[1] as string;
  await page
    .getByLabel('Buscar por nome, telefone ou Instagram')
    .fill(`(${otavio.slice(2, 4)}) ${otavio.slice(4, 9)}-${otavio.slice(9)}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(LEADS[1].name);
  await expect(rows(page).first()).toContainText('Recife e região');

  await page.getByLabel('Buscar por nome, telefone ou Instagram').fill('');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByLabel('Origem (UTM)').selectOption(SOURCE);
  await expect(rows(page)).toHaveCount(3);
  await page.getByLabel('Campanha (UTM)').selectOption(CAMPAIGN);
  await expect(rows(page)).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`utm_campaign=${CAMPAIGN}`));
  await expectAccessibleAndFitting(page);

  // The export takes exactly the filters on screen.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = parse(bytes.subarray(3).toString('utf8'), { delimiter: ';' }) as string[][];
  expect(header?.slice(0, 4)).toEqual(['Nome', 'Telefone', 'Instagram', 'Região']);
  const byName = Object.fromEntries(records.map((record) => [record[0], record]));
  expect(Object.keys(byName).sort()).toEqual([LEADS[0].name, LEADS[1].name].sort());
  // The phone as text Excel keeps: '55 11 98765 4321', not 5,51199E+12.
  const spaced = (digits = '') =>
    `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 9)} ${digits.slice(9)}`;
  expect(byName[LEADS[0].name]?.slice(1, 4)).toEqual([spaced(phones[0]), LEADS[0].instagram, 'São Paulo']);
  expect(byName[LEADS[1].name]?.[header?.indexOf('Campanha (UTM)') ?? -1]).toBe(CAMPAIGN);

  await rows(page).getByRole('link', { name: LEADS[0].name }).click();
  await expect(page).toHaveURL(/\/admin\/leads\//);
  await expect(page.getByRole('heading', { level: 1, name: LEADS[0].name })).toBeVisible();
  for (const section of [
    'Identificação e contato',
    'Origem e atribuição',
    'Visitas e comportamento',
    'Instagram',
    'Checkout e compra',
    'Engajamento e previsão',
    'Mensagens no WhatsApp',
    'Inscrições em eventos',
    'Interações',
    'Consentimentos',
    'Eventos de rastreamento (anúncios)',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const phone = phones[0] as string;
  await expect(
    page
      .getByRole('region', { name: 'Identificação e contato' })
      .getByText(`+55 (${phone.slice(2, 4)}) ${phone.slice(4, 9)}-${phone.slice(9)}`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Origem e atribuição' }).getByText(SOURCE)).toBeVisible();
  await expect(page.getByText('Informou o Instagram: +10')).toBeVisible();
  await expectAccessibleAndFitting(page);

  await page.getByRole('link', { name: 'Voltar para os leads' }).click();
  await expect(page).toHaveURL(new RegExp(`utm_campaign=${CAMPAIGN}`));
  await expect(rows(page)).toHaveCount(2);
});

test('an admin marks a lead qualified on the qualification screen', async ({ page }) => {
  await logIn(page, admin);
  await page.goto(`/admin/qualification?source=${SOURCE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Qualificação' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Leads por número de seguidores' })).toBeVisible();

  const marks = page.getByRole('group', { name: `Qualificação de ${LEADS[2].name}` });
  await marks.getByRole('button', { name: 'Qualificado', exact: true }).click();
  await expect(marks.getByRole('button', { name: 'Qualificado', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const db = new Database(DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    const stored = db
      .prepare('SELECT qualification_status, qualified_by FROM leads WHERE name = ?')
      .get(LEADS[2].name);
    expect(stored).toEqual({ qualification_status: 'qualified', qualified_by: admin.email });
  } finally {
    db.close();
  }

  await page.getByLabel('Situação').selectOption('qualified');
  await expect(page.getByRole('link', { name: LEADS[2].name })).toBeVisible();
  await expectAccessibleAndFitting(page);
});

test('hot leads explain the score and open WhatsApp with the lead’s number', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/admin/hot-leads');
  const row = page.getByRole('row').filter({ hasText: LEADS[0].name });
  await expect(row.getByText('Informou o Instagram: +10')).toBeVisible();
  const whatsapp = row.getByRole('link', { name: /Chamar .* no WhatsApp/ });
  await expect(whatsapp).toHaveText('Chamar no WhatsApp');
  const href = new URL((await whatsapp.getAttribute('href')) as string);
  expect(href.origin + href.pathname).toBe(`https://wa.me/${phones[0]}`);
  expect(href.searchParams.get('text')).toMatch(/^Olá, Zuleica!/);
  await expectAccessibleAndFitting(page);
});

test('a viewer reads the leads but neither exports nor marks them', async ({ page }) => {
  await logIn(page, viewer);
  await page.goto(`/admin/dashboard?utm_source=${SOURCE}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveCount(0);
  const refused = await page.request.get(`/api/admin/leads/export?utm_source=${SOURCE}`);
  expect(refused.status()).toBe(403);

  await page.goto(`/admin/qualification?source=${SOURCE}`);
  await expect(page.getByRole('link', { name: LEADS[0].name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Qualificado', exact: true })).toHaveCount(0);
});
