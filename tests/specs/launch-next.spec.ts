// Issue 29, as a launch team lives it: one launch, then the next. On a server of its own whose clock
// the test moves, a visitor registers for the first launch's call; an admin at 1280 px duplicates the
// launch into "Lançamento Março", changes its name, the call's date, the headline of '/', the lead
// modal's headline, the program's price, the exit popup's headline and the call's day-before WhatsApp
// reminder, previews it while visitors still see the current launch, and publishes it. Then a visitor
// on a phone sees only the new launch on '/', in the lead modal, in the calendar file, on the program
// page, in the payment modal, on the sandbox checkout and on '/obrigado', and the exit popup has the
// new words; the day before the new call the reminder, in the words staff wrote, reaches the new
// launch's registrant alone; each launch's debriefing lists its own people.
import { FREE_LIVE_CALL } from '@funil/core/offers';
import { formatPhone } from '@funil/core/phone';
import { expect, type Page, test } from '@playwright/test';
import { leaveByTheTop } from '../support/exit-intent.ts';
import { completeStepOne, completeStepTwoVerified } from '../support/lead-flow.ts';
import { OWN_DATABASE_PATH, OWN_SERVER_ORIGIN, ownServer } from '../support/own-server.ts';
import { ownServerStaff } from '../support/own-server-staff.ts';
import {
  approveOnSandbox,
  chargedAmount,
  requestPixCharge,
  shownPixCharge,
} from '../support/pix-in-modal.ts';
import { openSandboxConversation } from '../support/sandbox-whatsapp.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const ADMIN = {
  email: staffEmail('proximo-lancamento'),
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
  name: 'Marta Lançamentos',
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const BANNER = 'Pré-visualização — visitantes não veem esta versão';
const MARCH = {
  headline: 'Março: a IA trabalhando no seu negócio',
  modalHeadline: 'A turma de março começa agora',
  exitHeadline: '{nome}, a turma de março fecha logo',
  reminder: 'Oi, {primeiro_nome}! A turma de março começa amanhã, {data_evento}. Até lá!',
};

