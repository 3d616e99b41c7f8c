// The staff WhatsApp screens in Chromium with a real login: an admin creates a cadence (the server's
// pt-BR messages under the refused fields first), previews it with a real lead and pauses it; the lead
// detail lists a lead's messages with their status and sender, the conversation view shows them as a
// chat, and the recovery report credits a paid checkout to the step that last wrote before payment.
import { expect, test } from '@playwright/test';
import { expectAccessibleAndFitting, watchConsole } from '../support/page-checks.ts';
import { saveLeadByApi } from '../support/saved-lead.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';
import {
  backdateLead,
  insertCadenceRow,
  insertConsent,
  insertMessage,
  insertPaidCheckout,
  removeWhatsAppRows,
} from '../support/whatsapp-rows.ts';

const PASSWORD = 'uma-senha-longa-de-teste';
const ADMIN = {
  email: staffEmail('cadencias'),
  password: PASSWORD,
  role: 'admin' as const,
  name: 'Bia Cadências',
};
const VIEWER = { email: staffEmail('leitor-wa'), password: PASSWORD, role: 'viewer' as const };
/** Letters only (the lead form refuses digits in a name), different on every run. */
const TAG = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const CADENCE_NAME = `Recuperação ${TAG}`;
const REPORT_CADENCE = `PIX expirando ${TAG}`;
const SHOTS = process.env.SCREENSHOTS_DIR;

const checkouts: string[] = [];
const leads: string[] = [];

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  await createStaffUser(ADMIN);
  await createStaffUser(VIEWER);
});

// The e2e database is shared by every spec: what this one added goes, so no other report counts it.
test.afterAll(() => removeWhatsAppRows([CADENCE_NAME, REPORT_CADENCE], checkouts, leads));

