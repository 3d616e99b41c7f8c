// Loads one /api/admin resource for a screen — every staff screen's one way to fetch what it shows.
import { useCallback, useEffect, useState } from 'react';
import { adminRequest, errorMessage } from './admin-api.ts';

export interface AdminResource<T> {
  /** The last data the server sent; it stays on screen while the next page, filter or reload loads. */
  data: T | undefined;
  /** A request is under way (with `data` still the previous answer, if there was one). */
  loading: boolean;
  /** The pt-BR message of the last request's failure; the next success clears it. */
  error: string | null;
  reload: () => void;
  /** Applies a change the server already confirmed, without fetching the whole list again. */
  update: (change: (data: T) => T) => void;
}

interface State<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
}

/** Fetches `path` whenever it changes; a null path (a form not yet valid) fetches nothing. */
export function useAdminResource<T>(path: string | null): AdminResource<T> {
  const [state, setState] = useState<State<T>>({ data: undefined, loading: path !== null, error: null });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload() bumps version to fetch the same path again.
  useEffect(() => {
    if (path === null) {
      setState((current) => (current.loading ? { ...current, loading: false } : current));
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    adminRequest<T>(path, { signal: controller.signal }).then(
      (data) => setState({ data, loading: false, error: null }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, loading: false, error: errorMessage(failure) }));
      },
    );
    return () => controller.abort();
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.data === undefined ? current : { ...current, data: change(current.data) },
      ),
    [],
  );
  return { ...state, reload, update };
}
