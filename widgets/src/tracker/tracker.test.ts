import { actAsOwnSite, actAsPartnerPage } from '@funil/testkit/widgets/test-partner-page';
import { demoProfile } from '@funil/testkit/widgets/test-profiles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheProfile } from '../instagram-preview/profile-storage.ts';
import { publishLeadSaved } from '../lib/lead-saved-event.ts';
import { reportLeadSaved } from './lead-events.ts';
import { sendToPixels } from './pixels.ts';
import { createTracker, trackCtaClick, trackPurchase } from './tracker.ts';

type Sent = { url: string; body: unknown };

function stubFetch(
  visitAnswer: unknown = { id: 'lead-1', created: false, visitCount: 2, registeredForEvent: true },
) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (request: Request) => {
    // Same-origin calls as the page wrote them ('/api/…'); others in full.
    const url = request.url.replace(location.origin, '');
    const text = await request.text();
    sent.push({ url, body: text ? JSON.parse(text) : undefined });
    return new Response(url.endsWith('/api/visits') ? JSON.stringify(visitAnswer) : '{}');
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, fetch };
}

const visits = (sent: Sent[]) =>
  sent.filter((request) => request.url.endsWith('/api/visits')).map((request) => request.body);

const events = (sent: Sent[]) =>
  sent
    .filter((request) => request.url.endsWith('/api/tracking/events'))
    .flatMap((request) => (request.body as { events: { event_name: string; event_id?: string }[] }).events);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 0, 10, 12));
  history.replaceState(null, '', '/ianapratica?utm_source=ig');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  Reflect.deleteProperty(window, 'fbq');
  for (const pixel of ['gtag', 'ttq', 'dataLayer']) Reflect.deleteProperty(window, pixel);
  actAsOwnSite();
});

