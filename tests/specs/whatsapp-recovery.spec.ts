// Issue 18's WhatsApp, as the people in it live it, on a server of its own whose clock the test
// moves (TEST_CLOCK). Recovery: a visitor leaves the lead and makes a PIX charge without paying; 15
// minutes later the recovery message with the checkout's link is in the sandbox conversation; the
// visitor pays; no further recovery message goes out; the recovery report credits that step with one
// sale of R$ 1.797,00. Conversation: a lead writes, staff answer inside the 24 h window, and the
// lead's PARAR stops everything.
import { expect, type Page, test } from '@playwright/test';
import { completeStepOne, completeStepTwoVerified } from '../support/lead-flow.ts';
import { OWN_DATABASE_PATH, OWN_SERVER_ORIGIN, ownServer } from '../support/own-server.ts';
import { ownServerStaff } from '../support/own-server-staff.ts';
import {
  approveOnSandbox,
  pixChargeDialog,
  requestPixCharge,
  shownPixCharge,
} from '../support/pix-in-modal.ts';
import { openSandboxConversation, writeFirstAsLead } from '../support/sandbox-whatsapp.ts';
import { createStaffUser, logIn, staffEmail } from '../support/staff.ts';

const ADMIN = {
  email: staffEmail('recuperacao'),
  password: 'uma-senha-longa-de-teste',
  role: 'admin' as const,
};
const PHONE = { width: 390, height: 844 };

// Ticks run only when the test moves the clock; every hour is a sending hour, so the test does not
// depend on when CI runs (quiet hours have their own test in the runner's suite).
const admin = ownServerStaff(ADMIN);
const server = ownServer({ TEST_CLOCK: 'true', WHATSAPP_SEND_HOURS: '00-24', WHATSAPP_TICK_SECONDS: '3600' });

test.beforeAll(async () => {
  await server.start();
  await createStaffUser(ADMIN, OWN_DATABASE_PATH);
});
test.afterAll(() => server.stop());

/** The messages of one number in the sandbox's conversation, as the staff member reads them. */
async function conversation(staff: Page, phoneDigits: string) {
  await admin.goto(staff, '/sandbox/whatsapp');
  await openSandboxConversation(staff, phoneDigits);
  return staff.getByRole('list', { name: 'Mensagens' }).getByRole('listitem');
}

test('a PIX left unpaid gets its 15-minute recovery message, and nothing more once paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);

  // The visitor leaves the lead (the form's notice is their WhatsApp consent)...
  await page.goto(`${OWN_SERVER_ORIGIN}/`);
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const phone = await completeStepOne(page, 'Renata Recuperada');
  await completeStepTwoVerified(page, 'renata.ia');

  // ...and makes a PIX charge in the offer's payment modal (issue 30: name and WhatsApp come from
  // the lead), then leaves without paying. The charge's own page is the link the reminders send.
  await page.goto(`${OWN_SERVER_ORIGIN}/remarketing`);
  await page.getByRole('button', { name: 'Quero garantir minha vaga' }).first().click();
  await page
    .getByRole('dialog', { name: 'Escolha a forma de pagamento' })
    .getByRole('button', { name: /^PIX/ })
    .click();
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/payments/pix-charge') && res.request().method() === 'POST',
  );
  const charge = await requestPixCharge(page, { email: 'renata.recuperada@example.com' });
  const { checkoutId } = await (await created).json();
  const { payload, testPayUrl } = await shownPixCharge(charge);
  // On the server's public origin (127.0.0.1 here), as the test page's link is.
  const checkoutLink = new URL(`/pagamento/pix?checkout=${checkoutId}`, testPayUrl).href;
  await page.goto(`${OWN_SERVER_ORIGIN}/`);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await staff.goto(`${OWN_SERVER_ORIGIN}/admin/login`);
  await logIn(staff, ADMIN);

  // Ten minutes on, nothing about the checkout yet; at sixteen, the recovery message with its link.
  await admin.advance(staff, 10);
  await expect(await conversation(staff, phone.digits)).not.toContainText([checkoutLink]);
  await admin.advance(staff, 6);
  const recovery = (await conversation(staff, phone.digits)).filter({ hasText: checkoutLink });
  await expect(recovery).toHaveCount(1);
  await expect(recovery.getByRole('link', { name: checkoutLink })).toBeVisible();
  if (process.env.SCREENSHOTS_DIR)
    await staff.screenshot({
      path: `${process.env.SCREENSHOTS_DIR}/whatsapp-recovery-message.png`,
      fullPage: true,
    });

  // The visitor opens that link: the modal shows the same charge again; the bank pays it and the
  // page goes on by itself.
  await page.goto(checkoutLink);
  await expect(pixChargeDialog(page).getByLabel('PIX copia e cola')).toHaveValue(payload);
  await approveOnSandbox(page, testPayUrl);
  await page.waitForURL(/\/obrigado\?/);

  // The 3-hour and next-day steps come due and are dropped: the checkout is paid.
  await admin.advance(staff, 3 * 60);
  await expect((await conversation(staff, phone.digits)).filter({ hasText: checkoutLink })).toHaveCount(1);
  await admin.advance(staff, 22 * 60);
  await expect((await conversation(staff, phone.digits)).filter({ hasText: checkoutLink })).toHaveCount(1);

  // The report credits the 15-minute step with the sale, at the checkout's own price.
  await admin.goto(staff, '/admin/whatsapp/recuperacao');
  const totals = staff.getByRole('list', { name: 'Totais da recuperação' }).getByRole('listitem');
  await expect(totals).toHaveText([
    'Vendas recuperadas1',
    'Receita recuperadaR$ 1.797,00',
    'Mensagens de recuperação enviadas1',
  ]);
  const steps = staff
    .getByRole('table', { name: 'Recuperação por passo: Recuperação de checkout' })
    .getByRole('row');
  // Messages sent, sales recovered and revenue of the 15-minute step; the later steps sent nothing.
  await expect(steps.filter({ hasText: 'Passo 1' }).getByRole('cell')).toHaveText([
    '15 minutos depois',
    '1',
    '1',
    'R$ 1.797,00',
  ]);
  await expect(steps.filter({ hasText: 'Passo 2' }).getByRole('cell')).toHaveText([
    '3 horas depois',
    '0',
    '0',
    'R$ 0,00',
  ]);
  if (process.env.SCREENSHOTS_DIR) {
    await staff.screenshot({
      path: `${process.env.SCREENSHOTS_DIR}/whatsapp-recovery-report.png`,
      fullPage: true,
    });
  }
  await staffContext.close();
});

