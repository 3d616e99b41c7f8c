// The Meta pixel, the TikTok pixel and GA4 on Funil's own site (issue 16): loaded from the ids staff
// set in the launch settings, only after the visitor's 'Aceitar' in the pt-BR consent banner, with the
// event id the server queued for the Conversions API; 'Recusar' loads none; partner pages never get
// them; and the site's Content-Security-Policy lets exactly these through. No outside HTTP exists here:
// the vendors' script URLs are answered by small fakes that record every call the page makes.
import { expect, type Page, type Route, test } from '@playwright/test';
import { PARTNER_ORIGIN } from '../support/env.ts';
import { resetLaunchSettings, setLaunchSettings } from '../support/launch-rows.ts';
import { completeStepOne } from '../support/lead-flow.ts';
import { expectAccessibleAndFitting, watchConsole } from '../support/page-checks.ts';
import { expectNoViolation, watchPolicy } from '../support/policy-violations.ts';
import { captureSiteEvents, named } from '../support/site-events.ts';

const IDS = {
  metaPixelId: '998877665544332',
  tiktokPixelId: 'CTESTPIXEL0123456789',
  analyticsId: 'G-FUNILTESTE1',
};

/** The spec's launch with the pixel ids, as staff would save it; null: the defaults. */
function setTracking(tracking: typeof IDS | null) {
  if (tracking === null) resetLaunchSettings();
  else setLaunchSettings((launch) => ({ ...launch, tracking }));
}

// The e2e database is shared by every spec: the spec's launch goes back to the defaults afterwards.
test.afterAll(() => setTracking(null));

declare global {
  interface Window {
    pixelCalls: unknown[][];
  }
}

const RECORD = 'window.pixelCalls = window.pixelCalls || [];';
/** fbevents.js: takes over the queue of the fbq stub and records every call, as the real one runs them. */
const FAKE_META = `${RECORD}(function () {
  var fbq = window.fbq;
  function record(args) { window.pixelCalls.push(['meta'].concat(JSON.parse(JSON.stringify(Array.from(args))))); }
  fbq.queue.forEach(record); fbq.queue = [];
  fbq.callMethod = function () { record(arguments); };
})();`;
/** TikTok's events.js: replays the ttq queue, then answers each method directly. */
const FAKE_TIKTOK = `${RECORD}(function () {
  var ttq = window.ttq;
  function record(call) { window.pixelCalls.push(['tiktok'].concat(JSON.parse(JSON.stringify(call)))); }
  Array.from(ttq).forEach(record); ttq.length = 0;
  ttq.methods.forEach(function (method) {
    ttq[method] = function () { record([method].concat(Array.from(arguments))); };
  });
})();`;
/** gtag.js: reads the dataLayer, then every later push. */
const FAKE_GTAG = `${RECORD}(function () {
  function record(args) {
    var call = Array.from(args);
    if (call[0] === 'js') call[1] = 'data';
    window.pixelCalls.push(['ga'].concat(JSON.parse(JSON.stringify(call))));
  }
  window.dataLayer.forEach(record);
  window.dataLayer.push = function (args) { record(args); };
})();`;

/** Answers the three vendors' URLs with the fakes; returns the URLs the page asked for, in order. */
async function fakePixels(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const serve = (body: string) => (route: Route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body });
  };
  await page.route('https://connect.facebook.net/**', serve(FAKE_META));
  await page.route('https://analytics.tiktok.com/**', serve(FAKE_TIKTOK));
  await page.route('https://www.googletagmanager.com/**', serve(FAKE_GTAG));
  return requested;
}

const calls = (page: Page) => page.evaluate(() => window.pixelCalls ?? []);
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies e medição de anúncios' });

test('with no pixel id set, the site asks nothing and loads nothing', async ({ page }) => {
  setTracking(null);
  const requested = await fakePixels(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar na lista de espera' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Preferências de cookies' })).toHaveCount(0);
  expect(requested).toEqual([]);
});

