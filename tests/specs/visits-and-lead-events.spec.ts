// A lead's visits, its free-call registration and its lead events, on the host site, on the plain
// partner page (the embed) and on /parceiro/{code}, read back from the database: step 1 alone is
// reported, once; each page load of the known lead is a visit; a second save adds nothing twice.
import { fileURLToPath } from 'node:url';
import { FREE_LIVE_CALL } from '@funil/core/offers';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { DATABASE_PATH, PARTNER_ORIGIN, SERVER_ORIGIN } from '../support/env.ts';
import { leaveByTheTop } from '../support/exit-intent.ts';
import { completeStepOne } from '../support/lead-flow.ts';
import { captureSiteEvents, named, type SiteEvent } from '../support/site-events.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';
import { freeCallRegistrations, visitedLead, visitRows } from '../support/visit-rows.ts';

/** Codes of this run only, so a rerun against the same file never meets an old row. */
const RUN = Date.now().toString(36);
const PARTNER = { code: `visitas-${RUN}`, name: 'Estúdio Visitas' };

interface Surface {
  name: string;
  origin: string;
  /** The landing address, without the query the test adds. */
  path: string;
  cta: string;
}

const SURFACES: Surface[] = [
  { name: 'the host site', origin: SERVER_ORIGIN, path: '/', cta: 'Entrar na lista de espera' },
  {
    name: 'the plain partner page (embed)',
    origin: PARTNER_ORIGIN,
    path: '/partner-page.html',
    cta: 'Quero participar',
  },
  {
    name: '/parceiro/{code}',
    origin: SERVER_ORIGIN,
    path: `/parceiro/${PARTNER.code}`,
    cta: 'Quero minha vaga na call gratuita',
  },
];

const LEAD_EVENTS = ['FormSubmit', 'Lead', 'LeadCaptured'] as const;

test.beforeAll(() => {
  // Partners are created by staff, not by a public API: the test writes one as staff would.
  const db = new Database(DATABASE_PATH, { fileMustExist: true });
  try {
    const now = new Date().toISOString();
    db.prepare(
      'INSERT INTO partners (id, code, name, is_active, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)',
    ).run(crypto.randomUUID(), PARTNER.code, PARTNER.name, now, now);
  } finally {
    db.close();
  }
});

test.use({ viewport: { width: 1366, height: 768 } });

/** Counts of the lead events once every request the page started has landed. */
async function leadEventCounts(page: Page, events: () => SiteEvent[]) {
  await page.waitForLoadState('networkidle');
  const counts: Record<string, number> = {};
  for (const name of [...LEAD_EVENTS, 'InstagramProvided']) counts[name] = named(events(), name).length;
  return counts;
}

