// Issue 31, as staff live it: an admin at 1280 px opens "Webhooks de saída", is refused an address
// of the internal network, adds the producer's CRM (an address the operator allowed with
// WEBHOOKS_ALLOWED_PRIVATE_HOSTS, on a server of the spec's own), copies its secret, shown once and
// never again, sends a test event and sees it queued in the deliveries list, tried by the server's
// sender (nothing listens there) and sent again; a disabled endpoint is an alert; the screen holds
// at 390 px, and deleting asks first.
import { ERRORS } from '@funil/core/errors';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { OWN_DATABASE_PATH, OWN_SERVER_ORIGIN, ownServer } from '../support/own-server.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const ADMIN = {
  email: staffEmail('webhooks'),
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
  name: 'Wagner Integrações',
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** Not public, but allowed by the operator: the one private address an endpoint may name here. */
const CRM_URL = 'https://localhost:9443/funil/webhooks';
const PATH = '/admin/webhooks-de-saida';

const server = ownServer({ WEBHOOKS_ALLOWED_PRIVATE_HOSTS: 'localhost:9443' });

test.beforeAll(async () => {
  await server.start();
  await createStaffUser(ADMIN, OWN_DATABASE_PATH);
});
test.afterAll(() => server.stop());

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The outbox and deliveries rows, read from the spec's own server's database. */
function queuedRows() {
  const db = new Database(OWN_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return {
      events: db.prepare('SELECT type, fanned_out_at FROM outbound_events').all() as {
        type: string;
        fanned_out_at: string | null;
      }[],
      deliveries: db.prepare('SELECT status, attempts FROM webhook_deliveries').all(),
    };
  } finally {
    db.close();
  }
}

/** What the sender does after 5 days of failures (its own job, not on this screen). */
function disableAfterFiveDays() {
  const db = new Database(OWN_DATABASE_PATH, { fileMustExist: true });
  try {
    db.prepare(
      "UPDATE webhook_endpoints SET failing_since = ?, disabled_at = ?, disabled_reason = 'failing_5_days'",
    ).run(new Date(Date.now() - 5 * 86_400_000).toISOString(), new Date().toISOString());
  } finally {
    db.close();
  }
}

test('an admin adds an endpoint, keeps its secret, and sees a test event queued', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: OWN_SERVER_ORIGIN });
  const page = await context.newPage();
  await page.goto(`${OWN_SERVER_ORIGIN}/admin/login`);
  await logIn(page, ADMIN);
  await page.getByRole('link', { name: 'Webhooks de saída' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks de saída' })).toBeVisible();
  await expect(page.getByText('Nenhum endpoint cadastrado ainda.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Novo endpoint' });
  const url = form.getByLabel('Endereço (URL)');
  await form.getByRole('checkbox', { name: 'Compra aprovada' }).check();
  await form.getByRole('checkbox', { name: 'Lead capturado (nome e WhatsApp)' }).check();

  // Refused: not https, then the machine's own address.
  await url.fill('http://127.0.0.1/hook');
  await form.getByRole('button', { name: 'Cadastrar endpoint' }).click();
  await expect(form.getByText(ERRORS.webhook_url_invalid).first()).toBeVisible();
  await url.fill('https://127.0.0.1/hook');
  await form.getByRole('button', { name: 'Cadastrar endpoint' }).click();
  await expect(form.getByText(ERRORS.webhook_url_not_public).first()).toBeVisible();
  await expect(page.getByText('Nenhum endpoint cadastrado ainda.')).toBeVisible();

  // Added: the secret is shown once, and copied.
  await url.fill(CRM_URL);
  await form.getByLabel('Descrição (opcional)').fill('CRM de vendas');
  await form.getByRole('button', { name: 'Cadastrar endpoint' }).click();
  const panel = page.getByRole('region', { name: 'Endpoint cadastrado: copie o segredo agora' });
  await expect(panel).toBeVisible();
  const secret = await panel.getByLabel('Segredo de assinatura').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await expect(panel.getByText('webhook-signature', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Copiar segredo' }).click();
  await expect(panel.getByText('Segredo copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  const endpoint = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'CRM de vendas' }) });
  await expect(endpoint.getByText(CRM_URL)).toBeVisible();
  await expect(endpoint.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(endpoint.getByText('Compra aprovada', { exact: true })).toBeVisible();
  await expect(endpoint.getByText('Lead capturado (nome e WhatsApp)', { exact: true })).toBeVisible();
  await shot(page, 'webhooks-1280-secret');

  await panel.getByRole('button', { name: 'Já guardei o segredo' }).click();
  await expect(panel).toBeHidden();
  await page.reload();
  await expect(endpoint.getByText(CRM_URL)).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // A test event, queued for this endpoint and listed with its state.
  await endpoint.getByRole('button', { name: /^Ver entregas/ }).click();
  await expect(endpoint.getByText('Nenhuma entrega ainda.', { exact: false })).toBeVisible();
  await endpoint.getByRole('button', { name: 'Enviar evento de teste' }).click();
  await expect(page.getByText('Evento de teste na fila: ele é enviado em instantes.')).toBeVisible();
  const row = endpoint.getByRole('row').filter({ hasText: 'Evento de teste' });
  await expect(row).toBeVisible();
  await expect(row.getByText(/Aguardando envio|Entregue|Falhou/)).toBeVisible();
  expect(queuedRows().events).toEqual([{ type: 'webhook.test', fanned_out_at: expect.any(String) }]);
  expect(queuedRows().deliveries).toHaveLength(1);

  // The server's sender tries it (nothing listens at that address): once tried, it can be sent again.
  await expect(async () => {
    await endpoint.getByRole('button', { name: 'Atualizar' }).click();
    await expect(row.getByRole('button', { name: /^Reenviar/ })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByText('Ver tentativas')).toBeVisible();
  await row.getByRole('button', { name: /^Reenviar/ }).click();
  await expect(page.getByText('Evento de teste: reenvio na fila.')).toBeVisible();
  await shot(page, 'webhooks-1280-deliveries');

  // On a phone: nothing wider than the screen, the deliveries' table scrolls inside its frame.
  await page.setViewportSize(PHONE);
  await page.reload();
  await endpoint.getByRole('button', { name: /^Ver entregas/ }).click();
  await expect(endpoint.getByRole('row').filter({ hasText: 'Evento de teste' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'webhooks-390');

  // The sender gave up on the address after 5 days of failures: the screen says so, as an alert.
  disableAfterFiveDays();
  await page.setViewportSize(DESKTOP);
  await page.reload();
  const alert = endpoint.getByRole('alert');
  await expect(alert).toContainText(
    /^Desativado em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} após 5 dias de falhas\./,
  );
  await expect(endpoint.getByText('Desativado', { exact: true })).toBeVisible();
  await shot(page, 'webhooks-1280-disabled');

  // Deleting asks first.
  await endpoint.getByRole('button', { name: /^Excluir/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir este endpoint?' });
  await expect(dialog.getByText(CRM_URL)).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir endpoint' }).click();
  await expect(page.getByText('Nenhum endpoint cadastrado ainda.')).toBeVisible();
  await context.close();
});
