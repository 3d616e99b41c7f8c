// The staff area's one way to reach /api/admin: same-origin JSON with the session cookie.
import type { ErrorBody } from '@funil/core/errors';

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per-field messages of a validation_failed answer, keyed by the field's path. */
    readonly fields: Record<string, string> = {},
    /** A 429's Retry-After: how many seconds until the server takes the request again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export interface AdminRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON: the server refuses state changes in any other content type (CSRF defence). */
  body?: unknown;
  signal?: AbortSignal;
}

/** Where a missing or expired session sends the browser, coming back to the same screen afterwards. */
export function loginUrl(next: string): string {
  return `/admin/login?next=${encodeURIComponent(next)}`;
}

export async function adminRequest<T>(path: string, request: AdminRequest = {}): Promise<T> {
  const response = await fetch(`/api/admin${path}`, {
    method: request.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  if (response.status === 401 && !window.location.pathname.startsWith('/admin/login')) {
    window.location.assign(loginUrl(window.location.pathname + window.location.search));
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function toError(response: Response): Promise<AdminApiError> {
  try {
    const body = (await response.json()) as ErrorBody;
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    return new AdminApiError(
      response.status,
      body.error.code,
      body.error.message,
      body.error.fields,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  } catch {
    return new AdminApiError(
      response.status,
      'internal_error',
      'Erro interno. Tente novamente em instantes.',
    );
  }
}

/** The pt-BR message of an API error, or a generic one for network failures. */
export function errorMessage(error: unknown): string {
  if (error instanceof AdminApiError) return error.message;
  return 'Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.';
}
