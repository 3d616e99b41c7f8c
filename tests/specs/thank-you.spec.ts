// A buyer lands on /obrigado: the page says what was actually bought (the program, the amount and the
// method paid, from the server), that purchase's next steps (the buyers' group once staff set its
// link, access through the buyer's WhatsApp), waits politely for a payment still being confirmed, and
// tells a visitor whose link names no purchase where to go instead. Never an e-mail nobody gave.
import { expect, type Page, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { resetLaunchSettings, setLaunchSettings } from '../support/launch-rows.ts';
import { readDb } from '../support/lead-rows.ts';
import { expectAccessibleAndFitting, watchConsole } from '../support/page-checks.ts';
import { pixCheckoutLink } from '../support/pix-checkout.ts';
import { saveLeadByApi } from '../support/saved-lead.ts';

const BUYERS_GROUP = 'https://chat.whatsapp.com/CompradoresIaNaPratica';
const PHONE = { width: 390, height: 844 };

const canvasPixels = (page: Page) =>
  page.locator('.connected-dots canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());

/** Pays a PIX checkout on the sandbox page, as a buyer does; the thank-you page it lands on. */
async function payByPix(page: Page, link: string): Promise<string> {
  await page.goto(link);
  await page.getByRole('button', { name: 'Simular pagamento PIX aprovado' }).click();
  await page.waitForURL(
    new RegExp(`^${SERVER_ORIGIN}/obrigado\\?lead=[0-9a-f-]{36}&checkout=[0-9a-f-]{36}$`),
  );
  return new URL(page.url()).searchParams.get('checkout') ?? '';
}

const checkoutIdOf = (link: string) =>
  readDb(
    (db) => db.prepare('SELECT id FROM checkouts WHERE link = ?').get(link) as { id: string } | undefined,
  )?.id ?? '';

/**
 * Staff set the buyers' group link in the launch settings screen (admin-launch-settings.spec.ts); the
 * test writes the row as that screen saves it, and goes back to the defaults after.
 */
function setBuyersGroup(url: string): () => void {
  setLaunchSettings((launch) => ({ ...launch, contacts: { ...launch.contacts, buyersGroupUrl: url } }));
  return resetLaunchSettings;
}

const summaryRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Resumo do pedido' })
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
    );

test.use({ viewport: PHONE });

test('after a PIX purchase of the program: the program, R$ 1.797,00 and PIX, with its next steps', async ({
  page,
  request,
}) => {
  // The sandbox checkout page has no icon of its own: the browser's ask for /favicon.ico is its miss.
  const errors = watchConsole(page, ['/favicon.ico']);
  const lead = await saveLeadByApi(request, 'Beatriz Compradora');
  await payByPix(page, await pixCheckoutLink(request, lead));

  await expect(page.getByRole('heading', { level: 1, name: 'Parabéns pela sua compra!' })).toBeVisible();
  await expect(
    page.getByText('Seu pagamento do programa IA NA PRÁTICA foi aprovado. Sua vaga está garantida.'),
  ).toBeVisible();
  expect(await summaryRows(page)).toEqual([
    ['Produto', 'Programa IA NA PRÁTICA'],
    ['Valor', 'R$ 1.797,00'],
    ['Forma de pagamento', 'PIX'],
    ['Situação', 'Pagamento aprovado'],
  ]);
  const steps = page.getByRole('region', { name: 'Próximos passos' }).getByRole('listitem');
  await expect(steps).toHaveText([
    'Os dados de acesso ao programa IA NA PRÁTICA chegam pelo WhatsApp que você informou. Fique de olho nas mensagens da nossa equipe.',
    'Você será adicionado ao nosso grupo exclusivo no WhatsApp, onde enviamos os avisos e os materiais.',
  ]);
  // The spec's launch has no group link: no button that leads nowhere, no immersion date, no e-mail.
  await expect(page.locator('a[href*="chat.whatsapp.com"]')).toHaveCount(0);
  const text = (await page.getByRole('main').textContent()) ?? '';
  expect(text).not.toMatch(/e-?mail/i);
  expect(text).not.toMatch(/imersão|26 de abril/i);
  await expectAccessibleAndFitting(page);
  expect(errors).toEqual([]);
});

test('the buyers group button shows once an admin set the link, and only on a paid purchase', async ({
  page,
  request,
}) => {
  const lead = await saveLeadByApi(request, 'Caio Grupo');
  const unpaidLink = await pixCheckoutLink(request, lead);
  const checkoutId = await payByPix(page, await pixCheckoutLink(request, lead));
  await expect(page.getByRole('heading', { level: 1, name: 'Parabéns pela sua compra!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Entrar no grupo dos compradores/ })).toHaveCount(0);

  const restore = setBuyersGroup(BUYERS_GROUP);
  try {
    await page.reload();
    const steps = page.getByRole('region', { name: 'Próximos passos' });
    await expect(steps.getByRole('listitem').nth(1)).toContainText(
      'Entre no grupo exclusivo dos compradores no WhatsApp',
    );
    const button = steps.getByRole('link', { name: /Entrar no grupo dos compradores/ });
    await expect(button).toHaveAttribute('href', BUYERS_GROUP);
    await expect(button).toHaveAttribute('target', '_blank');
    await expectAccessibleAndFitting(page);

    // A checkout nobody paid gets no link, on the page or from the API.
    const unpaid = checkoutIdOf(unpaidLink);
    await page.goto(`/obrigado?checkout=${unpaid}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estamos confirmando o seu pagamento' }),
    ).toBeVisible();
    await expect(page.locator('a[href*="chat.whatsapp.com"]')).toHaveCount(0);
    expect(await (await request.get(`/api/purchases/${unpaid}`)).text()).not.toContain('chat.whatsapp.com');
    expect(await (await request.get(`/api/purchases/${checkoutId}`)).json()).toMatchObject({
      status: 'paid',
      nextSteps: { buyersGroupUrl: BUYERS_GROUP },
    });
  } finally {
    restore();
  }
});

test('a payment still being confirmed: a polite wait that turns into the purchase once it is paid', async ({
  page,
  context,
  request,
}) => {
  const lead = await saveLeadByApi(request, 'Dora Espera');
  const link = await pixCheckoutLink(request, lead);
  await page.goto(`/obrigado?lead=${lead.id}&checkout=${checkoutIdOf(link)}`);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Estamos confirmando o seu pagamento' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Esta página confere sozinha');
  expect(await summaryRows(page)).toEqual([
    ['Produto', 'Programa IA NA PRÁTICA'],
    ['Valor', 'R$ 1.797,00'],
    ['Forma de pagamento', 'PIX'],
    ['Situação', 'Aguardando confirmação'],
  ]);
  await expect(page.getByText(/aprovado|Parabéns/)).toHaveCount(0);
  await expectAccessibleAndFitting(page);

  // The payment's confirmation arrives (the buyer paid in another tab): this page shows it by itself.
  const sandbox = await context.newPage();
  await payByPix(sandbox, link);
  await expect(page.getByRole('heading', { level: 1, name: 'Parabéns pela sua compra!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText('Pagamento aprovado');
});

test('a checkout that expired unpaid says so and offers to try again', async ({ page, request }) => {
  const lead = await saveLeadByApi(request, 'Edu Expirou');
  const link = await pixCheckoutLink(request, lead);
  await page.goto(link);
  await page.getByRole('button', { name: 'Deixar expirar' }).click();
  await page.waitForURL(new RegExp(`^${SERVER_ORIGIN}/pagamento/expirado`));

  await page.goto(`/obrigado?lead=${lead.id}&checkout=${checkoutIdOf(link)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Este pagamento não foi concluído' }),
  ).toBeVisible();
  await expect(page.getByText('nada foi cobrado')).toBeVisible();
  await page.getByRole('link', { name: 'Tentar pagar de novo' }).click();
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/ianapratica/${lead.id}#investimento`);
});

test('a visit that names no purchase, or an unknown one, gets an honest page with a way forward', async ({
  page,
}) => {
  for (const path of ['/obrigado', `/obrigado?checkout=${crypto.randomUUID()}`, '/obrigado?checkout=abc']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Não encontramos uma compra neste link' }),
      path,
    ).toBeVisible();
    await expect(page.getByText(/aprovad|Parabéns/), path).toHaveCount(0);
    await expect(page.getByText(/e-?mail/i), path).toHaveCount(0);
    await expect(page.getByText('R$ 1.797,00 à vista no PIX ou 12x de R$ 173,36 no cartão')).toBeVisible();
  }
  await expectAccessibleAndFitting(page);
  await page.getByRole('link', { name: 'Conhecer o programa IA NA PRÁTICA' }).click();
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/ianapratica#investimento`);
});

test('the connected dots move, and stand still for visitors who prefer reduced motion', async ({ page }) => {
  await page.goto('/obrigado');
  const first = await canvasPixels(page);
  await expect.poll(() => canvasPixels(page)).not.toBe(first);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  const still = await canvasPixels(page);
  await page.waitForTimeout(500);
  expect(await canvasPixels(page)).toBe(still);
});
