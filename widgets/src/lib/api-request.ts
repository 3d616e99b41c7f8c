// The widgets' own small fetch client: API base, JSON, headers and a timeout, in well under 1 KB.
// ky does the same in 5 KB gzip, too much for the lead modal's 55 KB embed budget (decision 0007).

/** A non-2xx answer; code, message and fields come from the server's `{ error: { … } }`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    /** Per-field messages of a validation error, e.g. `{ phone: '…' }`. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** The call took longer than its timeout and was aborted. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST';
  json?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** `{apiBase}/{path}`; an empty base means the page's own origin, at its root. */
export function apiUrl(apiBase: string, path: string, query?: Record<string, string>): string {
  const url = `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return query ? `${url}?${new URLSearchParams(query)}` : url;
}

/** Resolves with the parsed JSON body (undefined when empty), or rejects with ApiError / TimeoutError. */
export async function apiRequest<T>(
  apiBase: string,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const { method = 'GET', json, query, headers = {}, timeoutMs = 15_000, signal } = options;
  const controller = new AbortController();
  let timedOut = false;
  // A timer rather than AbortSignal.timeout, so tests can drive it with a fake clock.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const init: RequestInit = { method, headers: { ...headers }, signal: controller.signal };
    if (json !== undefined) {
      init.body = JSON.stringify(json);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await fetch(new Request(apiUrl(apiBase, path, query), init));
    const text = await response.text();
    const body = text ? safeJson(text) : undefined;
    if (!response.ok) {
      const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)
        ?.error;
      throw new ApiError(
        response.status,
        typeof error?.code === 'string' ? error.code : undefined,
        typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`,
        typeof error?.fields === 'object' && error.fields !== null
          ? (error.fields as Record<string, string>)
          : {},
      );
    }
    return body as T;
  } catch (error) {
    if (timedOut) throw new TimeoutError(`Tempo limite de ${timeoutMs} ms excedido`);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
