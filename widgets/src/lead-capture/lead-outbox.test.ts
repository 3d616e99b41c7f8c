import type { LeadSaved, LeadSaveInput } from '@funil/core/lead';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-request.ts';
import { onLeadSaved } from '../lib/lead-saved-event.ts';
import { PENDING_LEADS_KEY } from '../lib/storage-keys.ts';
import {
  createLeadOutbox,
  forgetLeadOutboxes,
  hasPendingLeads,
  LeadQueuedError,
  leadOutboxFor,
  PENDING_LEAD_MAX_AGE_MS,
  resumePendingLeads,
} from './lead-outbox.ts';

const LEAD: LeadSaveInput = { name: 'Ana', phone: '5511987654321' };
const SAVED: LeadSaved = { id: 'lead-1', created: true, token: 'segredo-1' };
const offline = () => new TypeError('Failed to fetch');
const pending = () =>
  JSON.parse(localStorage.getItem(PENDING_LEADS_KEY) ?? '[]') as { key: string; input: LeadSaveInput }[];

function setup(...outcomes: (LeadSaved | Error)[]) {
  const send = vi.fn(async (_input: LeadSaveInput, _key: string) => {
    const outcome = outcomes.shift() ?? SAVED;
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  const onSaved = vi.fn();
  const outbox = createLeadOutbox({ send, onSaved });
  return { outbox, send, onSaved };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the lead outbox', () => {
  it('sends at once and keeps nothing once the server has the lead', async () => {
    const { outbox, send, onSaved } = setup();
    expect(await outbox.save(LEAD)).toEqual(SAVED);
    expect(send).toHaveBeenCalledWith(LEAD, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(onSaved).toHaveBeenCalledWith(SAVED, LEAD);
    // Not even an empty list is left on the page's origin.
    expect(localStorage.getItem(PENDING_LEADS_KEY)).toBeNull();
  });

  it('keeps an unsent lead and retries it with back-off under the same idempotency key', async () => {
    const { outbox, send, onSaved } = setup(offline(), new ApiError(503, undefined, 'x'));
    const failure = await outbox.save(LEAD).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LeadQueuedError);
    expect((failure as LeadQueuedError).cause).toBeInstanceOf(TypeError);
    expect(pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    const keys = new Set(send.mock.calls.map(([, key]) => key));
    expect(keys.size).toBe(1);
    expect(onSaved).toHaveBeenCalledExactlyOnceWith(SAVED, LEAD);
    expect(pending()).toEqual([]);
  });

  it('drops a lead the server refuses, since waiting cannot change a 4xx', async () => {
    const { outbox, send } = setup(new ApiError(400, 'validation_failed', 'x'));
    await expect(outbox.save(LEAD)).rejects.toBeInstanceOf(ApiError);
    expect(pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("keeps the secret of this browser's earlier save with the queued lead, and resends it", async () => {
    const { outbox, send } = setup(offline());
    const own = { ...LEAD, leadId: 'lead-1', leadToken: 'segredo-1' };
    await outbox.save(own).catch(() => undefined);
    expect(pending().map((entry) => entry.input)).toEqual([own]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(send).toHaveBeenLastCalledWith(own, expect.any(String));
    expect(pending()).toEqual([]);
  });

  it('keeps one pending save per phone, the newest, under the key of the one it replaced', async () => {
    const { outbox, send } = setup(offline(), offline());
    await outbox.save(LEAD).catch(() => undefined);
    await outbox.save({ ...LEAD, instagram: 'ana' }).catch(() => undefined);
    expect(pending().map((entry) => entry.input)).toEqual([{ ...LEAD, instagram: 'ana' }]);
    // The first may have reached the server unanswered: the same key gets its secret back.
    const [first, second] = send.mock.calls.map(([, key]) => key);
    expect(second).toBe(first);
    outbox.stop();
  });

  it('sends what an earlier page left behind at once, whatever wait that page had reached', async () => {
    // Written by the earlier version, which kept its back-off: the next try was 30 s away.
    localStorage.setItem(
      PENDING_LEADS_KEY,
      JSON.stringify([
        { key: 'k-1', input: LEAD, attempts: 5, nextAt: Date.now() + 30_000 },
        { key: 'k-2', input: { ...LEAD, phone: '5511912345678' }, attempts: 2, queuedAt: Date.now() },
        { nope: true },
      ]),
    );
    const { outbox, send, onSaved } = setup();
    await outbox.flush();
    expect(send.mock.calls.map(([, key]) => key)).toEqual(['k-1', 'k-2']);
    expect(onSaved).toHaveBeenCalledTimes(2);
    expect(pending()).toEqual([]);
  });

  it('forgets its back-off and sends at once when told the connection is back', async () => {
    const { outbox, send } = setup(offline(), offline(), offline());
    await outbox.save(LEAD).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(send).toHaveBeenCalledTimes(3);
    // The next try would be 8 s away.
    await outbox.retryNow();
    expect(send).toHaveBeenCalledTimes(4);
    expect(pending()).toEqual([]);
  });

  it('counts the failed tries on the device, for diagnosis', async () => {
    const { outbox } = setup(offline(), offline());
    await outbox.save(LEAD).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(pending()).toEqual([expect.objectContaining({ attempts: 2 })]);
    outbox.stop();
  });

  it('drops a lead that waited 7 days: personal data does not stay on the device', async () => {
    const now = Date.now();
    localStorage.setItem(
      PENDING_LEADS_KEY,
      JSON.stringify([
        { key: 'old', input: LEAD, attempts: 40, queuedAt: now - PENDING_LEAD_MAX_AGE_MS },
        { key: 'new', input: { ...LEAD, phone: '5511912345678' }, attempts: 1, queuedAt: now - 1_000 },
      ]),
    );
    expect(hasPendingLeads()).toBe(true);
    expect(pending().map((entry) => entry.key)).toEqual(['new']);
    const { outbox, send } = setup();
    await outbox.flush();
    expect(send.mock.calls.map(([, key]) => key)).toEqual(['new']);
    expect(localStorage.getItem(PENDING_LEADS_KEY)).toBeNull();
    expect(hasPendingLeads()).toBe(false);
  });

  it('promises nothing for later when the device cannot keep the lead (storage off)', async () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    vi.stubGlobal('localStorage', refusing);
    const { outbox } = setup(offline());
    await expect(outbox.save(LEAD)).rejects.toBeInstanceOf(TypeError);
    vi.unstubAllGlobals();
  });
});

describe('resuming on a later page', () => {
  afterEach(() => {
    forgetLeadOutboxes();
    vi.unstubAllGlobals();
  });

  it('sends the waiting lead to the server without the modal, and does nothing when none waits', async () => {
    const fetch = vi.fn(async (_request: Request) =>
      Response.json({ id: 'lead-9', created: true, token: 'segredo-9' }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(hasPendingLeads()).toBe(false);
    resumePendingLeads();
    expect(fetch).not.toHaveBeenCalled();

    localStorage.setItem(
      PENDING_LEADS_KEY,
      JSON.stringify([{ key: 'k-7', input: LEAD, attempts: 2, nextAt: Date.now() - 1 }]),
    );
    expect(hasPendingLeads()).toBe(true);
    resumePendingLeads();
    await vi.waitFor(() => expect(pending()).toEqual([]));
    const [request] = fetch.mock.calls[0] ?? [];
    expect(request?.url).toBe('http://localhost:3000/api/leads');
    expect(request?.headers.get('idempotency-key')).toBe('k-7');
    expect(hasPendingLeads()).toBe(false);
  });

  it('sends a save queued before the browser had a secret with the one it holds by now', async () => {
    const fetch = vi.fn(async (_request: Request) =>
      Response.json({ id: 'lead-9', created: false, token: 'segredo-9' }),
    );
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(
      'leadId',
      JSON.stringify({ id: 'lead-9', timestamp: Date.now(), token: 'segredo-9' }),
    );
    localStorage.setItem(
      PENDING_LEADS_KEY,
      JSON.stringify([{ key: 'k-5', input: LEAD, attempts: 1, nextAt: Date.now() - 1 }]),
    );
    resumePendingLeads();
    await vi.waitFor(() => expect(pending()).toEqual([]));
    const [request] = fetch.mock.calls[0] ?? [];
    expect(await request?.json()).toEqual({ ...LEAD, leadId: 'lead-9', leadToken: 'segredo-9' });
  });

  it('tells the page when a resend saved the lead, never its secret, and keeps the secret with the id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: 'lead-9', created: false, token: 'segredo-9' })),
    );
    const saved: unknown[] = [];
    const pageEvents: unknown[] = [];
    const onPageEvent = (event: Event) => pageEvents.push((event as CustomEvent).detail);
    document.addEventListener('funil:lead-saved', onPageEvent);
    const stop = onLeadSaved((message) => saved.push(message));
    localStorage.setItem(
      PENDING_LEADS_KEY,
      JSON.stringify([
        {
          key: 'k-8',
          input: { ...LEAD, region: 'São Paulo', free_call: true, leadId: 'lead-9', leadToken: 'segredo-9' },
          attempts: 1,
          queuedAt: Date.now(),
        },
      ]),
    );
    resumePendingLeads();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      id: 'lead-9',
      name: 'Ana',
      phone: '5511987654321',
      region: 'São Paulo',
      free_call: true,
    });
    expect(JSON.parse(localStorage.getItem('leadId') ?? '{}')).toMatchObject({
      id: 'lead-9',
      token: 'segredo-9',
    });
    // The partner's page hears nothing of the visitor's name and WhatsApp.
    expect(pageEvents).toEqual([]);
    stop();
    document.removeEventListener('funil:lead-saved', onPageEvent);
  });

  it('sends a waiting lead as soon as the browser is back online, without waiting out the back-off', async () => {
    let up = false;
    const fetch = vi.fn(async (_request: Request) => {
      if (!up) throw new TypeError('Failed to fetch');
      return Response.json({ id: 'lead-3', created: true, token: 'segredo-3' });
    });
    vi.stubGlobal('fetch', fetch);
    const outbox = leadOutboxFor('https://funil.example');
    await expect(outbox.save(LEAD)).rejects.toBeInstanceOf(LeadQueuedError);
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000);
    expect(fetch).toHaveBeenCalledTimes(4);

    up = true;
    dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(pending()).toEqual([]));
    expect(fetch).toHaveBeenCalledTimes(5);
    const keys = new Set(fetch.mock.calls.map(([request]) => request.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
  });
});
