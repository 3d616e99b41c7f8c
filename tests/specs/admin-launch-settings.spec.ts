// The launch settings in Chromium with a real login: an admin moves the free call, reprices the program
// and sets the buyers' group link in the staff screen; the audit lists the change, and the public
// settings, a new checkout and its thank-you page, the home page, its lead modal, the payment modal
// and the free call's .ics show the new values with no restart. A viewer cannot change them.
import { defaultLaunchSettingsAt } from '@funil/core/launch-settings';
import { expect, test } from '@playwright/test';
import { resetLaunchSettings } from '../support/launch-rows.ts';
import { expectAccessibleAndFitting, watchConsole } from '../support/page-checks.ts';
import { pixCheckoutLink } from '../support/pix-checkout.ts';
import { saveLeadByApi } from '../support/saved-lead.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const PASSWORD = 'uma-senha-longa-de-teste';
const ADMIN = {
  email: staffEmail('lancamento'),
  password: PASSWORD,
  role: 'admin' as const,
  name: 'Ana Lançamento',
};
const VIEWER = { email: staffEmail('leitor'), password: PASSWORD, role: 'viewer' as const };
const BUYERS_GROUP = 'https://chat.whatsapp.com/CompradoresDezembro2026';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  await createStaffUser(ADMIN);
  await createStaffUser(VIEWER);
});

// The e2e database is shared by every spec: the spec's launch goes back to the defaults afterwards.
test.afterAll(resetLaunchSettings);

