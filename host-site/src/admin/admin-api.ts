// The staff area's one way to reach /api/admin: a route of the contract (core/admin-api.ts) in, its
// typed answer out, through the site's one HTTP client; a lost session sends the browser to the login.
import {
  type AdminBody,
  type AdminParams,
  type AdminResponse,
  type AdminRoute,
  adminMethod,
  adminPath,
  type HasParams,
} from '@funil/core/admin-api';
import { ApiError, type HttpRequest, requestBlob, requestJson } from '../lib/http.ts';

export { ApiError, errorMessage } from '../lib/http.ts';

/** Where a missing or expired session sends the browser, coming back to the same screen afterwards. */
export function loginUrl(next: string): string {
  return `/admin/login?next=${encodeURIComponent(next)}`;
}

/** What a call names besides its route: the `:name` values, the query, the body. */
export type AdminCall<Route extends AdminRoute> = (HasParams<Route> extends true
  ? { params: AdminParams<Route> }
  : { params?: undefined }) &
  ([AdminBody<Route>] extends [never] ? { body?: undefined } : { body: AdminBody<Route> }) & {
    query?: URLSearchParams | string;
    signal?: AbortSignal | undefined;
  };

/** Calls a route may make without naming anything: no `:name`, no body. */
export type BareRoute = {
  [Route in AdminRoute]: HasParams<Route> extends true
    ? never
    : [AdminBody<Route>] extends [never]
      ? Route
      : never;
}[AdminRoute];

export function adminRequest<Route extends BareRoute>(
  route: Route,
  call?: AdminCall<Route>,
): Promise<AdminResponse<Route>>;
export function adminRequest<Route extends AdminRoute>(
  route: Route,
  call: AdminCall<Route>,
): Promise<AdminResponse<Route>>;
export async function adminRequest<Route extends AdminRoute>(
  route: Route,
  call?: AdminCall<Route>,
): Promise<AdminResponse<Route>> {
  const url = adminUrl(route, call);
  const method = adminMethod(route);
  const request: HttpRequest = { method, body: call?.body, signal: call?.signal };
  const answer = await signedIn(() => requestJson<AdminResponse<Route>>(url, request));
  if (method !== 'GET') for (const listener of writeListeners) listener();
  return answer;
}

const writeListeners = new Set<() => void>();

/** Runs `listener` after each change the server accepted (the query cache marks its reads stale). */
export function onAdminWrite(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** The /api/admin URL of a call: what the query cache keys a read by. */
export function adminUrl<Route extends AdminRoute>(route: Route, call?: AdminCall<Route>): string {
  return `/api/admin${adminPath(route, call?.params as AdminParams<Route> | undefined, call?.query)}`;
}

/** A file the server answers (a CSV export), once it is known to be one. */
export function adminDownload(path: string): Promise<Response> {
  return signedIn(() => requestBlob(`/api/admin${path}`));
}

async function signedIn<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (failure) {
    if (
      failure instanceof ApiError &&
      failure.status === 401 &&
      !window.location.pathname.startsWith('/admin/login')
    ) {
      window.location.assign(loginUrl(window.location.pathname + window.location.search));
    }
    throw failure;
  }
}
