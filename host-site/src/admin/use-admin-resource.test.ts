import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminResource } from './use-admin-resource.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useAdminResource', () => {
  it('keeps the previous data on screen while the next path loads', async () => {
    let answerSecond: (response: Response) => void = () => {};
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(200, { page: 1 }))
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answerSecond = resolve)));
    vi.stubGlobal('fetch', fetchMock);

    const { result, rerender } = renderHook(({ path }) => useAdminResource<{ page: number }>(path), {
      initialProps: { path: '/things?page=1' },
    });
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: null });
    await waitFor(() => expect(result.current).toMatchObject({ data: { page: 1 }, loading: false }));

    rerender({ path: '/things?page=2' });
    await waitFor(() => expect(result.current.loading).toBe(true));
    expect(result.current.data).toEqual({ page: 1 });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/things?page=2', expect.anything());

    await act(async () => answerSecond(json(200, { page: 2 })));
    await waitFor(() => expect(result.current).toMatchObject({ data: { page: 2 }, loading: false }));
  });

  it('fetches nothing for a null path', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useAdminResource(null));
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives the server’s pt-BR message, and reload tries again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(403, { error: { code: 'forbidden', message: 'Sem permissão.' } }))
      .mockResolvedValueOnce(json(200, { items: [1] }));
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useAdminResource<{ items: number[] }>('/items'));
    await waitFor(() => expect(result.current.error).toBe('Sem permissão.'));

    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ data: { items: [1] }, error: null }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('names a network failure in pt-BR and applies local updates to the data', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json(200, { items: [1] }))
        .mockRejectedValueOnce(new TypeError('Failed to fetch')),
    );
    const { result } = renderHook(() => useAdminResource<{ items: number[] }>('/items'));
    await waitFor(() => expect(result.current.data).toEqual({ items: [1] }));

    act(() => result.current.update((data) => ({ items: [...data.items, 2] })));
    expect(result.current.data).toEqual({ items: [1, 2] });

    act(() => result.current.reload());
    await waitFor(() =>
      expect(result.current.error).toBe(
        'Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.',
      ),
    );
    expect(result.current.data).toEqual({ items: [1, 2] });
  });
});
