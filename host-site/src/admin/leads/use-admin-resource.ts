// One admin GET as screen state: loading, its data, or the pt-BR error to show, with a way to reload.
import { useCallback, useEffect, useState } from 'react';
import { AdminApiError, adminRequest } from '../admin-api.ts';

export type Resource<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; data?: T };

const OFFLINE = 'Não foi possível falar com o servidor. Verifique sua conexão.';

export function errorMessage(error: unknown): string {
  return error instanceof AdminApiError ? error.message : OFFLINE;
}

/**
 * Fetches `path` whenever it changes; the previous data stays on screen while the next loads.
 * A null path (a form not yet valid) fetches nothing.
 */
export function useAdminResource<T>(path: string | null): Resource<T> & { reload: () => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is how reload asks for the same path again.
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((previous) => ({
      status: 'loading',
      ...(previous.data === undefined ? {} : { data: previous.data }),
    }));
    adminRequest<T>(path, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          status: 'failed',
          message: errorMessage(error),
          ...(previous.data === undefined ? {} : { data: previous.data }),
        }));
      },
    );
    return () => controller.abort();
  }, [path, attempt]);

  return { ...state, reload };
}
