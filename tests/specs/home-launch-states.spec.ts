// '/' shows the launch as it stands (issue 16): the free-call sign-up while capturing, the program's
// offer while selling, the waitlist when sold out (the spec's home page, word for word), each with a
// next step that works; the launch is set by writing its settings row, read with no restart. The
// contacts the settings hold (team WhatsApp, mailboxes) reach the pages that name them.
import { defaultLaunchSettingsAt } from '@funil/core/launch-settings';
import { expect, type Page, test } from '@playwright/test';
import { resetLaunchSettings, setLaunchSettings } from '../support/launch-rows.ts';
import { completeStepOne } from '../support/lead-flow.ts';
import { findLeadsByPhone, readDb } from '../support/lead-rows.ts';

const CALL_GROUP = 'https://chat.whatsapp.com/GrupoDaCallMarco2026';

test.use({ viewport: { width: 390, height: 844 } });

// The e2e database is shared by every spec: each test starts and ends on the spec's defaults.
test.beforeEach(() => resetLaunchSettings());
test.afterAll(() => resetLaunchSettings());

/** Step 2 without a verified handle (the demo provider answers 404 for 'naoexiste…'). */
async function finishWithoutInstagram(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Seu Instagram').fill('naoexiste.lista');
  await dialog.getByRole('button', { name: 'Continuar sem verificar Instagram' }).click();
  await expect(dialog).toBeHidden();
}

