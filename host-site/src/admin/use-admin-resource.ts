// Reads one /api/admin route for a screen through the staff area's query cache (query-client.ts):
// every staff screen's one way to fetch what it shows, keyed by the URL it asks for.
import type { AdminReadRoute, AdminResponse } from '@funil/core/admin-api';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type AdminCall, adminRequest, adminUrl, type BareRoute, errorMessage } from './admin-api.ts';
import { ADMIN_QUERY_ROOT } from './query-client.ts';

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

/** The cache key of a read: the URL it asks, under the staff area's root. */
export function adminQueryKey(url: string | null): readonly [string, string | null] {
  return [ADMIN_QUERY_ROOT, url];
}

/**
 * Reads `route` with `call`'s params and query whenever they change; a null call (a form not yet
 * valid) reads nothing. Routes without params may leave `call` out.
 */
export function useAdminResource<Route extends AdminReadRoute & BareRoute>(
  route: Route,
  call?: AdminCall<Route> | null,
): AdminResource<AdminResponse<Route>>;
export function useAdminResource<Route extends AdminReadRoute>(
  route: Route,
  call: AdminCall<Route> | null,
): AdminResource<AdminResponse<Route>>;
export function useAdminResource<Route extends AdminReadRoute>(
  route: Route,
  call: AdminCall<Route> | null = {} as AdminCall<Route>,
): AdminResource<AdminResponse<Route>> {
  type Data = AdminResponse<Route>;
  const url = call === null ? null : adminUrl(route, call);
  const key = useMemo(() => adminQueryKey(url), [url]);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => adminRequest(route, { ...(call as AdminCall<Route>), signal }) as Promise<Data>,
    enabled: url !== null,
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const update = useCallback(
    (change: (data: Data) => Data) =>
      queryClient.setQueryData<Data>(key, (current) => (current === undefined ? current : change(current))),
    [queryClient, key],
  );
  return {
    data: query.data,
    loading: query.isFetching,
    // A failure stays on screen until the next ask starts, as the retry button promises.
    error: query.isError && !query.isFetching ? errorMessage(query.error) : null,
    reload,
    update,
  };
}