describe('tracker', () => {
  it('on a partner’s page leaves the partner’s pixels alone and still sends every event to our server', async () => {
    actAsPartnerPage();
    const pixels = { fbq: vi.fn(), gtag: vi.fn(), ttq: { track: vi.fn() }, dataLayer: [] as unknown[] };
    Object.assign(window, pixels);
    localStorage.setItem(
      'funil:leadId',
      JSON.stringify({ id: 'lead-1', timestamp: Date.now(), token: 'segredo-1' }),
    );
    const { sent } = stubFetch();
    // The preview card found the handle in this browser.
    cacheProfile('ana.lima', demoProfile({ username: 'ana.lima' }));
    const tracker = createTracker({ keepAlive: false, pixels: sendToPixels });
    tracker.start();
    trackCtaClick(tracker, 'PurchaseButton', 'ExitPopup');
    reportLeadSaved(tracker, {
      id: 'lead-1',
      name: 'Ana Lima',
      phone: '5511987654321',
      instagram: 'ana.lima',
    });
    trackPurchase(tracker, 9_700, 'BRL', 'pay_1');
    await vi.advanceTimersByTimeAsync(0);
    tracker.stop();
    expect(events(sent).map((event) => event.event_name)).toEqual([
      'PageView',
      'CTAClick',
      'FormSubmit',
      'Lead',
      'LeadCaptured',
      'InstagramProvided',
      'Purchase',
    ]);
    expect(pixels.fbq).not.toHaveBeenCalled();
    expect(pixels.gtag).not.toHaveBeenCalled();
    expect(pixels.ttq.track).not.toHaveBeenCalled();
    expect(pixels.dataLayer).toEqual([]);
  });

  it('gives the Meta pixel and the Conversions API the same event id', async () => {
    const fbq = vi.fn();
    Object.assign(window, { fbq });
    const { sent } = stubFetch();
    const tracker = createTracker({
      apiBase: 'https://funil.example/',
      keepAlive: false,
      pixels: sendToPixels,
    });
    const id = trackCtaClick(tracker, 'PurchaseButton', 'ExitPopup');
    await vi.advanceTimersByTimeAsync(0);
    expect(fbq).toHaveBeenCalledWith(
      'trackCustom',
      'CTAClick',
      { button_name: 'PurchaseButton', section: 'ExitPopup' },
      { eventID: id },
    );
    expect(sent[0]?.url).toBe('https://funil.example/api/tracking/events');
    expect(sent[0]?.body).toMatchObject({
      action: 'send_events',
      events: [
        { event_name: 'CTAClick', event_id: id, action_source: 'website', custom_data: { utm_source: 'ig' } },
      ],
    });
  });

  it('sends nothing to pixels without the adapter (the embed carries none)', async () => {
    const fbq = vi.fn();
    Object.assign(window, { fbq });
    const { sent } = stubFetch();
    const tracker = createTracker({ keepAlive: false });
    trackCtaClick(tracker, 'PurchaseButton', 'ExitPopup');
    await vi.advanceTimersByTimeAsync(0);
    expect(fbq).not.toHaveBeenCalled();
    expect(events(sent).map((event) => event.event_name)).toEqual(['CTAClick']);
  });

  it('sends Purchase with value in reais, currency and transaction id', async () => {
    const { sent } = stubFetch();
    const tracker = createTracker({ keepAlive: false });
    trackPurchase(tracker, 9_700, 'BRL', 'pay_1');
    await vi.advanceTimersByTimeAsync(0);
    expect(events(sent)[0]).toMatchObject({
      event_name: 'Purchase',
      custom_data: { value: 97, currency: 'BRL', transaction_id: 'pay_1' },
    });
  });

  it("reuses the server's event id for the pixel and the server copy when given one", async () => {
    const { sent } = stubFetch();
    const fbq = vi.fn();
    Object.assign(window, { fbq });
    const tracker = createTracker({ keepAlive: false, pixels: sendToPixels });
    expect(trackPurchase(tracker, 179_700, 'BRL', 'pay_1', 'Purchase_c1')).toBe('Purchase_c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(fbq).toHaveBeenCalledWith(
      'track',
      'Purchase',
      { value: 1797, currency: 'BRL', transaction_id: 'pay_1' },
      { eventID: 'Purchase_c1' },
    );
    expect(events(sent)[0]).toMatchObject({ event_name: 'Purchase', event_id: 'Purchase_c1' });
  });

  it('registers the page load of a stored lead as a visit, with the §3 visit fields', async () => {
    history.replaceState(null, '', '/ianapratica?utm_source=ig&fbclid=IwAR2&gclid=g1');
    Object.defineProperty(document, 'referrer', { value: 'https://l.instagram.com/', configurable: true });
    localStorage.setItem('lead', JSON.stringify({ name: 'Ana Lima', email: '', whatsapp: '5511987654321' }));
    localStorage.setItem(
      'leadId',
      JSON.stringify({ id: 'lead-1', timestamp: Date.now(), token: 'segredo-1' }),
    );
    const { sent } = stubFetch();
    const tracker = createTracker({ apiBase: 'https://funil.example', keepAlive: false });
    tracker.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(visits(sent)).toEqual([
      {
        phone: '5511987654321',
        name: 'Ana Lima',
        leadId: 'lead-1',
        leadToken: 'segredo-1',
        visit_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        page: '/ianapratica',
        referrer: 'https://l.instagram.com/',
        landing_page: 'http://localhost:3000/ianapratica?utm_source=ig&fbclid=IwAR2&gclid=g1',
        utm_source: 'ig',
        url_params: { utm_source: 'ig', fbclid: 'IwAR2', gclid: 'g1' },
        device_info: expect.objectContaining({ deviceType: expect.stringMatching(/^(mobile|desktop)$/) }),
      },
    ]);
    expect(sent.find((request) => request.url.endsWith('/api/visits'))?.url).toBe(
      'https://funil.example/api/visits',
    );
    // The answer is the visitor's state: back for a second page load, registered for the call.
    expect(tracker.visitorState()).toEqual({
      authenticated: true,
      returningVisitor: false,
      returningLead: true,
      registeredForEvent: true,
    });
    tracker.stop();
    Reflect.deleteProperty(document, 'referrer');
  });

  it('registers no visit for an unknown visitor, and one load once however often it is asked', async () => {
    const { sent } = stubFetch();
    const tracker = createTracker({ keepAlive: false });
    tracker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(visits(sent)).toEqual([]);
    expect(tracker.visitorState().authenticated).toBe(false);

    // An id without its secret (a personal link's, an older page's) registers nothing either.
    localStorage.setItem('leadId', JSON.stringify({ id: 'lead-1', timestamp: Date.now() }));
    tracker.identify({ whatsapp: '5511987654321', leadId: 'lead-1' });
    await tracker.registerVisit();
    expect(visits(sent)).toEqual([]);

    localStorage.setItem(
      'leadId',
      JSON.stringify({ id: 'lead-1', timestamp: Date.now(), token: 'segredo-1' }),
    );
    await tracker.registerVisit();
    await tracker.registerVisit();
    const ids = visits(sent).map((body) => (body as { visit_id: string }).visit_id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
    tracker.stop();
  });

  it('waits for the server to know the lead: no visit while its save is only in the outbox', async () => {
    localStorage.setItem('lead', JSON.stringify({ name: 'Lia', email: '', whatsapp: '5511987654321' }));
    const { sent } = stubFetch();
    const tracker = createTracker({ keepAlive: false });
    tracker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(visits(sent)).toEqual([]);

    // The outbox's resend reached the server: it keeps the id and secret, then the lead is reported
    // and this page load registered.
    localStorage.setItem(
      'leadId',
      JSON.stringify({ id: 'lead-9', timestamp: Date.now(), token: 'segredo-9' }),
    );
    publishLeadSaved({ id: 'lead-9', name: 'Lia', phone: '5511987654321', region: 'São Paulo' });
    await vi.advanceTimersByTimeAsync(0);
    expect(visits(sent)).toEqual([
      expect.objectContaining({ phone: '5511987654321', leadId: 'lead-9', leadToken: 'segredo-9' }),
    ]);
    expect(events(sent).map((event) => event.event_name)).toEqual(
      expect.arrayContaining(['FormSubmit', 'Lead', 'LeadCaptured']),
    );
    tracker.stop();
  });

  it('reads the returning visitor from what the browser held when the page loaded', async () => {
    localStorage.setItem('partialLeadData', JSON.stringify({ name: 'Ana', whatsapp: '5511987654321' }));
    stubFetch();
    const before = createTracker({ keepAlive: false });
    expect(before.visitorState().returningVisitor).toBe(true);

    localStorage.clear();
    stubFetch();
    const fresh = createTracker({ keepAlive: false });
    localStorage.setItem('partialLeadData', JSON.stringify({ name: 'Ana', whatsapp: '5511987654321' }));
    expect(fresh.visitorState().returningVisitor).toBe(false);
  });

  it('reports FormStart once per page, however many fields are focused', async () => {
    const { sent } = stubFetch();
    const tracker = createTracker({ keepAlive: false });
    tracker.formStarted();
    tracker.formStarted();
    await vi.advanceTimersByTimeAsync(0);
    expect(events(sent)).toEqual([
      expect.objectContaining({
        event_name: 'FormStart',
        custom_data: { form_name: 'lead_capture', utm_source: 'ig' },
      }),
    ]);
  });

  it('uses the stored lead id as external id', async () => {
    localStorage.setItem('leadId', JSON.stringify({ id: 'lead-7', timestamp: Date.now() }));
    const { sent } = stubFetch();
    createTracker({ keepAlive: false }).track('Lead');
    await vi.advanceTimersByTimeAsync(0);
    expect(events(sent)[0]).toMatchObject({ user_data: { external_id: 'lead-7' } });
  });

  it('logs behaviour only once a WhatsApp is known, every 30 s and by beacon on unload', async () => {
    localStorage.setItem(
      'leadId',
      JSON.stringify({ id: 'lead-1', timestamp: Date.now(), token: 'segredo-1' }),
    );
    const { sent } = stubFetch();
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const tracker = createTracker({ keepAlive: false });
    tracker.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent.some((request) => request.url === '/api/leads/behaviour')).toBe(false);

    tracker.identify({ whatsapp: '5511987654321' });
    document.body.innerHTML = '<button id="b">Comprar</button>';
    document.getElementById('b')?.click();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent.some((request) => request.url === '/api/leads/behaviour')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const sync = sent.find((request) => request.url === '/api/leads/behaviour');
    expect(sync?.body).toMatchObject({
      leadId: 'lead-1',
      leadToken: 'segredo-1',
      clicks: [{ elementId: 'b', elementText: 'Comprar', elementType: 'button' }],
      pageViews: [{ url: 'http://localhost:3000/ianapratica?utm_source=ig', timeSpent: 30_000 }],
      timeSpent: 30_000,
    });

    window.dispatchEvent(new Event('pagehide'));
    // sendBeacon cannot set headers: the secret goes in the body.
    expect(beacon).toHaveBeenCalledWith(
      '/api/leads/behaviour',
      expect.stringContaining('"leadToken":"segredo-1"'),
    );
    tracker.stop();
  });

  it('sends no behaviour for a lead whose secret this browser does not hold', async () => {
    localStorage.setItem('lead', JSON.stringify({ name: 'Ana', email: '', whatsapp: '5511987654321' }));
    localStorage.setItem('leadId', JSON.stringify({ id: 'lead-1', timestamp: Date.now() }));
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const { sent } = stubFetch();
    const tracker = createTracker({ keepAlive: false });
    tracker.start();
    await vi.advanceTimersByTimeAsync(30_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.some((request) => request.url === '/api/leads/behaviour')).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
    tracker.stop();
  });

  it('starts behaviour from a stored lead, and never on admin paths', async () => {
    localStorage.setItem('lead', JSON.stringify({ name: 'Ana', email: '', whatsapp: '5511987654321' }));
    localStorage.setItem(
      'leadId',
      JSON.stringify({ id: 'lead-1', timestamp: Date.now(), token: 'segredo-1' }),
    );
    const first = stubFetch();
    const tracker = createTracker({ keepAlive: false });
    tracker.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(first.sent.some((request) => request.url === '/api/leads/behaviour')).toBe(true);
    tracker.stop();

    history.replaceState(null, '', '/admin/dashboard');
    const admin = stubFetch();
    const adminTracker = createTracker({ keepAlive: false });
    adminTracker.start();
    adminTracker.track('CTAClick');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(admin.sent).toEqual([]);
  });

  it('pings the keep-alive on start, on admin paths too', async () => {
    history.replaceState(null, '', '/admin/login');
    const { sent } = stubFetch();
    const tracker = createTracker({ apiBase: 'https://funil.example' });
    tracker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((request) => request.url)).toEqual(['https://funil.example/api/ping']);
    tracker.stop();
  });

  it('tracks a PageView on start and on each single-page navigation', async () => {
    const { sent } = stubFetch();
    const tracker = createTracker({ keepAlive: false });
    tracker.start();
    history.pushState(null, '', '/proposta');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(events(sent).map((event) => event.event_name)).toEqual(['PageView', 'PageView']);
    tracker.stop();
  });

  it('marks the payment click for any element flagged as payment', () => {
    stubFetch();
    const tracker = createTracker({ keepAlive: false });
    tracker.start();
    document.body.innerHTML = '<a href="#" data-funil-payment><span id="s">Pagar</span></a>';
    expect(tracker.hasClickedPayment()).toBe(false);
    document.getElementById('s')?.click();
    expect(tracker.hasClickedPayment()).toBe(true);

    stubFetch();
    const inShadow = createTracker({ keepAlive: false });
    inShadow.start();
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML = '<button data-funil-payment>PIX</button>';
    document.body.append(host);
    host.shadowRoot?.querySelector('button')?.click();
    expect(inShadow.hasClickedPayment()).toBe(true);
    inShadow.stop();
    tracker.stop();
  });

  it('logs and ignores a failed tracking call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    createTracker({ keepAlive: false }).track('Lead');
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith('[funil] tracking', expect.objectContaining({ kind: 'network' }));
    warn.mockRestore();
  });
});
