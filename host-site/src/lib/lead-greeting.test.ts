import { STORAGE_KEYS } from '@funil/widgets/react';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLeadFirstName, fetchLeadGreeting, useLeadFirstName } from './lead-greeting.ts';

const LEAD_ID = '6f1c2d3e-1111-4000-8000-000000000001';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useLeadFirstName', () => {
  it('asks the leads API for the id in the URL and gives the first name', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, { id: LEAD_ID, firstName: 'Marina', journeyStage: 'lead', conversionStage: 'new_lead' }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useLeadFirstName(LEAD_ID));

    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('Marina'));
    expect(fetchMock).toHaveBeenCalledWith(`/api/leads/${LEAD_ID}`, expect.anything());
  });

  it('stays generic for an unknown lead, without logging an error', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const fetchMock = vi.fn(async () =>
      json(404, { error: { code: 'lead_not_found', message: 'Lead não encontrado.' } }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useLeadFirstName(LEAD_ID));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('stays generic when the network fails', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useLeadFirstName(LEAD_ID));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current).toBeNull();
  });

  it('makes no request without an id', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useLeadFirstName(undefined));

    expect(result.current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets the previous name when the id in the URL changes', async () => {
    const names: Record<string, string> = { a: 'Ana', b: 'Bruno' };
    let releaseB: () => void = () => {};
    const gateB = new Promise<void>((resolve) => {
      releaseB = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const id = url.split('/').pop() ?? '';
        if (id === 'b') await gateB;
        return json(200, { id, firstName: names[id], journeyStage: 'lead', conversionStage: 'new_lead' });
      }),
    );

    const { result, rerender } = renderHook(({ id }) => useLeadFirstName(id), { initialProps: { id: 'a' } });
    await waitFor(() => expect(result.current).toBe('Ana'));

    rerender({ id: 'b' });
    expect(result.current).toBeNull();
    releaseB();
    await waitFor(() => expect(result.current).toBe('Bruno'));
  });
});

describe('fetchLeadFirstName', () => {
  it('keeps only the first word of the name the API gives', async () => {
    const fetchMock = vi.fn(async () => json(200, { id: LEAD_ID, firstName: '  Maria Clara ' }));
    expect(await fetchLeadFirstName(LEAD_ID, undefined, fetchMock)).toBe('Maria');
  });

  it('ignores an answer without a usable first name', async () => {
    expect(
      await fetchLeadFirstName(
        LEAD_ID,
        undefined,
        vi.fn(async () => json(200, {})),
      ),
    ).toBeNull();
    expect(
      await fetchLeadFirstName(
        LEAD_ID,
        undefined,
        vi.fn(async () => json(200, { firstName: ' ' })),
      ),
    ).toBeNull();
    expect(
      await fetchLeadFirstName(
        LEAD_ID,
        undefined,
        vi.fn(async () => new Response('<html>', { status: 200 })),
      ),
    ).toBeNull();
  });

  it('does not send ids that cannot be lead ids', async () => {
    const fetchMock = vi.fn();
    expect(await fetchLeadFirstName('../admin', undefined, fetchMock)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('fetchLeadGreeting', () => {
  const lead = (facts: Record<string, unknown>) =>
    vi.fn(async () => json(200, { id: LEAD_ID, firstName: 'Ana', journeyStage: 'lead', ...facts }));

  it('turns what the server knows into the spec §4 states', async () => {
    expect(
      await fetchLeadGreeting(LEAD_ID, undefined, lead({ visitCount: 1, registeredForEvent: true })),
    ).toEqual({
      firstName: 'Ana',
      state: { authenticated: true, returningVisitor: false, returningLead: false, registeredForEvent: true },
    });
    localStorage.setItem(
      STORAGE_KEYS.PARTIAL_LEAD_KEY,
      JSON.stringify({ name: 'Ana', whatsapp: '5511987654321' }),
    );
    expect(
      (await fetchLeadGreeting(LEAD_ID, undefined, lead({ visitCount: 3, registeredForEvent: false })))
        ?.state,
    ).toEqual({
      authenticated: true,
      returningVisitor: true,
      returningLead: true,
      registeredForEvent: false,
    });
    localStorage.clear();
  });

  it('answers null, not an error, for a lead the server does not know', async () => {
    const notFound = vi.fn(async () => json(404, { error: { code: 'lead_not_found', message: 'x' } }));
    expect(await fetchLeadGreeting(LEAD_ID, undefined, notFound)).toBeNull();
  });
});
