// The one HTTP client of the widgets and the tracker: API base, JSON, headers, a timeout, keepalive for
// calls that must outlive the page, and a retry policy given as data. It is a few hundred bytes, where a
// general client (ky) is 5 KB gzip: too much for the lead modal's embed budget (decision 0007).
// Every failure is one ApiError, whose `kind` says what happened; a call the caller aborted through its
// own signal rejects with the browser's AbortError, since nobody waits for its answer.
import { backoffMs } from './backoff.ts';

/**
 * 'status': the server answered non-2xx (code, message and fields from its `{ error: { … } }`);
 * 'timeout': no answer within the timeout; 'network': no answer at all (offline, server down, blocked).
 */
export type ApiErrorKind = 'status' | 'timeout' | 'network';

export class ApiError extends Error {
  override name = 'ApiError';
  /** The HTTP status; 0 when no answer came. */
  declare readonly status: number;
  declare readonly code: string | undefined;
  /** Per-field messages of a validation error, e.g. `{ phone: '…' }`. */
  declare readonly fields: Readonly<Record<string, string>>;
  declare readonly kind: ApiErrorKind;
  /** The parsed answer, for callers that read more than `error` (the checkout's §8 messages). */
  declare readonly body?: unknown;
  constructor(
    status: number,
    code: string | undefined,
    message: string,
    fields: Readonly<Record<string, string>> = {},
    kind: ApiErrorKind = 'status',
    body?: unknown,
  ) {
    super(message);
    // One assignment instead of a field each: this class ships in the lead modal's budget.
    Object.assign(this, { status, code, fields, kind, body });
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'HEAD';
  json?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The call may outlive the page (tracking sent as the visitor leaves): fetch's `keepalive`. */
  keepalive?: boolean;
  /** Bypasses the HTTP cache (the keep-alive ping). */
  cache?: RequestCache;
}

/** `{apiBase}/{path}` (the path may carry a query); an empty base means the page's own origin, at its root. */
export function apiUrl(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Resolves with the parsed JSON body (undefined when empty, the text when not JSON), or rejects with an
 * ApiError.
 */
export async function apiRequest<T>(
  apiBase: string,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const { json, signal, timeoutMs = 15_000 } = options;
  const controller = new AbortController();
  const abort = () => controller.abort();
  // A timer rather than AbortSignal.timeout, so tests can drive it with a fake clock.
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort);
  let response: Response;
  let text: string;
  try {
    // The options are fetch's own fields (method, headers, keepalive, cache) plus ours, which the
    // Request ignores: spread as they are, the client stays small.
    const init = {
      ...options,
      headers:
        json === undefined ? options.headers : { ...options.headers, 'content-type': 'application/json' },
      // JSON.stringify(undefined) is undefined: no body.
      body: JSON.stringify(json),
      signal: controller.signal,
    };
    response = await fetch(new Request(apiUrl(apiBase, path), init as RequestInit));
    // The timeout covers the body too: an answer that stalls half-way is no answer.
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    // Our own abort is the timeout; any other rejection of fetch means no answer came.
    const timedOut = controller.signal.aborted;
    throw new ApiError(
      0,
      undefined,
      timedOut ? `Tempo limite de ${timeoutMs} ms excedido` : String(error),
      {},
      timedOut ? 'timeout' : 'network',
    );
  } finally {
    clearTimeout(timer);
  }
  const { ok, status } = response;
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's HTML page): its text, which no caller mistakes for the object it expects.
    body = text;
  }
  if (!ok) {
    // The server's `{ error: { code, message, fields } }`; anything else leaves them out.
    const { code, message, fields } = Object(Object(body).error);
    throw new ApiError(
      status,
      code,
      typeof message === 'string' ? message : `HTTP ${status}`,
      Object(fields),
      undefined,
      body,
    );
  }
  return body as T;
}

/** How a call is tried again: plain data, so each caller's policy reads as its spec states it. */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** After n failures the next try waits backoffMs(n, backoffBaseMs) (lib/backoff.ts). */
  backoffBaseMs: number;
  /** The timeout of each try, one per attempt. */
  timeoutsMs: readonly number[];
  /** Answers tried again besides any 5xx; no answer at all (timeout, network) always is. */
  retryStatuses: readonly number[];
}

/** Worth another try under the policy: no answer at all (status 0), a 5xx, or one of its listed statuses. */
export function isRetryable(error: unknown, retryStatuses: readonly number[]): boolean {
  return (
    error instanceof ApiError &&
    (error.status < 1 || error.status >= 500 || retryStatuses.includes(error.status))
  );
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** apiRequest, tried again under the policy; rejects with the last try's error. */
export async function apiRequestWithRetry<T>(
  apiBase: string,
  path: string,
  policy: RetryPolicy,
  options: ApiRequestOptions = {},
  sleep: (ms: number) => Promise<void> = wait,
): Promise<T> {
  for (let failures = 0; ; ) {
    try {
      return await apiRequest<T>(apiBase, path, {
        ...options,
        timeoutMs: policy.timeoutsMs[failures] as number,
      });
    } catch (error) {
      if (++failures >= policy.attempts || !isRetryable(error, policy.retryStatuses)) throw error;
    }
    await sleep(backoffMs(failures, policy.backoffBaseMs));
  }
}
