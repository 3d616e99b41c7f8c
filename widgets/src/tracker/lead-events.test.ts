import { demoProfile } from '@funil/testkit/widgets/test-profiles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheProfile } from '../instagram-preview/profile-storage.ts';
import { reportLeadSaved } from './lead-events.ts';
import { createTracker } from './tracker.ts';

type Sent = { url: string; body: Record<string, unknown> };
type ServerEvent = {
  event_name: string;
  custom_data: Record<string, unknown>;
  user_data: Record<string, unknown>;
};

function trackerWithLog() {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const { url } = request;
    sent.push({ url, body: JSON.parse((await request.text()) || '{}') });
    const visit = { id: 'lead-1', created: false, visitCount: 1, registeredForEvent: true };
    return new Response(url.endsWith('/api/visits') ? JSON.stringify(visit) : '{}');
  });
  vi.stubGlobal('fetch', fetch);
  const tracker = createTracker({ keepAlive: false });
  const events = () =>
    sent
      .filter((request) => request.url.endsWith('/api/tracking/events'))
      .flatMap((request) => request.body.events as ServerEvent[]);
  const visits = () => sent.filter((request) => request.url.endsWith('/api/visits'));
  return { tracker, events, visits };
}

const ANA = { id: 'lead-1', name: 'Ana Lima', phone: '5511987654321', region: 'São Paulo' };

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/?utm_source=ig&utm_campaign=junho');
  // The outbox keeps the saved id and its secret before it reports the save.
  localStorage.setItem('leadId', JSON.stringify({ id: 'lead-1', timestamp: Date.now(), token: 'segredo-1' }));
  // The preview card found @ana.lima in this browser.
  cacheProfile('ana.lima', demoProfile({ username: 'ana.lima' }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  Reflect.deleteProperty(window, 'fbq');
});

describe('reportLeadSaved', () => {
  it('sends FormSubmit, Lead and LeadCaptured when the lead is first saved, contact data only in user_data', async () => {
    const fbq = vi.fn();
    Object.assign(window, { fbq });
    const { tracker, events, visits } = trackerWithLog();

    reportLeadSaved(tracker, ANA);
    await vi.advanceTimersByTimeAsync(0);

    expect(events().map((event) => event.event_name)).toEqual(['FormSubmit', 'Lead', 'LeadCaptured']);
    const captured = events()[2];
    expect(captured?.custom_data).toEqual({
      lead_source: 'mentoria_modal',
      region: 'São Paulo',
      utm_source: 'ig',
      utm_campaign: 'junho',
    });
    expect(captured?.user_data).toMatchObject({
      fn: 'ana',
      ln: 'lima',
      ph: '5511987654321',
      external_id: 'lead-1',
    });
    // The pixels get no contact data either.
    const pixelData = fbq.mock.calls.map((call) => JSON.stringify(call[2]));
    for (const data of pixelData) expect(data).not.toMatch(/Ana|5511987654321/);
    // The save marked a visit pending: this page load is registered for the lead.
    expect(visits()).toHaveLength(1);
    expect(tracker.visitorState()).toMatchObject({ authenticated: true, registeredForEvent: true });
  });

  it('sends InstagramProvided once a handle is saved, and nothing twice', async () => {
    const { tracker, events } = trackerWithLog();
    reportLeadSaved(tracker, ANA);
    reportLeadSaved(tracker, { ...ANA, instagram: 'ana.lima' });
    reportLeadSaved(tracker, { ...ANA, instagram: 'ana.lima' });
    await vi.advanceTimersByTimeAsync(0);

    expect(events().map((event) => event.event_name)).toEqual([
      'FormSubmit',
      'Lead',
      'LeadCaptured',
      'InstagramProvided',
    ]);
    expect(JSON.stringify(events()[3]?.custom_data)).not.toContain('ana.lima');
  });

  it('sends no InstagramProvided for a handle the look-up did not find', async () => {
    const { tracker, events } = trackerWithLog();
    reportLeadSaved(tracker, { ...ANA, instagram: 'nao.existe' });
    await vi.advanceTimersByTimeAsync(0);
    expect(events().map((event) => event.event_name)).toEqual(['FormSubmit', 'Lead', 'LeadCaptured']);
    // Found later (a corrected handle): reported then.
    cacheProfile('ana.lima', demoProfile({ username: 'ana.lima' }));
    reportLeadSaved(tracker, { ...ANA, instagram: 'ana.lima' });
    await vi.advanceTimersByTimeAsync(0);
    expect(events().at(-1)?.event_name).toBe('InstagramProvided');
  });

  it('remembers what was sent across pages of the same browser', async () => {
    const first = trackerWithLog();
    reportLeadSaved(first.tracker, { ...ANA, instagram: 'ana.lima' });
    await vi.advanceTimersByTimeAsync(0);
    expect(first.events()).toHaveLength(4);

    const nextPage = trackerWithLog();
    reportLeadSaved(nextPage.tracker, { ...ANA, instagram: 'ana.lima' });
    await vi.advanceTimersByTimeAsync(0);
    expect(nextPage.events()).toEqual([]);
    expect(nextPage.visits()).toHaveLength(1);

    const otherLead = { ...ANA, id: 'lead-2', phone: '5521987654321' };
    reportLeadSaved(nextPage.tracker, otherLead);
    await vi.advanceTimersByTimeAsync(0);
    expect(nextPage.events().map((event) => event.event_name)).toEqual([
      'FormSubmit',
      'Lead',
      'LeadCaptured',
    ]);
  });
});
