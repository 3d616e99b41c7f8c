// Pages that always lead somewhere (issue 16): with the spec's launch (a fresh install), every public
// page of the route map shows a phone visitor a next step that leads to capture (the lead modal, or
// the home page's waitlist), to checkout (the payment modal, or the program's pricing section) or to
// a WhatsApp group; each is followed to where it leads.
import { expect, type Page, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { uniqueMobile } from '../support/lead-rows.ts';
import { ensureActivePartner } from '../support/partner-rows.ts';

const PARTNER_CODE = 'proximos-passos';
/** Stands in the paths below for a lead saved through the real leads API before the tests run. */
const LEAD = '{lead}';
let leadId = '';
const withLead = (text: string) => text.replaceAll(LEAD, leadId);

type NextStep =
  /** A button that opens the lead modal. */
  | { capture: string }
  /** A link to the home page, whose waitlist opens the lead modal. */
  | { home: string }
  /** A button that opens the payment modal. */
  | { checkout: string }
  /** A link to the program's pricing section, where the payment modal opens. */
  | { pricing: string; path: string };

const PAGES: { path: string; step: NextStep }[] = [
  { path: '/', step: { capture: 'Entrar na lista de espera' } },
  { path: '/vagas-esgotadas', step: { capture: 'Entrar na lista de espera' } },
  { path: '/politica-de-privacidade', step: { home: 'Entrar na lista de espera' } },
  { path: '/termos-de-uso', step: { home: 'Entrar na lista de espera' } },
  { path: '/ianapratica', step: { checkout: 'Quero garantir minha vaga' } },
  { path: `/ianapratica/${LEAD}`, step: { checkout: 'Quero garantir minha vaga' } },
  {
    path: '/sala-de-espera',
    step: { pricing: 'Conhecer o IA NA PRÁTICA', path: '/ianapratica#investimento' },
  },
  {
    path: `/sala-de-espera/${LEAD}`,
    step: { pricing: 'Conhecer o IA NA PRÁTICA', path: `/ianapratica/${LEAD}#investimento` },
  },
  {
    path: '/proposta',
    step: { pricing: 'Ver o programa e garantir minha vaga', path: '/ianapratica#investimento' },
  },
  {
    path: `/proposta/${LEAD}`,
    step: { pricing: 'Ver o programa e garantir minha vaga', path: `/ianapratica/${LEAD}#investimento` },
  },
  { path: '/mentoria', step: { capture: 'Quero me inscrever na mentoria' } },
  { path: `/mentoria/${LEAD}`, step: { capture: 'Quero me inscrever na mentoria' } },
  {
    path: '/mentoria-obrigado',
    step: { pricing: 'Conhecer o IA NA PRÁTICA', path: '/ianapratica#investimento' },
  },
  { path: '/debriefing', step: { pricing: 'Conhecer o IA NA PRÁTICA', path: '/ianapratica#investimento' } },
  {
    path: '/debriefing/imersao-ia-na-pratica',
    step: { pricing: 'Conhecer o IA NA PRÁTICA', path: '/ianapratica#investimento' },
  },
  {
    path: `/debriefing/${LEAD}`,
    step: { pricing: 'Conhecer o IA NA PRÁTICA', path: `/ianapratica/${LEAD}#investimento` },
  },
  {
    path: '/debriefing-sala-de-espera',
    step: { pricing: 'Conhecer o IA NA PRÁTICA', path: '/ianapratica#investimento' },
  },
  { path: '/materialcomplementar', step: { home: 'Entrar na lista de espera' } },
  { path: '/remarketing', step: { checkout: 'Quero garantir minha vaga' } },
  { path: '/direto', step: { checkout: 'Quero garantir minha vaga' } },
  { path: '/conselho', step: { pricing: 'Conhecer o IA NA PRÁTICA', path: '/ianapratica#investimento' } },
  {
    path: '/demo-imersao',
    step: { pricing: 'Conhecer o IA NA PRÁTICA', path: '/ianapratica#investimento' },
  },
  {
    path: '/demo-clinicas',
    step: { pricing: 'Conhecer o IA NA PRÁTICA', path: '/ianapratica#investimento' },
  },
  // Without a team number (the spec's launch), /whats leads on to the launch's own next step.
  { path: '/whats', step: { home: 'Entrar na lista de espera' } },
  {
    path: '/pagamento/cancelado',
    step: { pricing: 'Tentar pagar de novo', path: '/ianapratica#investimento' },
  },
  {
    path: `/pagamento/expirado?lead=${LEAD}`,
    step: { pricing: 'Tentar pagar de novo', path: `/ianapratica/${LEAD}#investimento` },
  },
  {
    path: `/pagamento/cancelado?lead=${LEAD}`,
    step: { pricing: 'Tentar pagar de novo', path: `/ianapratica/${LEAD}#investimento` },
  },
  { path: `/parceiro/${PARTNER_CODE}`, step: { capture: 'Quero minha vaga na call gratuita' } },
  {
    path: `/diagnostico/${LEAD}`,
    step: { pricing: 'Conhecer o IA NA PRÁTICA', path: `/ianapratica/${LEAD}#investimento` },
  },
  {
    path: `/diagnostico-simples/${LEAD}`,
    step: { pricing: 'Conhecer o IA NA PRÁTICA', path: `/ianapratica/${LEAD}#investimento` },
  },
  // The not-found page ('*') leads home, where the waitlist is.
  { path: '/pagina-que-nao-existe', step: { home: 'Voltar para o início' } },
];

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async ({ playwright }) => {
  ensureActivePartner(PARTNER_CODE, 'Clínica Próximos Passos');
  const api = await playwright.request.newContext({ baseURL: SERVER_ORIGIN });
  // The demo Instagram provider finds 'marina.lima': the diagnosis pages are ready at once.
  const res = await api.post('/api/leads', {
    data: {
      name: 'Marina Duarte',
      phone: uniqueMobile('31').digits,
      instagram: 'marina.lima',
      started_at: 0,
      free_call: true,
    },
  });
  expect(res.status()).toBe(201);
  leadId = (await res.json()).id;
  await api.dispose();
});

