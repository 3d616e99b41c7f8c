// '/diagnostico/{leadId}' and '/diagnostico-simples/{leadId}': the lead's Instagram diagnosis,
// outside the site layout, with a clear state for every way the look-up can end.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessibleAndFitting, watchConsole } from '../support/page-checks.ts';

let phoneCounter = 0;
/** A mobile number of this run: 55 + 21 + 9 + 8 digits. */
function uniquePhone(): string {
  phoneCounter += 1;
  return `55219${String((Date.now() + phoneCounter) % 100_000_000).padStart(8, '0')}`;
}

async function createLead(request: APIRequestContext, name: string, instagram?: string): Promise<string> {
  const response = await request.post('/api/leads', { data: { name, phone: uniquePhone(), instagram } });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

async function expectOwnPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Outside the general wrapper: no site footer.
  await expect(page.locator('.site-footer')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessibleAndFitting(page);
}

/** Phones first: the pages must fit 360 px without sideways scrolling. */
test.use({ viewport: { width: 360, height: 780 } });

const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

test('the full diagnosis shows the profile’s numbers, tips with reasons and says the data is a demo', async ({
  page,
  request,
}) => {
  const id = await createLead(request, 'Marina Lima', '@Marina.Lima');
  const profile = await (await request.get('/api/instagram-profile?username=marina.lima')).json();
  const errors = watchConsole(page);

  await page.goto(`/diagnostico/${id}`);
  await expectOwnPage(page, 'Marina, veja como fazer seu Instagram crescer');

  await expect(page.getByText('Dados de demonstração:')).toBeVisible();
  await expect(page.getByText('@marina.lima', { exact: true })).toBeVisible();
  const numbers = page.locator('.diagnosis__numbers');
  await expect(numbers.locator('div', { hasText: 'Seguidores' }).first().locator('dd')).toHaveText(
    count(profile.followersCount),
  );
  await expect(numbers.locator('div', { hasText: 'Seguindo' }).locator('dd')).toHaveText(
    count(profile.followingCount),
  );
  await expect(numbers.locator('div', { hasText: 'Publicações' }).locator('dd')).toHaveText(
    count(profile.postsCount),
  );

  // The demo bio carries no link, so the link tip must be there, with its reason.
  const tips = page.locator('.diagnosis__tips > li');
  expect(await tips.count()).toBeGreaterThanOrEqual(2);
  await expect(tips.filter({ hasText: 'Coloque um link no perfil' })).toContainText(
    'Por quê: Não encontramos um link na sua bio',
  );
  for (const tip of await tips.all()) await expect(tip).toContainText('Por quê:');
  await expect(page.getByRole('link', { name: 'Ver minha vaga na call gratuita' })).toHaveAttribute(
    'href',
    `/sala-de-espera/${id}`,
  );
  expect(errors).toEqual([]);
});

test('the simple diagnosis shows a short summary and links to the full one', async ({ page, request }) => {
  const id = await createLead(request, 'Marina Lima', 'marina.lima');
  const errors = watchConsole(page);

  await page.goto(`/diagnostico-simples/${id}`);
  await expectOwnPage(page, 'Marina, seu Instagram em 1 minuto');
  await expect(page.getByText('Dados de demonstração:')).toBeVisible();
  const tips = page.locator('.diagnosis__tips > li');
  expect(await tips.count()).toBeGreaterThanOrEqual(1);
  expect(await tips.count()).toBeLessThanOrEqual(3);
  await page.getByRole('link', { name: 'Ver o diagnóstico completo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Marina, veja como fazer seu Instagram crescer',
  );
  expect(errors).toEqual([]);
});

test('while the profile loads, the page says what the lead modal promised', async ({ page, request }) => {
  const id = await createLead(request, 'Marina Lima', 'marina.lima');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/instagram-profile?**', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/diagnostico/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analisando seu Instagram');
  await expect(page.getByRole('status')).toHaveText(
    'Vamos dar uma olhada rápida no seu Instagram e te passar algumas dicas para crescer. Isso leva só alguns segundos.',
  );
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Marina, veja como fazer seu Instagram crescer',
  );
});

test('a lead without Instagram is asked for it, with a next step', async ({ page, request }) => {
  const id = await createLead(request, 'Marina Lima');
  const errors = watchConsole(page);
  await page.goto(`/diagnostico/${id}`);
  await expectOwnPage(page, 'Marina, falta o seu Instagram');
  await expect(page.getByRole('link', { name: 'Ver minha vaga na call gratuita' })).toHaveAttribute(
    'href',
    `/sala-de-espera/${id}`,
  );
  expect(errors).toEqual([]);
});

test('an unknown lead gets a clear page and a way to sign up', async ({ page }) => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const errors = watchConsole(page, [`/api/leads/${unknown}`]);
  for (const path of [`/diagnostico/${unknown}`, `/diagnostico-simples/${unknown}`]) {
    await page.goto(path);
    await expectOwnPage(page, 'Não encontramos este diagnóstico');
    await expect(page.getByRole('link', { name: 'Fazer meu cadastro' })).toHaveAttribute('href', '/');
  }
  expect(errors).toEqual([]);
});

test('a handle Instagram does not know gets its own state', async ({ page, request }) => {
  const id = await createLead(request, 'Marina Lima', 'naoexiste.marina');
  const errors = watchConsole(page, ['/api/instagram-profile']);
  await page.goto(`/diagnostico/${id}`);
  await expectOwnPage(page, 'Não encontramos o perfil @naoexiste.marina');
  expect(errors).toEqual([]);
});

test('a rate-limited look-up says so and can be retried', async ({ page, request }) => {
  const id = await createLead(request, 'Marina Lima', 'marina.lima');
  const errors = watchConsole(page, ['/api/instagram-profile']);
  await page.route('**/api/instagram-profile?**', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '60' },
      json: {
        error: {
          code: 'instagram_rate_limited',
          message: 'Limite de requisições excedido. Tente novamente mais tarde.',
        },
      },
    }),
  );
  await page.goto(`/diagnostico-simples/${id}`);
  await expectOwnPage(page, 'Muitas análises ao mesmo tempo');
  await expect(page.getByText('Limite de requisições excedido. Tente novamente mais tarde.')).toBeVisible();

  await page.unroute('**/api/instagram-profile?**');
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marina, seu Instagram em 1 minuto');
  expect(errors).toEqual([]);
});