/** The free call's registrations of a stored lead. */
const freeCallRegistrations = (leadId: string) =>
  readDb(
    (db) =>
      (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM event_registrations r JOIN events e ON e.id = r.event_id
             WHERE r.lead_id = ? AND e.slug = 'call-gratuita-ia-nos-negocios'`,
          )
          .get(leadId) as { n: number }
      ).n,
  );

test('sold out (the spec defaults): the waitlist, word for word, records the lead and says what happens next', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vagas esgotadas');
  // A fresh install names no past date: the spec's 26 April, in a year still ahead (decision 0022).
  const { immersion } = defaultLaunchSettingsAt(new Date());
  expect(Date.parse(`${immersion.date}T12:00:00Z`)).toBeGreaterThan(Date.now());
  await expect(
    page.getByText(`Imersão IA na Prática · 26 de abril de ${immersion.date.slice(0, 4)}`),
  ).toBeVisible();
  await expect(page.getByText(/de 2025/)).toHaveCount(0);
  await expect(page.locator('main .lead')).toHaveText(
    'Todas as vagas da Imersão IA na Prática foram preenchidas. Foi um dia inteiro, online e ao vivo, das 09:00 às 17:00, colocando a inteligência artificial para trabalhar de verdade em negócios como o seu.',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Quer a próxima turma?' })).toBeVisible();
  await expect(
    page.getByText(
      'Entre na lista de espera: você é avisado no WhatsApp antes de todo mundo quando abrirmos novas vagas, e já garante seu lugar na call gratuita no Zoom em 11/06 às 20:00.',
    ),
  ).toBeVisible();
  await expect(page.locator('.facts')).toContainText('R$ 97,00');

  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const phone = await completeStepOne(page, 'Lúcia Prado');
  await finishWithoutInstagram(page);
  await expect(page.getByRole('status')).toHaveText(
    'Pronto, Lúcia! Você está na lista de espera. Fique de olho no seu WhatsApp.',
  );
  await expect(page.getByRole('button', { name: 'Entrar na lista de espera' })).toHaveCount(0);

  await expect.poll(() => findLeadsByPhone(phone.digits)).toHaveLength(1);
  const [lead] = findLeadsByPhone(phone.digits);
  expect(lead).toEqual(expect.objectContaining({ name: 'Lúcia Prado', instagram: 'naoexiste.lista' }));
  expect(freeCallRegistrations(lead?.id ?? '')).toBe(1);
});

test('sold out with the immersion on sale: a waitlist that does not call the immersion sold out', async ({
  page,
}) => {
  setLaunchSettings((s) => ({ ...s, immersion: { ...s.immersion, onSale: true } }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lista de espera');
  await expect(page.getByText(/esgotad|preenchidas/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(page.getByRole('dialog').getByLabel('Seu nome')).toBeVisible();
});

test('capturing: the free-call sign-up saves the lead and says when the call is, with its group and calendar', async ({
  page,
  request,
}) => {
  setLaunchSettings((s) => ({
    ...s,
    state: 'capturing',
    freeCall: { ...s.freeCall, date: '2026-03-02', time: '19:30' },
    contacts: { ...s.contacts, callGroupUrl: CALL_GROUP },
  }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Call gratuita: automatize seu negócio com IA',
  );
  await expect(page.getByText('Call gratuita no Zoom · 02/03 às 19:30')).toBeVisible();
  await expect(page.getByText('11/06')).toHaveCount(0);

  await page.getByRole('button', { name: 'Quero minha vaga na call gratuita' }).click();
  const phone = await completeStepOne(page, 'Paula Mendes');
  await finishWithoutInstagram(page);

  await expect(page.getByRole('status')).toHaveText(
    'Pronto, Paula! Sua vaga na call de 02/03 às 19:30 está garantida.',
  );
  await expect(
    page.getByText('A call é no dia 2 de março de 2026, às 19:30 (horário de Brasília), ao vivo no Zoom.'),
  ).toBeVisible();
  const group = page.getByRole('link', { name: /Entrar no grupo da call no WhatsApp/ });
  await expect(group).toHaveAttribute('href', CALL_GROUP);
  await expect(group).toBeVisible();

  const calendar = page.getByRole('link', { name: 'Adicionar à agenda (.ics)' });
  await expect(calendar).toHaveAttribute('href', '/api/calendar/call-gratuita-ia-nos-negocios.ics');
  const ics = await request.get('/api/calendar/call-gratuita-ia-nos-negocios.ics');
  expect(ics.status()).toBe(200);
  // 19:30 in São Paulo.
  expect(await ics.text()).toContain('DTSTART:20260302T223000Z');

  await expect.poll(() => findLeadsByPhone(phone.digits)).toHaveLength(1);
  const [lead] = findLeadsByPhone(phone.digits);
  expect(freeCallRegistrations(lead?.id ?? '')).toBe(1);
  await page.getByRole('link', { name: 'Ver minha sala de espera' }).click();
  await expect(page).toHaveURL(new RegExp(`/sala-de-espera/${lead?.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paula, sua vaga na call está garantida');
  await expect(page.getByText('Call gratuita no Zoom · 02/03 às 19:30')).toBeVisible();
});

test('selling: the program offer at the launch prices, whose button opens the payment modal', async ({
  page,
}) => {
  setLaunchSettings((s) => ({
    ...s,
    state: 'selling',
    program: { pixPriceCents: 199_700, cardInstallments: 10, cardTotalCents: 220_000 },
  }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrições abertas para o IA NA PRÁTICA');
  const pricing = page.locator('#investimento');
  await expect(pricing).toContainText('R$ 1.997,00');
  await expect(pricing).toContainText('10x de R$ 220,00');
  await expect(pricing).toContainText('total de R$ 2.200,00');
  await expect(page.getByText('1.797')).toHaveCount(0);

  await page.getByRole('link', { name: 'Ver as condições' }).click();
  await expect(pricing).toBeInViewport();
  await pricing.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
  await expect(page.getByRole('dialog', { name: 'Escolha a forma de pagamento' })).toBeVisible();
});

test('/remarketing and /direto sell through the payment modal', async ({ page }) => {
  for (const path of ['/remarketing', '/direto']) {
    await page.goto(path);
    const pricing = page.locator('#investimento');
    await expect(pricing).toContainText('R$ 1.797,00');
    await pricing.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
    const dialog = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test("the team's WhatsApp and the mailboxes come from the settings; without a number no WhatsApp button shows", async ({
  page,
}) => {
  await page.goto('/remarketing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);

  setLaunchSettings((s) => ({
    ...s,
    contacts: {
      ...s.contacts,
      teamWhatsapp: '11987654321',
      privacyEmail: 'dpo@empresa-exemplo.com.br',
      supportEmail: 'ajuda@empresa-exemplo.com.br',
    },
  }));
  // A new visit (the public settings may be cached for 30 s by the browser that read them).
  const fresh = await page
    .context()
    .browser()
    ?.newPage({ viewport: { width: 390, height: 844 } });
  if (!fresh) throw new Error('no browser');
  await fresh.goto(new URL('/whats', page.url()).href);
  const chat = fresh.getByRole('link', { name: /Abrir conversa no WhatsApp/ });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=/);
  await fresh.goto(new URL('/politica-de-privacidade', page.url()).href);
  await expect(fresh.getByText(/dpo@empresa-exemplo\.com\.br/).first()).toBeVisible();
  await fresh.goto(new URL('/termos-de-uso', page.url()).href);
  await expect(fresh.getByText('Dúvidas: ajuda@empresa-exemplo.com.br.')).toBeVisible();
  await fresh.close();
});
