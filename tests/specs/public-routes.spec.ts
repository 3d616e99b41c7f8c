// Every public page of spec §2 opens with its own heading, no console error, no serious or
// critical accessibility violation and no sideways scrolling from a 360 px phone to a 1440 px screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { completeStepOne } from '../support/lead-flow.ts';
import { uniqueMobile } from '../support/lead-rows.ts';

/** Stands in the paths below for a lead saved through the real leads API before the tests run. */
const LEAD_ID = '{lead}';
let leadId = '';
const withLead = (path: string) => path.replace(LEAD_ID, leadId);
/** A well-formed id no lead has: the real server answers 404. */
const UNKNOWN_LEAD_ID = '00000000-0000-4000-8000-000000000000';

const PAGES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Vagas esgotadas' },
  { path: '/vagas-esgotadas', heading: 'Vagas esgotadas' },
  // Without a purchase in the link the thank-you page says so (thank-you.spec.ts has the paid ones).
  { path: '/obrigado', heading: 'Não encontramos uma compra neste link' },
  { path: '/politica-de-privacidade', heading: 'Política de Privacidade' },
  { path: '/termos-de-uso', heading: 'Termos de Uso' },
  { path: '/sala-de-espera', heading: 'Sua vaga na call está garantida' },
  { path: `/sala-de-espera/${LEAD_ID}`, heading: 'Marina, sua vaga na call está garantida' },
  { path: '/proposta', heading: 'Nossa proposta: IA NA PRÁTICA' },
  { path: `/proposta/${LEAD_ID}`, heading: 'Marina, esta é a nossa proposta' },
  { path: '/mentoria', heading: 'Implante a IA no seu negócio com mentoria' },
  { path: `/mentoria/${LEAD_ID}`, heading: 'Marina, implante a IA no seu negócio com mentoria' },
  { path: '/mentoria-obrigado', heading: 'Inscrição na mentoria recebida!' },
  { path: '/debriefing', heading: 'O que levamos da Imersão IA na Prática' },
  { path: '/debriefing/imersao-ia-na-pratica', heading: 'O que levamos da Imersão IA na Prática' },
  { path: `/debriefing/${LEAD_ID}`, heading: 'Marina, o que levamos da Imersão IA na Prática' },
  { path: '/debriefing-sala-de-espera', heading: 'Sala de espera do debriefing' },
  { path: '/materialcomplementar', heading: 'Ferramentas e guias para colocar a IA em prática' },
  { path: '/remarketing', heading: 'Ainda pensando no IA NA PRÁTICA?' },
  { path: '/direto', heading: 'IA NA PRÁTICA' },
  { path: '/conselho', heading: 'Antes de começar com IA no seu negócio, leia isto' },
  { path: '/demo-imersao', heading: 'Como é a Imersão IA na Prática' },
  { path: '/demo-clinicas', heading: 'IA na prática para clínicas e consultórios' },
  { path: '/demo-varejo', heading: 'IA na prática para lojas e comércio' },
  { path: '/ianapratica', heading: 'Coloque a IA para trabalhar por você' },
  { path: `/ianapratica/${LEAD_ID}`, heading: 'Marina, coloque a IA para trabalhar por você' },
  // The success callback hands the buyer on to the thank-you page.
  { path: `/pagamento/sucesso?lead=${LEAD_ID}`, heading: 'Não encontramos uma compra neste link' },
  { path: '/pagamento/sucesso', heading: 'Não encontramos uma compra neste link' },
  { path: `/pagamento/cancelado?lead=${LEAD_ID}`, heading: 'Marina, seu pagamento não foi concluído' },
  { path: '/pagamento/cancelado', heading: 'Pagamento não concluído' },
  { path: `/pagamento/expirado?lead=${LEAD_ID}`, heading: 'Marina, o seu link de pagamento expirou' },
  { path: '/pagamento/expirado', heading: 'O link de pagamento expirou' },
  { path: '/whats', heading: 'Fale com a nossa equipe no WhatsApp' },
  // Unknown paths, including ones that look like a page with a parameter.
  { path: '/pagina-que-nao-existe', heading: '404' },
  { path: '/demo-desconhecida', heading: '404' },
  { path: '/demo-', heading: '404' },
  { path: '/debriefing/evento-que-nao-existe', heading: '404' },
  { path: `/sala-de-espera/${LEAD_ID}/extra`, heading: '404' },
];