test('an admin creates a cadence, is told what to fix, previews it with a real lead and pauses it', async ({
  page,
  request,
}) => {
  const lead = await saveLeadByApi(request, `Marina ${TAG} Prado`);
  leads.push(lead.id);
  await logIn(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Áreas da equipe' })
    .getByRole('link', { name: 'Cadências WhatsApp' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadências de WhatsApp' })).toBeVisible();
  await page.getByRole('link', { name: 'Nova cadência' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova cadência' })).toBeVisible();

  // Nothing typed and a variable that does not exist: the server names each field, in pt-BR.
  await page.getByLabel('Mensagem').fill('Oi {apelido}');
  await page.getByRole('button', { name: 'Criar cadência' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nada foi salvo: corrija os campos marcados.');
  await expect(page.getByText('Dê um nome à cadência (até 120 caracteres).')).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A mensagem usa uma variável que não existe: {apelido}.')).toBeVisible();

  // Watched from here: the refused save above is a 400 the browser logs, by design.
  const errors = watchConsole(page);
  await page.getByLabel('Nome', { exact: true }).fill(CADENCE_NAME);
  await page.getByLabel('Começa quando').selectOption({ label: 'Checkout criado e não pago' });
  const text = page.getByLabel('Mensagem');
  await text.fill('Oi ');
  await page.getByRole('button', { name: '{primeiro_nome}' }).click();
  await text.press('End');
  await text.pressSequentially(', seu PIX ainda está aberto.');
  await expect(text).toHaveValue('Oi {primeiro_nome}, seu PIX ainda está aberto.');
  await expect(page.getByText('15 minutos depois')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar passo' }).click();
  const second = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Passo 2' }) });
  await second.getByLabel('Espera', { exact: true }).fill('3');
  await second.getByLabel('Unidade da espera do passo 2').selectOption({ label: 'horas' });
  await expect(second.getByText('3 horas depois')).toBeVisible();
  await second.getByLabel('Mensagem').fill('{primeiro_nome}, últimas horas para garantir sua vaga.');
  await page.getByLabel('Parar quando o lead responder').uncheck();
  await page.getByRole('button', { name: 'Criar cadência' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CADENCE_NAME })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cadencias\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(CADENCE_NAME);

  // The preview: each step as this lead would read it.
  await page.getByLabel('Buscar lead por nome, telefone ou e-mail').fill(`Marina ${TAG}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: new RegExp(`Marina ${TAG} Prado`) }).click();
  const preview = page.getByRole('region', { name: 'Prévia com um lead' });
  await expect(preview.getByText('Oi Marina, seu PIX ainda está aberto.')).toBeVisible();
  await expect(preview.getByText('Marina, últimas horas para garantir sua vaga.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cadence-edit.png`, fullPage: true });
  await expectAccessibleAndFitting(page);

  await page.getByRole('button', { name: 'Pausar cadência' }).click();
  await expect(page.getByRole('button', { name: 'Retomar cadência' })).toBeVisible();
  await expect(page.getByText('Pausada: nenhum passo novo é agendado')).toBeVisible();

  await page.getByRole('link', { name: '← Voltar para as cadências' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: CADENCE_NAME }) });
  await expect(row).toContainText('Checkout criado e não pago');
  await expect(row).toContainText('Pausada');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row.getByRole('button', { name: `Retomar ${CADENCE_NAME}` })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cadences.png`, fullPage: true });
  await expectAccessibleAndFitting(page);
  expect(errors).toEqual([]);
});

test('the lead detail lists every WhatsApp message; the conversation and the recovery report read them', async ({
  page,
  request,
}) => {
  const lead = await saveLeadByApi(request, `Rafael ${TAG} Lima`);
  leads.push(lead.id);
  const phone = '5511900000000';
  // All of it three hours ago and more: older than what the server's WhatsApp planner looks back on,
  // so the default cadences (the sign-up welcome, the buyers' welcome) write nothing more to this lead.
  const minutesAgo = (minutes: number) => new Date(Date.now() - (180 + minutes) * 60_000).toISOString();
  backdateLead(lead.id, minutesAgo(130));
  const cadenceId = crypto.randomUUID();
  insertCadenceRow({ id: cadenceId, name: REPORT_CADENCE, trigger: 'pix_expiring', delays: [15, 60] });
  insertConsent(lead.id, minutesAgo(120));
  const checkoutId = insertPaidCheckout(lead.id, minutesAgo(100), minutesAgo(40));
  checkouts.push(checkoutId);
  insertMessage({
    leadId: lead.id,
    phone,
    direction: 'outbound',
    body: 'Rafael, seu PIX expira em 15 minutos.',
    status: 'read',
    at: minutesAgo(85),
    cadenceId,
    step: 0,
    checkoutId,
  });
  insertMessage({
    leadId: lead.id,
    phone,
    direction: 'inbound',
    body: 'Já vou pagar!',
    status: 'received',
    at: minutesAgo(50),
  });
  insertMessage({
    leadId: lead.id,
    phone,
    direction: 'outbound',
    body: 'Qualquer dúvida, estamos aqui.',
    status: 'delivered',
    at: minutesAgo(45),
    sentBy: ADMIN.email,
  });

  await page.goto(`/admin/leads/${lead.id}`);
  await logIn(page, VIEWER);
  // Watched from here: before the login the staff area's guard meets 401s, by design.
  const errors = watchConsole(page);
  const section = page.getByRole('region', { name: 'Mensagens no WhatsApp' });
  const log = section.getByRole('table', { name: 'Mensagens de WhatsApp' });
  await expect(log.getByRole('row')).toHaveCount(4);
  const rows = log.getByRole('row');
  await expect(rows.nth(1)).toContainText('Qualquer dúvida, estamos aqui.');
  await expect(rows.nth(1)).toContainText('Entregue');
  await expect(rows.nth(1)).toContainText(`Equipe (${ADMIN.email})`);
  await expect(rows.nth(2)).toContainText('Recebida do lead');
  await expect(rows.nth(2)).toContainText('Recebida');
  await expect(rows.nth(3)).toContainText('Lida');
  await expect(rows.nth(3)).toContainText(`${REPORT_CADENCE} · Passo 1`);
  // São Paulo time, as every staff screen writes instants.
  await expect(rows.nth(3).getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/lead-log.png` });

  await section.getByRole('link', { name: 'Abrir a conversa no WhatsApp' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Conversa com Rafael ${TAG} Lima` }),
  ).toBeVisible();
  const chat = page.getByRole('list', { name: 'Mensagens', exact: true });
  await expect(chat.getByRole('listitem')).toHaveCount(3);
  await expect(chat.getByRole('listitem').nth(1)).toContainText('Já vou pagar!');
  await expect(page.getByText(/Janela de 24 h aberta até/)).toBeVisible();
  // A viewer reads; only admins answer.
  await expect(page.getByLabel('Responder pelo WhatsApp')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/conversation.png`, fullPage: true });
  await expectAccessibleAndFitting(page);

  await page.goto('/admin/whatsapp/recuperacao');
  const card = page.getByRole('region', { name: REPORT_CADENCE });
  const first = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Passo 1' }) });
  await expect(first.getByRole('cell')).toHaveText([
    '15 minutos antes de o PIX expirar',
    '1',
    '1',
    'R$\u00a01.797,00',
  ]);
  const secondStep = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Passo 2' }) });
  await expect(secondStep.getByRole('cell')).toHaveText([
    '1 hora antes de o PIX expirar',
    '0',
    '0',
    'R$\u00a00,00',
  ]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/recovery.png`, fullPage: true });
  await expectAccessibleAndFitting(page);
  expect(errors).toEqual([]);
});

test('an admin gets the reply box while the lead’s 24 h window is open, and a closed one says why', async ({
  page,
  request,
}) => {
  const open = await saveLeadByApi(request, `Clara ${TAG} Nunes`);
  const closed = await saveLeadByApi(request, `Davi ${TAG} Rocha`);
  leads.push(open.id, closed.id);
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  for (const [lead, wrote] of [
    [open, 2],
    [closed, 30],
  ] as const) {
    insertConsent(lead.id, hoursAgo(48));
    insertMessage({
      leadId: lead.id,
      phone: '5511900000001',
      direction: 'inbound',
      body: 'Oi!',
      status: 'received',
      at: hoursAgo(wrote),
    });
  }

  await page.goto(`/admin/whatsapp/conversas/${open.id}`);
  await logIn(page, ADMIN);
  const errors = watchConsole(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `Conversa com Clara ${TAG} Nunes` }),
  ).toBeVisible();
  const box = page.getByLabel('Responder pelo WhatsApp');
  const send = page.getByRole('button', { name: 'Enviar resposta' });
  await expect(box).toBeEnabled();
  await expect(send).toBeDisabled();
  await box.fill('Oi Clara, como posso ajudar?');
  await expect(send).toBeEnabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/conversation-admin.png`, fullPage: true });
  await expectAccessibleAndFitting(page);

  await page.goto(`/admin/whatsapp/conversas/${closed.id}`);
  await expect(
    page.getByText('Janela de 24 h fechada: só modelos aprovados podem ser enviados'),
  ).toBeVisible();
  await expect(page.getByLabel('Responder pelo WhatsApp')).toBeDisabled();
  expect(errors).toEqual([]);
});
