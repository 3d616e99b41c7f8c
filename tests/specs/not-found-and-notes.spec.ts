// Pages that always lead somewhere (issue 16): an unknown path is a real 404 with the spec's
// not-found page and a way home, and no public page shows a visitor a note about the site's setup
// or the server's own address.
import { expect, type Page, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { uniqueMobile } from '../support/lead-rows.ts';
import { OWN_SERVER_ORIGIN, type OwnServer, ownServer } from '../support/own-server.ts';

const PUBLIC_DOMAIN = 'funil.exemplo.com.br';

/**
 * The page's text (hidden too), where its links and forms lead and its head's meta tags: what a visitor, a
 * crawler or a link preview reads (the scripts the browser preloads from its own address are not).
 */
const whatThePageSays = (page: Page) =>
  page.evaluate(() =>
    [
      document.title,
      document.body.textContent ?? '',
      ...[...document.querySelectorAll('[href], [action], [src]')]
        .filter((element) => element.closest('body'))
        .map(
          (element) =>
            element.getAttribute('href') ?? element.getAttribute('action') ?? element.getAttribute('src'),
        ),
      ...[...document.querySelectorAll('meta[content]')].map((meta) => meta.getAttribute('content')),
    ].join('\n'),
  );

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para o início' })).toBeVisible();
}

test('an unknown path answers 404 with the not-found page, which leads home', async ({ page }) => {
  const response = await page.goto('/essa-pagina-nao-existe?utm_source=email');
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page);

  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vagas esgotadas');
});

test('the 404 answer already holds the not-found page before any script runs', async ({ request }) => {
  const response = await request.get('/sala-de-espera/nao-e-um-lead');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Oops! Page not found');
  expect(html).toContain('<a href="/" class="cta">Voltar para o início</a>');

  const api = await request.get('/api/nao-existe');
  expect(api.status()).toBe(404);
  expect((await api.json()).error.code).toBe('not_found');
});

test('in-app navigation to an unknown path, or to a page with a malformed id, shows the not-found page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vagas esgotadas');
  for (const path of ['/outra-pagina-que-nao-existe', '/sala-de-espera/nao-e-um-lead']) {
    // The router's own navigation: no request reaches the server.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expectNotFoundPage(page);
  }
});

test.describe('served with PUBLIC_SITE_URL and the spec defaults', () => {
  let server: OwnServer;
  let leadId = '';

  test.beforeAll(async ({ playwright }) => {
    server = ownServer({ PUBLIC_SITE_URL: `https://${PUBLIC_DOMAIN}` });
    await server.start();
    const api = await playwright.request.newContext({ baseURL: OWN_SERVER_ORIGIN });
    const res = await api.post('/api/leads', {
      data: { name: 'Marina Duarte', phone: uniqueMobile('21').digits, started_at: 0, free_call: true },
    });
    expect(res.status()).toBe(201);
    leadId = (await res.json()).id;
    await api.dispose();
  });
  test.afterAll(async () => server.stop());

  test('no public page of the route map shows a setup note, 127.0.0.1 or localhost', async ({ page }) => {
    test.setTimeout(120_000);
    const paths = [
      '/',
      '/vagas-esgotadas',
      '/obrigado',
      '/politica-de-privacidade',
      '/termos-de-uso',
      '/direto',
      '/whats',
      '/conselho',
      '/demo-imersao',
      '/demo-clinicas',
      '/remarketing',
      '/sala-de-espera',
      `/sala-de-espera/${leadId}`,
      '/proposta',
      `/proposta/${leadId}`,
      '/mentoria',
      `/mentoria/${leadId}`,
      '/ianapratica',
      `/ianapratica/${leadId}`,
      '/materialcomplementar',
      '/mentoria-obrigado',
      '/debriefing',
      `/debriefing/${leadId}`,
      '/debriefing-sala-de-espera',
      '/pagamento/cancelado',
      '/pagamento/expirado',
      `/diagnostico/${leadId}`,
      '/pagina-que-nao-existe',
    ];
    for (const path of paths) {
      await page.goto(`${OWN_SERVER_ORIGIN}${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByText('Carregando...'), path).toHaveCount(0);
      const shown = await whatThePageSays(page);
      for (const forbidden of ['configurado', '127.0.0.1', 'localhost']) {
        expect(shown.includes(forbidden), `${path} contém "${forbidden}"`).toBe(false);
      }
    }
  });

  test("the privacy policy's mailbox is on the site's public domain", async ({ page }) => {
    await page.goto(`${OWN_SERVER_ORIGIN}/politica-de-privacidade`);
    await expect(page.getByText(`privacidade@${PUBLIC_DOMAIN}`).first()).toBeVisible();
  });
});
