// Loads one /api/admin resource for a screen: loading, error and ready states, reload and local edits.
import { useCallback, useEffect, useState } from 'react';
import { AdminApiError, adminRequest } from './admin-api.ts';

export type AdminResource<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

export interface AdminResourceHandle<T> {
  resource: AdminResource<T>;
  reload: () => void;
  /** Applies a change the server already confirmed, without fetching the whole list again. */
  update: (change: (data: T) => T) => void;
  /** A new page, filter or reload is on its way while the previous data stays on screen. */
  refreshing: boolean;
}

export function useAdminResource<T>(path: string | null): AdminResourceHandle<T> {
  const [resource, setResource] = useState<AdminResource<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload() bumps version to fetch the same path again.
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    // Data already shown stays while the next arrives, so filters and pages do not flash empty.
    setResource((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    setRefreshing(true);
    adminRequest<T>(path, { signal: controller.signal })
      .then((data) => setResource({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setResource({ status: 'error', message: errorMessage(error) });
      })
      .finally(() => {
        if (!controller.signal.aborted) setRefreshing(false);
      });
    return () => controller.abort();
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setResource((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { resource, reload, update, refreshing };
}

/** The pt-BR message of an API error, or a generic one for network failures. */
export function errorMessage(error: unknown): string {
  if (error instanceof AdminApiError) return error.message;
  return 'Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.';
}
