// Issue 27, reproduction 16: at night the cadences send nothing and the screens said "0" with no
// sign that messages wait for 08:00. A message due at 23:30 São Paulo shows, on the cadence screen
// and in the WhatsApp sandbox, as queued and going at 08:00 the next morning.
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { DATABASE_PATH } from '../support/env.ts';
import { saveLeadByApi } from '../support/saved-lead.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';
import { insertCadenceRow, removeWhatsAppRows } from '../support/whatsapp-rows.ts';

const ADMIN = { email: staffEmail('fila'), password: 'uma-senha-longa-de-teste', role: 'admin' as const };
const SHOTS = process.env.SCREENSHOTS_DIR;

/** 23:30 in São Paulo (UTC−3) two days from now, and 08:00 the next morning as staff read it. */
function nightAndMorning(): { dueAt: string; morning: string } {
  const day = new Date(Date.now() + 2 * 86_400_000);
  const ymd = day.toISOString().slice(0, 10);
  const dueAt = new Date(`${ymd}T23:30:00-03:00`).toISOString();
  const next = new Date(Date.parse(`${ymd}T12:00:00-03:00`) + 86_400_000);
  const [year, month, date] = next.toISOString().slice(0, 10).split('-');
  return { dueAt, morning: `${date}/${month}/${year}, 08:00` };
}

test.beforeAll(async () => {
  await createStaffUser(ADMIN);
});

test('messages waiting for the send hours show as queued, with when they go', async ({ page, request }) => {
  const name = `Nina Noturna ${Date.now() % 100_000}`;
  const cadence = `Fila noturna ${Date.now() % 100_000}`;
  const cadenceId = crypto.randomUUID();
  const saved = await saveLeadByApi(request, name);
  const { dueAt, morning } = nightAndMorning();
  insertCadenceRow({ id: cadenceId, name: cadence, trigger: 'lead_captured', delays: [0] });
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO whatsapp_jobs (id, lead_id, cadence_id, step, subject_id, due_at, status, created_at, updated_at)
       VALUES (?, ?, ?, 0, ?, ?, 'pending', ?, ?)`,
    ).run(crypto.randomUUID(), saved.id, cadenceId, saved.id, dueAt, now, now);
  } finally {
    db.close();
  }

  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await logIn(page, ADMIN);

    await page.goto('/admin/cadencias');
    const row = page.getByRole('row').filter({ hasText: cadence });
    // Nothing sent yet (the row's cells after its name: trigger, status, steps, sent…).
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');
    await expect(row).toContainText(`1 aguardando · próxima sai em ${morning}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/optout-cadences-queue.png`, fullPage: true });

    await page.goto('/sandbox/whatsapp');
    const queued = page
      .getByRole('list', { name: 'Fila de envio' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(queued).toContainText(`${cadence} · passo 1`);
    await expect(queued).toContainText(`Sai em ${morning}`);
    await expect(page.getByRole('heading', { name: /na fila$/ })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/optout-sandbox-queue.png`, fullPage: true });
  } finally {
    removeWhatsAppRows([cadence], [], [saved.id]);
  }
});