test('a lead who writes gets a staff answer, and PARAR stops every message after it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto(`${OWN_SERVER_ORIGIN}/`);
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const phone = await completeStepOne(page, 'Caio Conversa');
  await completeStepTwoVerified(page, 'caio.ia');
  const [lead] = server.leadsByPhone(phone.digits);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await staff.goto(`${OWN_SERVER_ORIGIN}/admin/login`);
  await logIn(staff, ADMIN);

  // The lead writes first (through the sandbox, as WhatsApp would deliver it)...
  await admin.goto(staff, '/sandbox/whatsapp');
  await writeFirstAsLead(staff, phone.digits, 'Oi! Posso pagar no cartão de outra pessoa?');

  // ...and staff answer from the conversation view, inside the window the message opened.
  await admin.goto(staff, `/admin/whatsapp/conversas/${lead?.id}`);
  const messages = staff.getByRole('list', { name: 'Mensagens' });
  await expect(messages).toContainText('Posso pagar no cartão de outra pessoa?');
  await expect(staff.getByText(/Janela de 24 h aberta até/)).toBeVisible();
  await staff
    .getByLabel('Responder pelo WhatsApp')
    .fill('Pode sim, Caio! O cartão não precisa estar no seu nome.');
  await staff.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(messages).toContainText('Pode sim, Caio!');
  if (process.env.SCREENSHOTS_DIR)
    await staff.screenshot({
      path: `${process.env.SCREENSHOTS_DIR}/whatsapp-conversation.png`,
      fullPage: true,
    });
  const received = await conversation(staff, phone.digits);
  await expect(received.filter({ hasText: 'Pode sim, Caio!' })).toHaveCount(1);

  // PARAR: the lead is out, and the welcome their sign-up would have had never goes.
  await staff.getByLabel('Mensagem do lead').fill('PARAR');
  await staff.getByRole('button', { name: 'Enviar como o lead' }).click();
  await admin.advance(staff, 5);
  await expect(await conversation(staff, phone.digits)).toHaveCount(3);
  await admin.goto(staff, `/admin/whatsapp/conversas/${lead?.id}`);
  await expect(staff.getByText('Não quer mensagens', { exact: true })).toBeVisible();
  await expect(
    staff.getByText(
      'WhatsApp desativado: o lead respondeu SAIR ou PARAR ou retirou o consentimento de contato.',
    ),
  ).toBeVisible();
  await expect(staff.getByLabel('Responder pelo WhatsApp')).toBeDisabled();
  await staffContext.close();
});
