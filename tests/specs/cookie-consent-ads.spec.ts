// Issue 27, reproduction 13: a visitor who clicked 'Recusar' on the cookie notice still had PageView,
// Lead and InstagramProvided delivered to the Conversions API with hashed contact data. The answer now
// holds on the server too (decision 0024). The e2e server's Conversions API provider is the embedded
// local one, which marks each event it sends 'delivered' in the outbox: that row is what Meta would get.
import { expect, type Page, test } from '@playwright/test';
import { SERVER_ORIGIN } from '../support/env.ts';
import { resetLaunchSettings, setLaunchSettings } from '../support/launch-rows.ts';
import { completeStepOne, completeStepTwoVerified, expectOneStoredLead } from '../support/lead-flow.ts';
import { readDb } from '../support/lead-rows.ts';

test.use({ viewport: { width: 390, height: 844 } });

const META_PIXEL_ID = '998877665544332';

test.beforeAll(() => {
  setLaunchSettings((launch) => ({
    ...launch,
    tracking: { metaPixelId: META_PIXEL_ID, tiktokPixelId: null, analyticsId: null },
  }));
});
// The e2e database is shared by every spec: the launch goes back to the defaults afterwards.
test.afterAll(() => resetLaunchSettings());

interface OutboxRow {
  event_name: string;
  status: string;
  user_data: Record<string, string>;
}

/** A fresh Meta browser id for this visitor; answers a reader of every outbox row of the visitor. */
async function visitorRows(page: Page): Promise<(leadId?: string) => OutboxRow[]> {
  const fbp = `fb.1.${Date.now()}.${Math.floor(Math.random() * 1e9)}`;
  await page.context().addCookies([{ name: '_fbp', value: fbp, url: SERVER_ORIGIN }]);
  // No outside HTTP here: Meta's script is answered by an empty one.
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  return (leadId) =>
    readDb((db) =>
      (
        db
          .prepare(
            'SELECT event_name, status, payload FROM tracking_events WHERE payload LIKE ? OR lead_id = ? ORDER BY created_at',
          )
          .all(`%"fbp":"${fbp}"%`, leadId ?? '') as { event_name: string; status: string; payload: string }[]
      ).map((row) => ({
        event_name: row.event_name,
        status: row.status,
        user_data: (JSON.parse(row.payload) as { user_data: Record<string, string> }).user_data,
      })),
    );
}

const adConsentOf = (leadId: string) =>
  readDb((db) =>
    db
      .prepare(
        'SELECT text_version, purposes, granted_at, revoked_at FROM consents WHERE lead_id = ? AND purposes LIKE \'%"ads"%\'',
      )
      .all(leadId),
  ) as { text_version: string; purposes: string; granted_at: string; revoked_at: string | null }[];

async function leaveLead(page: Page, name: string, handle: string) {
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  const phone = await completeStepOne(page, name);
  const lead = await expectOneStoredLead(phone.digits, name);
  await completeStepTwoVerified(page, handle);
  return lead?.id ?? '';
}

const notice = (page: Page) => page.getByRole('region', { name: 'Cookies e medição de anúncios' });

test("a visitor who clicks 'Recusar' and then leaves a lead gets no Conversions API event with their data", async ({
  page,
}) => {
  const rows = await visitorRows(page);
  await page.goto('/');
  await expect(notice(page)).toContainText('não enviamos dados seus às plataformas de anúncios');
  await notice(page).getByRole('button', { name: 'Recusar' }).click();
  await expect(notice(page)).toBeHidden();

  const leadId = await leaveLead(page, 'Renata Recusa', 'renata.recusa');
  // The refusal is on the lead's record: a consent revoked the moment it was given.
  await expect
    .poll(() => adConsentOf(leadId).map((row) => row.revoked_at === row.granted_at))
    .toEqual([true]);
  // A new page of the same visitor, after the sender had time for a pass (every 5 s).
  await page.goto('/');
  await page.waitForTimeout(6_000);
  await page.waitForLoadState('networkidle');
  // The page view sent before the answer went back refused and was dropped; nothing else came.
  const left = rows(leadId).filter((row) => row.status !== 'held');
  expect(left).toEqual([]);
  expect(rows(leadId).filter((row) => row.user_data.ph || row.user_data.em)).toEqual([]);
});

test("a visitor who clicks 'Aceitar' and leaves a lead has the lead events delivered with hashed contact data", async ({
  page,
}) => {
  const rows = await visitorRows(page);
  await page.goto('/');
  await notice(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect(notice(page)).toBeHidden();

  const leadId = await leaveLead(page, 'Ana Aceita', 'ana.aceita');
  await expect.poll(() => adConsentOf(leadId).map((row) => row.revoked_at)).toEqual([null]);
  await expect
    .poll(
      () =>
        rows(leadId)
          .filter((row) => row.status === 'delivered')
          .map((row) => row.event_name),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(['PageView', 'Lead', 'InstagramProvided']));
  const lead = rows(leadId).find((row) => row.event_name === 'Lead');
  expect(lead?.user_data.ph).toMatch(/^[0-9a-f]{64}$/);
  expect(lead?.user_data.fn).toMatch(/^[0-9a-f]{64}$/);

  // 'Preferências de cookies' → 'Recusar': from then on nothing of the lead leaves.
  await page.getByRole('button', { name: 'Preferências de cookies' }).click();
  await notice(page).getByRole('button', { name: 'Recusar' }).click();
  await expect.poll(() => adConsentOf(leadId).map((row) => row.revoked_at === null)).toEqual([false]);
  const delivered = rows(leadId).filter((row) => row.status === 'delivered').length;
  await page.goto('/');
  await page.waitForTimeout(6_000);
  expect(rows(leadId).filter((row) => row.status === 'delivered')).toHaveLength(delivered);
  expect(rows(leadId).filter((row) => row.status !== 'delivered')).toEqual([]);
});