test.describe('with the three pixel ids set', () => {
  test.beforeEach(() => setTracking(IDS));

  test("nothing loads before 'Aceitar'; then the three load with their ids and a lead's pixel Lead carries the server's event id", async ({
    page,
  }) => {
    const policyLines = await watchPolicy(page);
    const errors = watchConsole(page);
    const requested = await fakePixels(page);
    const events = await captureSiteEvents(page);

    const res = await page.goto('/');
    const policy = res?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('https://connect.facebook.net');
    expect(policy).toContain('https://analytics.tiktok.com');
    expect(policy).toContain('https://*.googletagmanager.com');

    const consent = banner(page);
    await expect(consent).toBeVisible();
    await expect(consent).toContainText('Pixel da Meta');
    await expect(consent).toContainText('Pixel do TikTok');
    await expect(consent).toContainText('Google Analytics');
    await expect(consent.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
    // The page view already went to the server; the browser asked no vendor for anything.
    await expect.poll(() => named(events(), 'PageView').length).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => ['fbq', 'ttq', 'gtag'].filter((name) => name in window))).toEqual([]);

    await consent.getByRole('button', { name: 'Aceitar' }).click();
    await expect(consent).toBeHidden();
    await expect
      .poll(() => [...requested].sort())
      .toEqual([
        `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${IDS.tiktokPixelId}&lib=ttq`,
        'https://connect.facebook.net/en_US/fbevents.js',
        `https://www.googletagmanager.com/gtag/js?id=${IDS.analyticsId}`,
      ]);
    // This page's view, counted by each pixel with the id of the server's copy (Meta de-duplicates).
    const pageViewId = named(events(), 'PageView')[0]?.event_id;
    await expect.poll(() => calls(page)).toContainEqual(['meta', 'init', IDS.metaPixelId]);
    const afterAccept = await calls(page);
    expect(afterAccept).toContainEqual(['meta', 'track', 'PageView', {}, { eventID: pageViewId }]);
    expect(afterAccept).toContainEqual(['tiktok', 'page']);
    expect(afterAccept).toContainEqual(['ga', 'config', IDS.analyticsId, { send_page_view: false }]);
    expect(afterAccept).toContainEqual(['ga', 'event', 'page_view', { event_id: pageViewId }]);

    // A lead saved through the modal: the pixels' Lead has the id the server queued for Meta.
    await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
    await completeStepOne(page, 'Paula Pixel');
    await expect.poll(() => named(events(), 'Lead').length).toBe(1);
    const leadId = named(events(), 'Lead')[0]?.event_id;
    expect(leadId).toMatch(/^Lead_/);
    await expect
      .poll(() => calls(page))
      .toContainEqual(['meta', 'track', 'Lead', { lead_source: 'lead_capture' }, { eventID: leadId }]);
    const afterLead = await calls(page);
    expect(afterLead).toContainEqual([
      'tiktok',
      'track',
      'Lead',
      { lead_source: 'lead_capture' },
      { event_id: leadId },
    ]);
    expect(afterLead).toContainEqual([
      'ga',
      'event',
      'generate_lead',
      { lead_source: 'lead_capture', event_id: leadId },
    ]);
    // Every other pixel event of the save has its server twin under the same id.
    for (const name of ['FormSubmit', 'LeadCaptured']) {
      const serverId = named(events(), name)[0]?.event_id;
      expect(
        afterLead.some(
          (call) =>
            call[0] === 'meta' &&
            call[2] === name &&
            JSON.stringify(call[4]) === JSON.stringify({ eventID: serverId }),
        ),
        name,
      ).toBe(true);
    }
    await expectNoViolation(page, policyLines);
    expect(errors).toEqual([]);

    // Remembered: the next page load asks nothing and loads the pixels at once.
    requested.length = 0;
    await page.goto('/politica-de-privacidade');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => requested.length).toBe(3);
    await expect(banner(page)).toHaveCount(0);
    await expectNoViolation(page, policyLines);
  });

  test("'Recusar' loads no pixel, now or on the next page, and the choice can be changed from the footer", async ({
    page,
  }) => {
    const policyLines = await watchPolicy(page);
    const requested = await fakePixels(page);
    await page.goto('/ianapratica');
    await banner(page).getByRole('button', { name: 'Recusar' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    expect(requested).toEqual([]);
    await expectNoViolation(page, policyLines);

    await page.getByRole('button', { name: 'Preferências de cookies' }).click();
    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect.poll(() => requested.length).toBe(3);
  });

  test('on a phone the banner is reachable by keyboard and never covers the lead modal', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requested = await fakePixels(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expectAccessibleAndFitting(page);

    // Tab reaches both answers; Enter on 'Recusar' answers.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    let presses = 0;
    while ((await focusedText()) !== 'Recusar' && presses < 60) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await focusedText()).toBe('Recusar');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Aceitar');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect(requested).toEqual([]);

    // A new visitor opens the modal with the banner still unanswered: every button of the modal is
    // clickable (Playwright refuses a click another element would receive).
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
    await completeStepOne(page, 'Fernanda Celular');
  });

  test("a partner's page with the embed loads none of the site's pixels", async ({ page }) => {
    const requested = await fakePixels(page);
    await page.goto(`${PARTNER_ORIGIN}/partner-page.html`);
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    expect(requested).toEqual([]);
  });
});
