// The tracker follows the cookie notice's answer (issue 27, reproduction 13; decision 0024): after
// 'Recusar' no event leaves the page, before an answer each goes without one (the server holds it)
// and is sent again with the answer once given, and the answer is recorded for the lead this
// browser saved. The embed (no notice on partner pages) sends every event without an answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberPixelConsent } from './pixel-loader.ts';
import { siteConsent } from './site-consent.ts';
import { createTracker } from './tracker.ts';

type Sent = { url: string; body: Record<string, unknown> };

function stubFetch() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      sent.push({ url: request.url.replace(location.origin, ''), body: text ? JSON.parse(text) : {} });
      return new Response(null, { status: request.url.endsWith('/ad-consent') ? 204 : 202 });
    }),
  );
  return sent;
}

type Event = { event_name: string; event_id: string; consent?: string; user_data: Record<string, string> };
const events = (sent: Sent[]) =>
  sent
    .filter((call) => call.url.endsWith('/api/tracking/events'))
    .flatMap((call) => call.body.events as Event[]);
const answers = (sent: Sent[]) =>
  sent.filter((call) => call.url.endsWith('/api/leads/ad-consent')).map((c) => c.body);

const saveLeadInThisBrowser = () => {
  localStorage.setItem('leadId', JSON.stringify({ id: 'lead-1', timestamp: Date.now(), token: 'segredo-1' }));
  localStorage.setItem(
    'lead',
    JSON.stringify({
      name: 'Ana Lima',
      whatsapp: '5511987654321',
      email: 'ana@example.com',
      savedAt: Date.now(),
    }),
  );
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 28, 12));
});
/** Each tracker here is a page of its own: the last page's gate stops listening when it goes. */
const leavePage = () => {
  Reflect.deleteProperty(globalThis, Symbol.for('funil.pixelConsent'));
  Reflect.deleteProperty(globalThis, Symbol.for('funil.leadSaved'));
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  leavePage();
});

describe('the tracker and the cookie notice', () => {
  it('after Recusar sends no event at all, and records the refusal for the lead this browser saved', async () => {
    saveLeadInThisBrowser();
    rememberPixelConsent('refused');
    const sent = stubFetch();
    const tracker = createTracker({ keepAlive: false, consent: siteConsent() });
    tracker.start();
    tracker.track('Lead');
    tracker.track('InstagramProvided');
    await vi.advanceTimersByTimeAsync(0);
    tracker.stop();
    expect(events(sent)).toEqual([]);
    expect(answers(sent)).toEqual([
      { choice: 'refused', version: 2, leadId: 'lead-1', leadToken: 'segredo-1' },
    ]);
  });

  it('before an answer sends events without one; Aceitar sends them again with it, and later ones carry it', async () => {
    const sent = stubFetch();
    const tracker = createTracker({ keepAlive: false, consent: siteConsent() });
    tracker.start();
    await vi.advanceTimersByTimeAsync(0);
    const [pageView] = events(sent);
    expect(pageView).toMatchObject({ event_name: 'PageView' });
    expect(pageView).not.toHaveProperty('consent');

    rememberPixelConsent('accepted');
    tracker.track('CTAClick');
    await vi.advanceTimersByTimeAsync(0);
    tracker.stop();
    expect(events(sent).map((event) => [event.event_name, event.consent])).toEqual([
      ['PageView', undefined],
      ['PageView', 'accepted'],
      ['CTAClick', 'accepted'],
    ]);
    expect(events(sent)[1]?.event_id).toBe(pageView?.event_id);
    // No lead in this browser: nothing to record on the server.
    expect(answers(sent)).toEqual([]);
  });

  it('Recusar after events without an answer sends their ids back refused, then nothing more', async () => {
    saveLeadInThisBrowser();
    const sent = stubFetch();
    const tracker = createTracker({ keepAlive: false, consent: siteConsent() });
    tracker.start();
    rememberPixelConsent('refused');
    tracker.track('Lead');
    await vi.advanceTimersByTimeAsync(0);
    tracker.stop();
    expect(events(sent).map((event) => [event.event_name, event.consent])).toEqual([
      ['PageView', undefined],
      ['PageView', 'refused'],
    ]);
    expect(answers(sent)).toEqual([
      { choice: 'refused', version: 2, leadId: 'lead-1', leadToken: 'segredo-1' },
    ]);
  });

  it('without the site’s consent (the embed) sends every event without an answer, and records none', async () => {
    saveLeadInThisBrowser();
    rememberPixelConsent('refused');
    const sent = stubFetch();
    const tracker = createTracker({ keepAlive: false });
    tracker.start();
    await vi.advanceTimersByTimeAsync(0);
    tracker.stop();
    expect(events(sent).map((event) => [event.event_name, event.consent])).toEqual([['PageView', undefined]]);
    expect(answers(sent)).toEqual([]);
  });

  it('records the answer once per lead and again when it changes', async () => {
    saveLeadInThisBrowser();
    rememberPixelConsent('accepted');
    const sent = stubFetch();
    for (const _ of [1, 2]) {
      const tracker = createTracker({ keepAlive: false, consent: siteConsent() });
      tracker.start();
      await vi.advanceTimersByTimeAsync(0);
      tracker.stop();
      leavePage();
    }
    rememberPixelConsent('refused');
    const tracker = createTracker({ keepAlive: false, consent: siteConsent() });
    tracker.start();
    await vi.advanceTimersByTimeAsync(0);
    tracker.stop();
    expect(answers(sent).map((answer) => answer.choice)).toEqual(['accepted', 'refused']);
  });
});