for (const surface of SURFACES) {
  test(`on ${surface.name}: step 1 is reported once, each page load is a visit, a second save adds nothing twice`, async ({
    page,
  }) => {
    // Two page loads and two saves, each waited for in the database.
    test.slow();
    const events = await captureSiteEvents(page, surface.origin);
    const clickId = `IwAR_${RUN}_${surface.origin.length}-x`;
    const landing = `${surface.origin}${surface.path}?utm_source=instagram&utm_campaign=junho&fbclid=${clickId}`;
    await page.goto(landing);
    await page.getByRole('button', { name: surface.cta }).click();
    const phone = await completeStepOne(page, 'Helena Prado');
    // The visitor leaves on step 2 without giving a handle.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(() => named(events(), 'LeadCaptured').length).toBe(1);
    expect(await leadEventCounts(page, events)).toEqual({
      FormSubmit: 1,
      Lead: 1,
      LeadCaptured: 1,
      InstagramProvided: 0,
    });
    const [captured] = named(events(), 'LeadCaptured');
    expect(captured?.custom_data).toMatchObject({
      lead_source: 'mentoria_modal',
      utm_source: 'instagram',
      utm_campaign: 'junho',
    });
    // Meta refuses unhashed contact data in custom_data: the name, WhatsApp and handle are not there.
    expect(Object.keys(captured?.custom_data ?? {}).sort()).toEqual([
      'lead_source',
      'region',
      'utm_campaign',
      'utm_source',
    ]);
    expect(JSON.stringify(captured?.custom_data)).not.toMatch(new RegExp(`Helena|Prado|${phone.digits}`));
    // No _fbc cookie: the click id of the URL, as Meta documents it.
    expect(captured?.user_data.fbc).toMatch(new RegExp(`^fb\\.1\\.\\d{13}\\.${clickId}$`));

    // The capture's page load is the lead's first visit, and the lead is registered for the call.
    const lead = visitedLead(phone.digits);
    expect(lead).toMatchObject({ visit_count: 1, visit_pending: 0 });
    const leadId = lead?.id ?? '';
    expect(freeCallRegistrations(leadId)).toEqual([{ status: 'registered', message_sent: 0 }]);

    // The returning lead's second page load.
    await page.goto(`${surface.origin}${surface.path}?utm_source=whatsapp`);
    await expect.poll(() => visitedLead(phone.digits)?.visit_count).toBe(2);
    const returning = visitedLead(phone.digits);
    expect(returning?.last_page_visit).toBe(surface.path);
    expect(JSON.parse(returning?.device_info ?? '{}')).toMatchObject({
      deviceType: 'desktop',
      viewportWidth: 1366,
      userAgent: expect.stringContaining('Chrome'),
    });
    expect(JSON.parse(returning?.url_params ?? '{}')).toEqual({ utm_source: 'whatsapp' });
    const visits = visitRows(leadId);
    expect(visits.map(({ page: path, device }) => ({ path, device }))).toEqual([
      { path: surface.path, device: 'desktop' },
      { path: surface.path, device: 'desktop' },
    ]);
    expect(new Set(visits.map((visit) => visit.visit_key)).size).toBe(2);
    // The click id stays with the visitor's later events.
    await expect.poll(() => named(events(), 'PageView').at(-1)?.user_data.fbc).toBe(captured?.user_data.fbc);

    // A second save on this page, now with a handle: the handle is reported once, nothing else again.
    await page.getByRole('button', { name: surface.cta }).click();
    await expect(dialog.getByLabel('Seu nome')).toHaveValue('Helena Prado');
    await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
    // Found by the look-up, hence a verified Instagram: only such a handle is InstagramProvided.
    await dialog.getByLabel('Seu Instagram').fill('helena.prado');
    await expect(dialog.getByText('Perfil encontrado! Confirme se está correto')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmar e continuar' }).click();
    // The embed ends on its own confirmation; the site's pages close the modal and show theirs.
    if (surface.origin === PARTNER_ORIGIN) await dialog.getByRole('button', { name: 'Entendi' }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(() => named(events(), 'InstagramProvided').length).toBe(1);
    expect(await leadEventCounts(page, events)).toEqual({
      FormSubmit: 1,
      Lead: 1,
      LeadCaptured: 1,
      InstagramProvided: 1,
    });
    expect(JSON.stringify(named(events(), 'InstagramProvided')[0]?.custom_data)).not.toContain('helena');
    expect(freeCallRegistrations(leadId)).toHaveLength(1);
    // Same page load: still two visits, and the save's pending mark is cleared by it.
    expect(visitedLead(phone.digits)).toMatchObject({ visit_count: 2, visit_pending: 0 });
    expect(visitRows(leadId)).toHaveLength(2);
  });
}

test('staff see the free-call sign-ups on /admin/debriefing', async ({ page, browser }) => {
  // A lead capture, then a staff account made by the real command and a login.
  test.slow();
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const name = `Inscrita ${RUN}`;
  await completeStepOne(page, name);
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();

  const staff = await browser.newPage();
  const account = {
    email: staffEmail('debriefing'),
    password: 'uma-senha-longa-de-teste',
    role: 'viewer' as const,
  };
  await createStaffUser(account);
  await logIn(staff, account);
  await staff.goto('/admin/debriefing');
  const events = staff.getByRole('table', { name: 'Eventos' });
  const call = events.getByRole('row', { name: new RegExp(FREE_LIVE_CALL.title) });
  await expect(call).toBeVisible();
  // The newest event is shown first; other specs may have added newer ones.
  const show = call.getByRole('button', { name: 'Ver inscritos' });
  if (await show.isEnabled()) await show.click();
  await expect(show).toBeDisabled();
  await expect(staff.getByRole('heading', { level: 2, name: FREE_LIVE_CALL.title })).toBeVisible();
  await expect(staff.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await staff.close();
});

test('a returning lead is greeted back, and its waiting room says the seat is taken', async ({ page }) => {
  test.slow();
  const shots = fileURLToPath(new URL('../.data/screenshots/', import.meta.url));
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const phone = await completeStepOne(page, 'Renata Campos');
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
  const leadId = visitedLead(phone.digits)?.id ?? '';

  // Minutes later, another page load: no "novamente" for someone who signed up minutes ago.
  await page.goto('/ianapratica');
  await expect.poll(() => visitedLead(phone.digits)?.visit_count).toBe(2);
  const sameDay = page.getByRole('dialog', {
    name: 'Renata, antes de sair preciso te contar umas verdades...',
  });
  await expect(async () => {
    await page.mouse.move(400, 300);
    await leaveByTheTop(page);
    await expect(sameDay).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(sameDay.getByText(/novamente|pessoas|garantiram/)).toHaveCount(0);
  await sameDay.getByRole('button', { name: 'Agora não' }).click();

  // Two days later (the browser's record of the visit moved back, a new session): greeted back
  // after the real days, with the real sign-ups since then, Renata's own among them.
  await page.evaluate(() => {
    localStorage.setItem('funil:lastVisitAt', String(Date.now() - 2 * 86_400_000));
    sessionStorage.clear();
  });
  await page.reload();
  const popup = page.getByRole('dialog', { name: 'Renata, que bom te ver novamente depois de 2 dias!' });
  await expect(async () => {
    await page.mouse.move(400, 300);
    await leaveByTheTop(page);
    await expect(popup).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(popup.getByText(/^Desde a sua última visita, \d+ pessoas? se cadastr/)).toBeVisible();
  await page.screenshot({ path: `${shots}returning-lead-exit-popup-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(popup).toBeVisible();
  await page.screenshot({ path: `${shots}returning-lead-exit-popup-390.png` });
  await popup.getByRole('button', { name: 'Agora não' }).click();

  await page.goto(`/sala-de-espera/${leadId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renata, sua vaga na call está garantida');
  await page.screenshot({ path: `${shots}returning-lead-waiting-room-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${shots}returning-lead-waiting-room-1366.png` });
});