test('an admin changes the free call, the program price and the buyers group; everything reads them at once', async ({
  page,
  request,
}) => {
  await logIn(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Áreas da equipe' })
    .getByRole('link', { name: 'Lançamentos' })
    .click();
  await page.getByRole('main').getByRole('link', { name: 'Configurações do lançamento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações do lançamento' })).toBeVisible();
  const callDate = page.getByLabel('Data da call gratuita');
  // Nothing saved yet: the spec's 11/06, in a year still ahead (decision 0022).
  const unsavedCall = defaultLaunchSettingsAt(new Date()).freeCall.date;
  await expect(callDate).toHaveValue(unsavedCall);
  await expect(page.getByLabel('Preço do programa no PIX')).toHaveValue('1.797,00');
  await expect(page.getByText('Nenhuma alteração ainda')).toBeVisible();
  await expectAccessibleAndFitting(page);

  // A price that is not money is refused by the server, with its message under the field.
  await page.getByLabel('Preço do programa no PIX').fill('mil reais');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nada foi salvo: corrija os campos marcados.');
  await expect(
    page.getByText('Informe um valor em reais maior que zero, com no máximo dois centavos.'),
  ).toBeVisible();
  await expect(page.getByLabel('Preço do programa no PIX')).toHaveAttribute('aria-invalid', 'true');

  // Watched from here: the refused save above is a 400 the browser logs, by design.
  const errors = watchConsole(page);
  await callDate.fill('2026-12-10');
  await page.getByLabel('Preço do programa no PIX').fill('997,00');
  await page.getByLabel('Grupo de WhatsApp dos compradores').fill(BUYERS_GROUP);
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Configurações salvas.' })).toBeVisible();
  if (process.env.SCREENSHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/launch-settings-saved-toast.png` });
  }

  const audit = page.getByRole('region', { name: 'Histórico de alterações' });
  const change = audit.getByRole('listitem').filter({ hasText: ADMIN.name }).first();
  await expect(change).toContainText(ADMIN.email);
  await expect(change).toContainText(
    `Data da call gratuita: ${unsavedCall.split('-').reverse().join('/')} → 10/12/2026`,
  );
  await expect(change).toContainText('Preço do programa no PIX: R$ 1.797,00 → R$ 997,00');
  await expect(change).toContainText(`Grupo de WhatsApp dos compradores: (vazio) → ${BUYERS_GROUP}`);
  // Labels, never the document's keys.
  await expect(audit).not.toContainText('pixPriceCents');
  await expect(audit).not.toContainText('freeCall');
  expect(errors).toEqual([]);

  // The public settings pages will read: the new date and price, never the buyers' group.
  const settings = await request.get('/api/launch-settings');
  expect(settings.headers()['cache-control']).toBe('public, max-age=30');
  const shown = await settings.json();
  expect(shown.freeCall).toMatchObject({
    date: '2026-12-10',
    time: '20:00',
    startsAt: '2026-12-10T23:00:00.000Z',
  });
  expect(shown.program.pixPriceCents).toBe(99_700);
  expect(JSON.stringify(shown)).not.toContain(BUYERS_GROUP);

  // A new PIX checkout charges the new price, whatever the browser claims.
  await page.goto(await pixCheckoutLink(request, await saveLeadByApi(request, 'Carla Preço Novo')));
  await expect(page.getByTestId('valor')).toHaveText('R$ 997,00');

  // The buyer pays it: the thank-you page shows what was paid and hands out the new buyers' group.
  await page.getByRole('button', { name: 'Simular pagamento PIX aprovado' }).click();
  await page.waitForURL(/\/obrigado\?/);
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('R$ 997,00');
  await expect(summary).toContainText('PIX');
  await expect(page.getByRole('link', { name: 'Entrar no grupo dos compradores' })).toHaveAttribute(
    'href',
    BUYERS_GROUP,
  );

  // The public pages read the change with no restart: the home page's waitlist and its lead modal
  // name the new free call, and the program's payment modal quotes the new price.
  await page.goto('/');
  await expect(page.getByRole('main')).toContainText('10/12 às 20:00');
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Chamada gratuita e ao vivo pelo Zoom no dia 10/12 às 20:00',
  );
  await page.goto('/ianapratica');
  await page.locator('#investimento').getByRole('button', { name: 'Quero garantir minha vaga' }).click();
  await expect(page.getByRole('dialog', { name: 'Escolha a forma de pagamento' })).toContainText('R$ 997,00');

  // The free call's calendar file is on the new date, 20:00 in São Paulo.
  const ics = await request.get('/api/calendar/call-gratuita-ia-nos-negocios.ics');
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await ics.text();
  expect(text).toContain('DTSTART:20261210T230000Z');
  expect(text).toContain('DTEND:20261211T000000Z');
});

test('the settings health list names what public pages miss, and a filled setting leaves it', async ({
  page,
}) => {
  await logIn(page, ADMIN);
  // The staff home points to the list.
  await page.goto('/admin/dashboard');
  const notice = page.getByRole('complementary', { name: 'Configurações faltando' });
  await expect(notice).toContainText('WhatsApp da equipe');
  await notice.getByRole('link', { name: 'Ver o que falta' }).click();
  await expect(page).toHaveURL(/\/admin\/launch-settings$/);

  const health = page.getByRole('region', { name: 'O que falta para as páginas públicas' });
  const teamWhatsApp = health.getByRole('listitem').filter({ hasText: 'WhatsApp da equipe' });
  await expect(teamWhatsApp).toContainText(
    'Os botões de conversa no WhatsApp ficam escondidos em todas as páginas.',
  );
  // The pixels and the server's public address are listed too; labels, never the document's keys.
  await expect(health).toContainText('Pixel da Meta');
  await expect(health).toContainText('Endereço público do site');
  await expect(health).not.toContainText('teamWhatsapp');
  await expectAccessibleAndFitting(page);

  // 'Preencher' leads to the field; once saved, the warning goes away.
  await teamWhatsApp.getByRole('link', { name: 'Preencher' }).click();
  await expect(page.getByLabel('WhatsApp da equipe')).toBeInViewport();
  await page.getByLabel('WhatsApp da equipe').fill('5511987654321');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Configurações salvas.' })).toBeVisible();
  await expect(health.getByRole('listitem').filter({ hasText: 'WhatsApp da equipe' })).toHaveCount(0);
  await expect(health).toContainText('Pixel da Meta');

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('complementary', { name: 'Configurações faltando' })).not.toContainText(
    'WhatsApp da equipe',
  );
});

test('a viewer reads the launch settings but cannot change them', async ({ page }) => {
  await logIn(page, VIEWER);
  await page.goto('/admin/launch-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações do lançamento' })).toBeVisible();
  await expect(page.getByText('só um administrador pode alterá-las')).toBeVisible();
  await expect(page.getByLabel('Data da call gratuita')).toBeDisabled();
  await expect(page.getByLabel('Preço do programa no PIX')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar configurações' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Histórico de alterações' })).toBeVisible();

  // The server refuses the write itself, from the viewer's own session and origin.
  const answer = await page.evaluate(async () => {
    const current = await (await fetch('/api/admin/launch-settings')).json();
    const res = await fetch('/api/admin/launch-settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...current.settings, state: 'selling' }),
    });
    return { status: res.status, body: await res.json() };
  });
  expect(answer.status).toBe(403);
  expect(answer.body.error.code).toBe('forbidden');
});
