// The WhatsApp sandbox as staff use it: a recovery message a cadence sent to a lead, the lead's
// reply typed on the page, and the message marked read; staff only, readable on a phone and a desktop.
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { DATABASE_PATH } from '../support/env.ts';
import { readDb } from '../support/lead-rows.ts';
import { saveLeadByApi } from '../support/saved-lead.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const SHOTS = fileURLToPath(new URL('../.data/screenshots/', import.meta.url));
const PAY_LINK = 'http://localhost/sandbox/checkout/sbx_exemplo';

interface SandboxRow {
  id: string;
  direction: string;
  body: string;
  status: string;
}

/** What the sandbox provider records when a cadence sends a template: the row as it writes it. */
function seedSentTemplate(phone: string): string {
  const id = `wamid.SBX${crypto.randomUUID().replaceAll('-', '').toUpperCase()}`;
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    const at = new Date(Date.now() - 20 * 60_000).toISOString();
    db.prepare(
      `INSERT INTO sandbox_whatsapp_messages (id, phone, direction, body, template_name, status, created_at, updated_at)
       VALUES (?, ?, 'outbound', ?, 'recuperacao_pix_15min', 'sent', ?, ?)`,
    ).run(id, phone, JSON.stringify(['Beatriz', PAY_LINK]), at, at);
  } finally {
    db.close();
  }
  return id;
}

const rowsOf = (phone: string) =>
  readDb(
    (db) =>
      db
        .prepare(
          'SELECT id, direction, body, status FROM sandbox_whatsapp_messages WHERE phone = ? ORDER BY created_at',
        )
        .all(phone) as SandboxRow[],
  );

async function noAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

test('staff see a lead’s sandbox conversation, reply as the lead and mark the message read', async ({
  page,
  request,
}) => {
  const saved = await saveLeadByApi(request, 'Beatriz Lima');
  const phone = readDb(
    (db) => (db.prepare('SELECT phone FROM leads WHERE id = ?').get(saved.id) as { phone: string }).phone,
  );
  const messageId = seedSentTemplate(phone);

  // Leads' numbers and messages: nobody without a staff session gets past the login.
  await page.goto('/sandbox/whatsapp');
  await expect(page).toHaveURL(/\/admin\/login$/);
  const account = {
    email: staffEmail('sandbox-whatsapp'),
    password: 'senha-do-sandbox-whatsapp',
    role: 'admin' as const,
  };
  await createStaffUser(account);
  await logIn(page, account);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sandbox/whatsapp');
  await expect(page.getByRole('note')).toContainText(
    'Ambiente de teste — nenhuma mensagem sai para o WhatsApp de verdade',
  );
  const conversation = page.getByRole('link', { name: /Beatriz Lima/ });
  await expect(conversation).toContainText(PAY_LINK);
  await noAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}sandbox-whatsapp-390-conversas.png`, fullPage: true });

  await conversation.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beatriz Lima' })).toBeVisible();
  const ours = page.locator(`[data-message-id="${messageId}"]`);
  await expect(ours).toContainText('Modelo aprovado recuperacao_pix_15min');
  await expect(ours.getByRole('link', { name: PAY_LINK })).toHaveAttribute('href', PAY_LINK);
  await expect(ours).toContainText('Enviada');
  await page.screenshot({ path: `${SHOTS}sandbox-whatsapp-390-antes.png`, fullPage: true });

  await page.getByLabel('Mensagem do lead').fill('Oi! Posso pagar amanhã?');
  await page.getByRole('button', { name: 'Enviar como o lead' }).click();
  await expect(page.getByRole('list', { name: 'Mensagens' })).toContainText('Oi! Posso pagar amanhã?');
  await expect(page.getByLabel('Mensagem do lead')).toHaveValue('');

  await ours.getByRole('button', { name: 'Marcar como lida' }).click();
  await expect(ours).toContainText('Lida');
  await expect(ours.getByRole('button')).toHaveCount(0);
  expect(rowsOf(phone)).toEqual([
    expect.objectContaining({ id: messageId, direction: 'outbound', status: 'read' }),
    expect.objectContaining({ direction: 'inbound', body: 'Oi! Posso pagar amanhã?', status: 'received' }),
  ]);
  await noAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}sandbox-whatsapp-390-conversa.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}sandbox-whatsapp-1280-conversa.png`, fullPage: true });
  await page.goto('/sandbox/whatsapp');
  await expect(page.getByRole('link', { name: /Beatriz Lima/ })).toContainText(
    'Lead: Oi! Posso pagar amanhã?',
  );
  await page.screenshot({ path: `${SHOTS}sandbox-whatsapp-1280-conversas.png`, fullPage: true });
});
