// Issue 27, reproduction 12: a lead who answers PARAR in WhatsApp is marked "Não quer mensagens" on
// every staff screen that lists or shows it, and none of them offers an enabled WhatsApp action:
// the leads list, the lead's page, Leads quentes, Oportunidades, Debriefing and the conversation.
import { expect, type Locator, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { DATABASE_PATH } from '../support/env.ts';
import { readDb } from '../support/lead-rows.ts';
import { writeFirstAsLead } from '../support/sandbox-whatsapp.ts';
import { saveLeadByApi } from '../support/saved-lead.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const ADMIN = { email: staffEmail('opt-out'), password: 'uma-senha-longa-de-teste', role: 'admin' as const };
const BADGE = 'Não quer mensagens';
const REASON = /WhatsApp desativado: o lead respondeu SAIR ou PARAR/;
const SHOTS = process.env.SCREENSHOTS_DIR;

function write(work: (db: Database.Database) => void): void {
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    work(db);
  } finally {
    db.close();
  }
}

/**
 * The lead as the form leaves it, engaged enough for Leads quentes and Oportunidades, with the
 * form's WhatsApp consent and a registration in an event of its own (Debriefing).
 */
function engagedLeadWithRegistration(leadId: string, eventTitle: string): string {
  const eventId = crypto.randomUUID();
  const now = new Date().toISOString();
  write((db) => {
    db.prepare(
      'UPDATE leads SET engagement_score = 95, visit_count = 12, last_visit = ?, time_on_page = 600 WHERE id = ?',
    ).run(now, leadId);
    db.prepare(
      `INSERT INTO consents (id, lead_id, text_version, purposes, granted_at, created_at, source)
       VALUES (?, ?, 'cadastro-2026-11-24', '["contact","marketing"]', ?, ?, 'site')`,
    ).run(crypto.randomUUID(), leadId, now, now);
    db.prepare(
      // An event of the site's launch, as every event has one (the debriefing lists a launch's events).
      `INSERT INTO events (id, slug, title, starts_at, ends_at, is_active, created_at, updated_at, launch_id)
       VALUES (?, ?, ?, '2020-01-10T12:00:00.000Z', '2020-01-10T15:00:00.000Z', 0, ?, ?,
               (SELECT launch_id FROM current_launch WHERE id = 'site'))`,
    ).run(eventId, `opt-out-${eventId}`, eventTitle, now, now);
    db.prepare(
      `INSERT INTO event_registrations (id, event_id, lead_id, registration_date, message_sent, created_at, updated_at)
       VALUES (?, ?, ?, ?, 0, ?, ?)`,
    ).run(crypto.randomUUID(), eventId, leadId, now, now, now);
  });
  return eventId;
}

/** The part of the screen about this lead shows the badge and no enabled WhatsApp action. */
async function markedAndDisabled(scope: Locator, action: string | RegExp) {
  await expect(scope.getByText(BADGE, { exact: true })).toBeVisible();
  await expect(scope.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  const button = scope.getByRole('button', { name: action });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(REASON);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/optout-${name}.png`, fullPage: true });
}

test.beforeAll(async () => {
  await createStaffUser(ADMIN);
});

test('a lead who answered PARAR is marked, and offered no WhatsApp, on every staff screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Paula Parar ${Date.now() % 100_000}`;
  const saved = await saveLeadByApi(request, name);
  const phone = readDb(
    (db) => (db.prepare('SELECT phone FROM leads WHERE id = ?').get(saved.id) as { phone: string }).phone,
  );
  const eventTitle = `Imersão de teste ${saved.id.slice(0, 8)}`;
  const eventId = engagedLeadWithRegistration(saved.id, eventTitle);

  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await logIn(page, ADMIN);

    // The lead writes PARAR from their WhatsApp (the sandbox delivers the webhook Meta would).
    await page.goto('/sandbox/whatsapp');
    await writeFirstAsLead(page, phone, 'PARAR');

    // Leads list.
    await page.goto(`/admin/dashboard?q=${encodeURIComponent(name)}`);
    const listRow = page.getByRole('row').filter({ hasText: name });
    await expect(listRow.getByText(BADGE, { exact: true })).toBeVisible();
    await shot(page, 'leads-list');

    // The lead's page says so under its name.
    await page.goto(`/admin/leads/${saved.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(BADGE, { exact: true })).toBeVisible();
    await expect(page.getByText(REASON).first()).toBeVisible();
    await shot(page, 'lead-detail');

    // Leads quentes: "Chamar no WhatsApp" is there, disabled, with the reason.
    await page.goto('/admin/hot-leads');
    await markedAndDisabled(page.getByRole('row').filter({ hasText: name }), 'Chamar no WhatsApp');
    await shot(page, 'hot-leads');

    // Qualificação lists it too (no WhatsApp action there).
    await page.goto('/admin/qualification');
    await expect(
      page.getByRole('row').filter({ hasText: name }).getByText(BADGE, { exact: true }),
    ).toBeVisible();

    // Oportunidades: "Enviar WhatsApp".
    await page.goto('/opportunities');
    await markedAndDisabled(page.getByRole('listitem').filter({ hasText: name }), /Enviar WhatsApp/);

    // Debriefing: no "Pendente", no "Abrir WhatsApp" to use, nothing to mark sent.
    await page.goto('/admin/debriefing');
    await page
      .getByRole('row')
      .filter({ hasText: eventTitle })
      .getByRole('button', { name: 'Ver inscritos' })
      .click();
    const registration = page.getByRole('row').filter({ hasText: name });
    await markedAndDisabled(registration, /Abrir WhatsApp/);
    await expect(registration.getByText('Pendente')).toHaveCount(0);
    await expect(registration.getByRole('button', { name: /Marcar como enviada/ })).toHaveCount(0);
    await shot(page, 'debriefing');

    // The conversation: the reply box is closed, and says why.
    await page.goto(`/admin/whatsapp/conversas/${saved.id}`);
    await expect(page.getByText(BADGE, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Responder pelo WhatsApp')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Enviar resposta' })).toBeDisabled();

    // A phone-sized screen keeps the badge and the reason readable.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/hot-leads');
    await markedAndDisabled(page.getByRole('row').filter({ hasText: name }), 'Chamar no WhatsApp');
    await shot(page, 'hot-leads-phone');
  } finally {
    write((db) => {
      db.prepare('DELETE FROM event_registrations WHERE event_id = ?').run(eventId);
      db.prepare('DELETE FROM events WHERE id = ?').run(eventId);
    });
  }
});
