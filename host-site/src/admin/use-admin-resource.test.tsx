import {
  failure,
  fetchedUrls,
  json,
  stubFetch,
  testQueryClient,
} from '@funil/testkit/host-site/render-admin';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRequest } from './admin-api.ts';
import { AdminProviders } from './admin-query-provider.tsx';
import { useAdminResource } from './use-admin-resource.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function providers(client = testQueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <AdminProviders client={client}>{children}</AdminProviders>
    ),
  };
}

const PARTNER_ROWS = (page: number) => ({ items: [], page, pageSize: 20, total: 0 });

describe('useAdminResource', () => {
  it('keeps the previous data on screen while the next query loads', async () => {
    let answerSecond: (response: Response) => void = () => {};
    const fetchMock = stubFetch(
      json(200, PARTNER_ROWS(1)),
      new Promise<Response>((resolve) => (answerSecond = resolve)),
    );
    const { wrapper } = providers();
    const { result, rerender } = renderHook(
      ({ page }) =>
        useAdminResource('GET /partners/:code/leads', { params: { code: 'ana' }, query: `page=${page}` }),
      { initialProps: { page: 1 }, wrapper },
    );
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: null });
    await waitFor(() => expect(result.current).toMatchObject({ data: { page: 1 }, loading: false }));

    rerender({ page: 2 });
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(result.current.data).toMatchObject({ page: 1 });
    expect(fetchedUrls(fetchMock)).toEqual([
      '/api/admin/partners/ana/leads?page=1',
      '/api/admin/partners/ana/leads?page=2',
    ]);

    await act(async () => answerSecond(json(200, PARTNER_ROWS(2))));
    await waitFor(() => expect(result.current).toMatchObject({ data: { page: 2 }, loading: false }));
  });

  it('fetches nothing for a null call', () => {
    const fetchMock = stubFetch();
    const { result } = renderHook(() => useAdminResource('GET /privacy/leads', null), providers());
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives the server’s pt-BR message at once for a refusal, and reload asks again', async () => {
    const fetchMock = stubFetch(failure(403, 'forbidden', 'Sem permissão.'), json(200, { partners: [] }));
    const { result } = renderHook(() => useAdminResource('GET /partners'), providers());
    await waitFor(() => expect(result.current.error).toBe('Sem permissão.'));
    // A 403 answers the same the next time: no automatic retries before the message.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ data: { partners: [] }, error: null }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks three more times when the server fails, then names the failure', async () => {
    const fetchMock = stubFetch(
      failure(500, 'internal_error', 'Erro interno. Tente novamente em instantes.'),
      failure(503, 'internal_error', 'Erro interno. Tente novamente em instantes.'),
      new TypeError('Failed to fetch'),
      failure(500, 'internal_error', 'Erro interno. Tente novamente em instantes.'),
    );
    const { result } = renderHook(() => useAdminResource('GET /partners'), providers());
    await waitFor(() => expect(result.current.error).toBe('Erro interno. Tente novamente em instantes.'));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(result.current.loading).toBe(false);
  });

  it('names a network failure in pt-BR and applies local updates to the data', async () => {
    stubFetch(
      json(200, { partners: [] }),
      ...Array.from({ length: 4 }, () => new TypeError('Failed to fetch')),
    );
    const { result } = renderHook(() => useAdminResource('GET /debriefing/events'), providers());
    await waitFor(() => expect(result.current.data).toEqual({ partners: [] }));

    act(() => result.current.update(() => ({ events: [] })));
    await waitFor(() => expect(result.current.data).toEqual({ events: [] }));

    act(() => result.current.reload());
    await waitFor(() =>
      expect(result.current.error).toBe(
        'Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.',
      ),
    );
    expect(result.current.data).toEqual({ events: [] });
  });

  it('serves a screen shown again from the cache, and asks again after a save', async () => {
    const fetchMock = stubFetch(
      json(200, { partners: [] }),
      json(200, { partner: { code: 'ana' } }),
      json(200, { partners: [{ code: 'ana' }] }),
    );
    const { client, wrapper } = providers();
    // The staff layout stays while screens come and go; it is what hears of saves.
    renderHook(() => undefined, { wrapper });
    const first = renderHook(() => useAdminResource('GET /partners'), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual({ partners: [] }));
    first.unmount();

    // Within five minutes the same read is fresh: no request.
    const again = renderHook(() => useAdminResource('GET /partners'), { wrapper });
    expect(again.result.current).toMatchObject({ data: { partners: [] }, loading: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    again.unmount();

    await adminRequest('POST /partners', { body: { code: 'ana', name: 'Ana' } });
    expect(client.getQueryState(['admin', '/api/admin/partners'])?.isInvalidated).toBe(true);

    const afterSave = renderHook(() => useAdminResource('GET /partners'), { wrapper });
    await waitFor(() => expect(afterSave.result.current.data).toEqual({ partners: [{ code: 'ana' }] }));
    expect(fetchedUrls(fetchMock)).toEqual([
      '/api/admin/partners',
      '/api/admin/partners',
      '/api/admin/partners',
    ]);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST' });
  });
});