async function expectLeadModal(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Seu nome')).toBeVisible();
  await expect(dialog.getByLabel('WhatsApp')).toBeVisible();
}

async function expectPaymentModal(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Escolha a forma de pagamento' })).toBeVisible();
}

/** The step is on screen (scrolled to, as a visitor would), then followed to where it leads. */
async function followNextStep(page: Page, step: NextStep) {
  if ('capture' in step || 'checkout' in step) {
    const button = page.getByRole('button', { name: 'capture' in step ? step.capture : step.checkout });
    await button.first().scrollIntoViewIfNeeded();
    await expect(button.first()).toBeVisible();
    await button.first().click();
    if ('capture' in step) await expectLeadModal(page);
    else await expectPaymentModal(page);
    return;
  }
  const link = page.getByRole('link', { name: 'home' in step ? step.home : step.pricing, exact: true });
  await link.first().scrollIntoViewIfNeeded();
  await expect(link.first()).toBeVisible();
  if ('home' in step) {
    await expect(link.first()).toHaveAttribute('href', '/');
    await link.first().click();
    await expect(page).toHaveURL(`${SERVER_ORIGIN}/`);
    await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
    await expectLeadModal(page);
    return;
  }
  await expect(link.first()).toHaveAttribute('href', withLead(step.path));
  await link.first().click();
  await expect(page).toHaveURL(`${SERVER_ORIGIN}${withLead(step.path)}`);
  const pricing = page.locator('#investimento');
  await expect(pricing).toBeInViewport();
  await pricing.getByRole('button', { name: 'Quero garantir minha vaga' }).click();
  await expectPaymentModal(page);
}

for (const { path, step } of PAGES) {
  test(`${path} leads on to ${Object.keys(step)[0]}`, async ({ page }) => {
    await page.goto(withLead(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    await followNextStep(page, step);
  });
}

// A thank-you page that names no purchase (a bookmark, a forwarded link) says so and points to the
// offer; the paid callback forwards there with whatever it was given.
for (const path of ['/obrigado', '/pagamento/sucesso']) {
  test(`${path} without a purchase leads on to the pricing section`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`${SERVER_ORIGIN}/obrigado`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await followNextStep(page, {
      pricing: 'Conhecer o programa IA NA PRÁTICA',
      path: '/ianapratica#investimento',
    });
  });
}
