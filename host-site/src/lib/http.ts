// The site's one way to call its own /api: same-origin JSON in and out, and one error for every way
// a call can fail — a stable code for programs, a pt-BR message for people. The public pages and the
// staff screens both go through it, so a refusal reads the same wherever it happens. Hand-written
// rather than ky: it is ~80 lines the public pages' first download would otherwise pay ky's bytes for.
import { ERRORS, type ErrorBody } from '@funil/core/errors';

/** What a person reads when the server could not be reached at all. */
export const NETWORK_ERROR_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.';

/** The stable codes of failures that never reached, or never came back from, the server. */
export type ClientErrorCode = 'network_error' | 'invalid_response';

export class ApiError extends Error {
  constructor(
    /** The HTTP status; 0 when no answer arrived (offline, DNS, connection reset). */
    readonly status: number,
    /** The server's stable code (core/errors.ts), or a ClientErrorCode. */
    readonly code: string,
    message: string,
    /** Per-field messages of a validation_failed answer, keyed by the field's path. */
    readonly fields: Record<string, string> = {},
    /** A 429's Retry-After: how many seconds until the server takes the request again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON: the server refuses state changes in any other content type (CSRF defence). */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Extra request headers, e.g. the partner results page's Authorization (never a secret in the URL). */
  headers?: Record<string, string>;
  /** Tests hand in their own; the browser's otherwise. */
  fetch?: typeof fetch;
}

/** The answer's JSON (undefined for a 204). Throws ApiError for any failure; an abort stays an abort. */
export async function requestJson<T>(url: string, request: HttpRequest = {}): Promise<T> {
  const response = await send(url, request, 'application/json');
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(response.status, 'invalid_response', ERRORS.internal_error);
  }
}

/** The answer as it came (a file to save, say), once it is known to be a success. */
export async function requestBlob(url: string, request: HttpRequest = {}): Promise<Response> {
  return send(url, request, '*/*');
}

async function send(url: string, request: HttpRequest, accept: string): Promise<Response> {
  const doFetch = request.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: request.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        ...request.headers,
        accept,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (failure) {
    if (request.signal?.aborted) throw failure;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** The server's error body read into an ApiError; the response is read to its end either way. */
async function errorOf(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  try {
    const body = (await response.json()) as ErrorBody;
    if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string') throw body;
    return new ApiError(
      response.status,
      body.error.code,
      body.error.message,
      body.error.fields,
      retryAfterSeconds,
    );
  } catch {
    return new ApiError(response.status, 'internal_error', ERRORS.internal_error, {}, retryAfterSeconds);
  }
}

/** The pt-BR message of any failure a call can end in. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return NETWORK_ERROR_MESSAGE;
}

/** A refusal asking again will not change (a 4xx but 408 and 429): not worth retrying. */
export function isFinalRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}