/** The new call, three days ahead in São Paulo, at 20:00: its date as the form takes it and as pages show it. */
function marchCall(): { date: string; shown: string; startsAt: Date } {
  const day = new Date(Date.now() + 3 * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
  const [, month, date] = day.split('-');
  return { date: day, shown: `${date}/${month}`, startsAt: new Date(`${day}T20:00:00-03:00`) };
}

// Ticks run only when the test moves the clock; every hour is a sending hour.
const admin = ownServerStaff(ADMIN);
const server = ownServer({ TEST_CLOCK: 'true', WHATSAPP_SEND_HOURS: '00-24', WHATSAPP_TICK_SECONDS: '3600' });

test.beforeAll(async () => {
  await server.start();
  await createStaffUser(ADMIN, OWN_DATABASE_PATH);
});
test.afterAll(() => server.stop());

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** On the spec's launch ('/' says the seats are sold), a visitor joins the waiting list and so the call. */
async function joinWaitlistOnHome(visitor: Page, name: string, handle: string) {
  await visitor.goto(`${OWN_SERVER_ORIGIN}/`);
  await visitor.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const phone = await completeStepOne(visitor, name);
  await completeStepTwoVerified(visitor, handle);
  return phone;
}

test('staff run the next launch: visitors see only it, and each launch reminds its own registrants', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const call = marchCall();

  // January: a visitor registers for the first launch's call.
  const january = await browser.newPage({ viewport: PHONE });
  const januaryPhone = await joinWaitlistOnHome(january, 'Joana Janeiro', 'joana.janeiro');
  await january.close();

  // The admin duplicates the launch and edits the copy.
  const staff = await browser.newPage({ viewport: DESKTOP });
  await staff.goto(`${OWN_SERVER_ORIGIN}/admin/login`);
  await logIn(staff, ADMIN);
  await admin.goto(staff, '/admin/lancamentos');
  const first = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: 'IA na Prática' }) });
  await first.getByRole('button', { name: 'Duplicar IA na Prática' }).click();
  const duplicate = staff.getByRole('dialog', { name: 'Duplicar IA na Prática' });
  await duplicate.getByLabel('Nome do lançamento').fill('Lançamento Março');
  await duplicate.getByRole('button', { name: 'Duplicar' }).click();
  const march = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: 'Lançamento Março' }) });
  await march.getByRole('link', { name: 'Editar Lançamento Março' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Lançamento Março' })).toBeVisible();
  const launchId = staff.url().split('/').pop() ?? '';

  await staff.getByLabel('Nome do lançamento').fill('Lançamento Março 2027');
  await staff
    .getByLabel('Fase do lançamento', { exact: true })
    .selectOption({ label: 'Captando inscrições para a call gratuita' });
  await staff.getByLabel('Data da call gratuita').fill(call.date);
  await staff.getByLabel('Preço do programa no PIX').fill('997,00');
  const texts = staff.getByRole('region', { name: 'Textos' });
  await texts
    .getByRole('group', { name: 'Fase "captando inscrições" (call gratuita)' })
    .getByLabel('Título', { exact: true })
    .fill(MARCH.headline);
  await texts
    .getByRole('group', { name: 'Modal de inscrição' })
    .getByLabel('Título', { exact: true })
    .fill(MARCH.modalHeadline);
  await texts
    .getByRole('group', { name: 'Popup de saída' })
    .getByLabel('Título para quem chega')
    .fill(MARCH.exitHeadline);
  await texts
    .getByRole('group', { name: 'Lembretes da call no WhatsApp' })
    .getByLabel('Na véspera')
    .fill(MARCH.reminder);
  await staff.getByRole('button', { name: 'Salvar lançamento' }).click();
  await expect(
    staff
      .getByRole('status')
      .filter({ hasText: 'Lançamento salvo. Os visitantes só o veem depois de publicado.' }),
  ).toBeVisible();

  // The preview shows the draft to staff; a visitor on the same address sees the current launch.
  await staff.goto(`${OWN_SERVER_ORIGIN}/?previa=${launchId}`);
  await expect(staff.getByText(BANNER)).toBeVisible();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(MARCH.headline);
  await shot(staff, 'next-launch-preview');
  const visitor = await browser.newPage({ viewport: PHONE });
  await visitor.goto(`${OWN_SERVER_ORIGIN}/?previa=${launchId}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('main')).not.toContainText(MARCH.headline);
  await expect(visitor.getByText(BANNER)).toHaveCount(0);

  // Published: it is the site's launch.
  await admin.goto(staff, '/admin/lancamentos');
  await staff.getByRole('button', { name: 'Publicar Lançamento Março 2027' }).click();
  await staff
    .getByRole('dialog', { name: 'Publicar Lançamento Março 2027?' })
    .getByRole('button', { name: 'Publicar', exact: true })
    .click();
  await expect(
    staff
      .getByRole('status')
      .filter({ hasText: 'Lançamento Março 2027 publicado: agora é o que os visitantes veem.' }),
  ).toBeVisible();

  // '/' and the lead modal: the new headline and the new date (the settings are cached for 30 s).
  await expect(async () => {
    await visitor.goto(`${OWN_SERVER_ORIGIN}/`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(MARCH.headline, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(visitor.getByRole('main')).toContainText(`${call.shown} às 20:00`);
  await shot(visitor, 'next-launch-home');
  await visitor.getByRole('button', { name: 'Quero minha vaga na call gratuita' }).click();
  const modal = visitor.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: MARCH.modalHeadline })).toBeVisible();
  await expect(modal).toContainText(call.shown);
  await shot(visitor, 'next-launch-lead-modal');
  const marchPhone = await completeStepOne(visitor, 'Mário Março');
  await completeStepTwoVerified(visitor, 'mario.marco');

  // The calendar file is the new call's.
  const ics = await visitor.request.get(
    `${OWN_SERVER_ORIGIN}/api/calendar/call-gratuita-ia-nos-negocios.ics`,
  );
  const utc = call.startsAt.toISOString().replaceAll(/[-:]/g, '').slice(0, 15);
  expect(await ics.text()).toContain(`DTSTART:${utc}Z`);

  // The program page, the payment modal, the PIX charged inside it and the thank-you page: R$ 997,00.
  await visitor.goto(`${OWN_SERVER_ORIGIN}/ianapratica`);
  await expect(visitor.getByRole('main')).toContainText('R$ 997,00');
  await expect(visitor.getByRole('main')).not.toContainText('R$ 1.797,00');
  await visitor.getByRole('button', { name: 'Quero garantir minha vaga' }).first().click();
  const payment = visitor.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
  await payment.getByRole('button', { name: /PIX\s*R\$ 997,00/ }).click();
  // Name and WhatsApp come from the lead Mário left; the e-mail he gives here.
  const charge = await requestPixCharge(visitor, { email: 'mario.marco@example.com' });
  await expect(chargedAmount(charge)).toHaveText('R$ 997,00');
  await approveOnSandbox(visitor, (await shownPixCharge(charge)).testPayUrl);
  await visitor.waitForURL(/\/obrigado\?/);
  const summary = visitor.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('R$ 997,00');
  await expect(visitor.getByRole('main')).not.toContainText('1.797,00');
  await shot(visitor, 'next-launch-thank-you');
  await visitor.close();

  // The exit popup speaks the new launch's words (on a desktop, where the pointer leaves by the top).
  const reader = await browser.newPage({ viewport: DESKTOP });
  await reader.goto(`${OWN_SERVER_ORIGIN}/ianapratica`);
  const popup = reader.getByRole('dialog', { name: 'amigo, a turma de março fecha logo' });
  await expect(async () => {
    await reader.mouse.move(400, 300);
    await leaveByTheTop(reader);
    await expect(popup).toBeVisible({ timeout: 500 });
  }).toPass();
  await shot(reader, 'next-launch-exit-popup');
  await reader.close();

  // The day before the new call, its registrant is reminded of it; January's registrant is not.
  await admin.moveTo(staff, new Date(call.startsAt.getTime() - 24 * 3_600_000 + 5 * 60_000));
  await admin.goto(staff, '/sandbox/whatsapp');
  await openSandboxConversation(staff, marchPhone.digits);
  const marchMessages = staff.getByRole('list', { name: 'Mensagens' }).getByRole('listitem');
  // In the words staff wrote for this launch, with the lead's name and the new call's date.
  const reminder = marchMessages.filter({ hasText: 'A turma de março começa amanhã' });
  await expect(reminder).toHaveCount(1);
  await expect(reminder).toContainText(
    `Oi, Mário! A turma de março começa amanhã, ${call.shown} às 20:00. Até lá!`,
  );
  await shot(staff, 'next-launch-reminder');
  await admin.goto(staff, '/sandbox/whatsapp');
  const januaryConversation = staff
    .getByRole('list', { name: 'Conversas' })
    .getByRole('link')
    .filter({ hasText: formatPhone(januaryPhone.digits) });
  // A conversation only exists once something was sent to the number (the welcome message, say).
  if ((await januaryConversation.count()) > 0) {
    await openSandboxConversation(staff, januaryPhone.digits);
    await expect(staff.getByRole('list', { name: 'Mensagens' })).not.toContainText(call.shown);
  }

  // Each launch's debriefing lists its own call's registrants, the first launch's still selectable.
  const registrantsOf = async (launchSlug: string) => {
    await admin.goto(staff, `/admin/debriefing?lancamento=${launchSlug}`);
    const callRow = staff
      .getByRole('table', { name: 'Eventos' })
      .getByRole('row')
      .filter({ hasText: FREE_LIVE_CALL.title });
    // The screen opens on the first event; another is opened with its button.
    await expect(callRow).toBeVisible();
    const open = callRow.getByRole('button', { name: 'Ver inscritos' });
    if (await open.isEnabled()) await open.click();
    return staff.getByRole('table', { name: /inscriç(ão|ões) em/ });
  };
  const januaryCall = await registrantsOf('ia-na-pratica');
  await expect(januaryCall).toContainText('Joana Janeiro');
  await expect(januaryCall).not.toContainText('Mário Março');
  const marchCallRegistrants = await registrantsOf('lancamento-marco');
  await expect(marchCallRegistrants).toContainText('Mário Março');
  await expect(marchCallRegistrants).not.toContainText('Joana Janeiro');
  await shot(staff, 'next-launch-debriefing');
});
