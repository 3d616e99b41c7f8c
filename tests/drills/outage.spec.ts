// Outage drill: the server is down for a minute while visitors submit the real lead modal in
// Chromium. Their outboxes keep retrying; once the server is back, every lead is there exactly once.
import { expect, type Page, test } from '@playwright/test';
import { OWN_SERVER_ORIGIN, ownServer } from '../support/own-server.ts';

const VISITORS = ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Davi Rocha'];
const OUTAGE_MS = 60_000;
/** The visitors' clocks move in steps, so each back-off timer fires and its real request fails. */
const STEP_MS = 5_000;

const server = ownServer();
test.afterAll(() => server.stop());

/** Opens the modal (its code loads from the server) and fills step one. */
async function fillStepOne(page: Page, name: string, phone: string) {
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Seu nome').fill(name);
  await dialog.getByLabel('WhatsApp').pressSequentially(phone);
}

/** Continues; the save may fail, the visitor still reaches step two. */
async function submitStepOne(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: `${name.split(' ')[0]}, Quase lá!` })).toBeVisible();
}

const pendingLeads = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pendingLeads') ?? '[]') as { attempts: number }[]);

/** Moves every visitor's clock on, giving each retry a moment of real time to fail or succeed. */
async function letTimePass(pages: Page[], ms: number) {
  for (let passed = 0; passed < ms; passed += STEP_MS) {
    for (const page of pages) await page.clock.runFor(STEP_MS);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('leads sent while the server is down arrive exactly once when it is back', async ({ browser }) => {
  await server.start();
  const phones = VISITORS.map((_, i) => `2198${String(Date.now() + i).slice(-7)}`);
  const pages: Page[] = [];
  for (const [i, name] of VISITORS.entries()) {
    const page = await (await browser.newContext()).newPage();
    await page.clock.install();
    // The exit popup's code is fetched a second after the load; for the last visitor it comes too
    // late, as when the server dies first: the page and the modal being filled must carry on.
    if (i === VISITORS.length - 1)
      await page.route('**/assets/exit-intent-popup-*.js', (route) => route.abort('connectionrefused'));
    await page.goto(`${OWN_SERVER_ORIGIN}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vagas esgotadas' })).toBeVisible();
    await fillStepOne(page, name, phones[i] ?? '');
    pages.push(page);
  }

  // The server goes down while the visitors type; they submit anyway.
  await server.stop();
  for (const [i, page] of pages.entries()) await submitStepOne(page, VISITORS[i] ?? '');
  await letTimePass(pages, OUTAGE_MS);

  // A minute of failed retries later, each lead still waits in its visitor's browser.
  for (const page of pages) {
    const pending = await pendingLeads(page);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.attempts).toBeGreaterThanOrEqual(3);
  }
  for (const phone of phones) expect(server.leadsByPhone(`55${phone}`)).toEqual([]);

  await server.start();
  // The longest back-off is 30 s of the visitors' time: a few steps bring every retry round.
  await expect
    .poll(
      async () => {
        await letTimePass(pages, STEP_MS);
        return phones.map((phone) => server.leadsByPhone(`55${phone}`).length);
      },
      { timeout: 90_000 },
    )
    .toEqual(VISITORS.map(() => 1));

  for (const [i, phone] of phones.entries()) {
    expect(server.leadsByPhone(`55${phone}`)).toEqual([{ id: expect.any(String), name: VISITORS[i] }]);
  }
  for (const page of pages) await expect.poll(() => pendingLeads(page)).toEqual([]);
  // More time passing sends nothing twice.
  await letTimePass(pages, 4 * STEP_MS);
  for (const phone of phones) expect(server.leadsByPhone(`55${phone}`)).toHaveLength(1);
});