/** Collects what the page logs as an error, and its uncaught exceptions. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** How many pixels the page is wider than the window (a phone would scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: SERVER_ORIGIN });
  const res = await api.post('/api/leads', {
    // As the lead modal saves it: registered for the free call its waiting room speaks of.
    data: { name: 'Marina Duarte', phone: uniqueMobile('21').digits, started_at: 0, free_call: true },
  });
  expect(res.status()).toBe(201);
  leadId = (await res.json()).id;
  await api.dispose();
});

test.describe('every public route, from a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const { path, heading } of PAGES) {
    test(`${path} shows its own heading, logs no error and passes axe`, async ({ page }) => {
      const errors = watchConsole(page);
      const unknown = heading === '404';
      const response = await page.goto(withLead(path));
      // The server knows the route map: an unknown path is a 404 (which Chromium reports on the console).
      expect(response?.status()).toBe(unknown ? 404 : 200);
      const ownStatus = `Failed to load resource: the server responded with a status of 404 (Not Found) (${page.url()})`;

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText('Carregando...')).toHaveCount(0);

      const { violations } = await new AxeBuilder({ page }).analyze();
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1440, height: 900 });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(errors.filter((error) => !(unknown && error === ownStatus))).toEqual([]);
    });
  }
});

test('each page has its own title and description, and personal pages stay out of search engines', async ({
  page,
}) => {
  const titles = new Set<string>();
  for (const path of ['/ianapratica', '/sala-de-espera', '/mentoria', '/materialcomplementar', '/conselho']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    titles.add(await page.title());
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
  }
  expect(titles.size).toBe(5);

  for (const path of [`/ianapratica/${leadId}`, '/pagamento/expirado', '/mentoria-obrigado']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  // The thank-you page names no buyer and reports a Purchase only for a known one: it may be indexed.
  for (const path of ['/ianapratica', '/obrigado']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
  // The staff area is kept out whatever page the client renders.
  for (const path of ['/admin', '/admin/login']) {
    expect((await page.request.get(path)).headers()['x-robots-tag']).toContain('noindex');
  }
  expect((await page.request.get('/obrigado')).headers()['x-robots-tag']).toBeUndefined();
});

test('a personal link with an unknown lead greets generically and the page logs no error', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const lookup = page.waitForResponse(`**/api/leads/${UNKNOWN_LEAD_ID}`);
  await page.goto(`/sala-de-espera/${UNKNOWN_LEAD_ID}`);

  expect((await lookup).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sua vaga na call está garantida');
  // Chromium itself reports every 4xx response as 'Failed to load resource'; that line is the
  // browser's network log, not the page's, so only it is let through.
  const ownErrors = errors.filter(
    (error) =>
      !(error.startsWith('Failed to load resource') && error.includes(`/api/leads/${UNKNOWN_LEAD_ID}`)),
  );
  expect(ownErrors).toEqual([]);
});

test('the program page shows the prices from the offer in the #investimento section', async ({ page }) => {
  await page.goto('/ianapratica');
  await page.getByRole('link', { name: 'Quero entrar no IA NA PRÁTICA' }).click();
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/ianapratica#investimento`);
  const pricing = page.locator('#investimento');
  await expect(pricing).toBeInViewport();
  await expect(pricing).toContainText('R$ 1.797,00');
  await expect(pricing).toContainText('12x de R$ 173,36');
  await expect(pricing).toContainText('total de R$ 2.080,32');
});

test('a cancelled or expired checkout offers to try again on the lead’s pricing section', async ({
  page,
}) => {
  for (const outcome of ['cancelado', 'expirado']) {
    await page.goto(`/pagamento/${outcome}?lead=${leadId}`);
    await page.getByRole('link', { name: 'Tentar pagar de novo' }).click();
    await expect(page).toHaveURL(`${SERVER_ORIGIN}/ianapratica/${leadId}#investimento`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Marina, coloque a IA para trabalhar por você',
    );
    await expect(page.locator('#investimento')).toBeInViewport();
  }
});

test('a retry link opened directly lands on the pricing section', async ({ page }) => {
  await page.goto('/ianapratica#investimento');
  await expect(page.locator('#investimento')).toBeInViewport();
});

test('the paid outcome leads on to the thank-you page; the retry pages keep the exit popup', async ({
  page,
}) => {
  await page.goto(`/pagamento/sucesso?lead=${leadId}`);
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/obrigado?lead=${leadId}`);
  await page.goto('/pagamento/cancelado');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-exit-intent-disabled]')).toHaveCount(0);
});

test('without a configured team number, /whats leads to the program instead of linking nowhere', async ({
  page,
}) => {
  await page.goto('/whats');
  await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
  await expect(page.getByText(/configurad/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Conhecer o programa IA NA PRÁTICA' }).click();
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/ianapratica`);
});

test('the complementary material links only to the tools’ own sites, in a new tab', async ({ page }) => {
  await page.goto('/materialcomplementar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const links = page.locator('.resources a');
  expect(await links.count()).toBeGreaterThan(10);
  for (const link of await links.all()) {
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('signing up on /mentoria through the lead modal lands on /mentoria-obrigado', async ({ page }) => {
  await page.goto('/mentoria');
  await page.getByRole('button', { name: 'Quero me inscrever na mentoria' }).click();
  await completeStepOne(page, 'Paula Mendes');
  const dialog = page.getByRole('dialog');
  // The demo Instagram provider answers 404 for 'naoexiste…', so the handle stays unverified.
  await dialog.getByLabel('Seu Instagram').fill('naoexiste.paula');
  await dialog.getByRole('button', { name: 'Continuar sem verificar Instagram' }).click();
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/mentoria-obrigado`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrição na mentoria recebida!');
});
