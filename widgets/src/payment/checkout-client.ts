// POST /api/payments/{pix|credit-card|multi} under the §8 policy: 3 attempts, 15 s then 30 s each.
import { CHECKOUT_MESSAGES, CHECKOUT_POLICY, CheckoutError, errorForStatus } from './checkout-policy.ts';
import { type CheckoutRequest, checkoutEndpoint } from './checkout-request.ts';

export interface CheckoutClientOptions {
  /** Origin of the Funil server; '' means the page's own origin. */
  apiBase: string;
  /** Sent as X-Request-Id on every try, so a support agent can find the attempt the visitor quotes. */
  attemptId: string;
  fetch?: typeof fetch;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  doFetch: typeof fetch,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await doFetch(url, { ...init, signal: controller.signal });
  } catch {
    // fetch rejects only when no answer came: our abort (timeout) or the network.
    throw controller.signal.aborted
      ? new CheckoutError(CHECKOUT_MESSAGES.timeout, true)
      : new CheckoutError(CHECKOUT_MESSAGES.network, true);
  } finally {
    clearTimeout(timer);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw errorForStatus(response.status, body);
  if (!text.trim()) throw new CheckoutError(CHECKOUT_MESSAGES.emptyResponse);
  if (body === undefined) throw new CheckoutError(CHECKOUT_MESSAGES.internal);
  const link = (body as { link?: unknown } | null)?.link;
  if (link === undefined || link === null) throw new CheckoutError(CHECKOUT_MESSAGES.noLink);
  return link as string;
}

/** Resolves with the link the server returned; rejects with a CheckoutError carrying a §8 message. */
export async function requestCheckout(
  request: CheckoutRequest,
  options: CheckoutClientOptions,
): Promise<string> {
  const url = `${options.apiBase.replace(/\/+$/, '')}/api/payments/${checkoutEndpoint(request)}`;
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': options.attemptId },
    body: JSON.stringify(request),
  };
  let lastError: unknown;
  for (let index = 0; index < CHECKOUT_POLICY.attempts; index += 1) {
    const delay = CHECKOUT_POLICY.waitsMs[index] ?? 0;
    if (delay > 0) await wait(delay);
    try {
      return await attempt(url, init, CHECKOUT_POLICY.timeoutsMs[index] ?? 30_000, options.fetch ?? fetch);
    } catch (error) {
      lastError = error;
      if (!(error instanceof CheckoutError && error.retryable)) break;
    }
  }
  throw lastError instanceof CheckoutError ? lastError : new CheckoutError(CHECKOUT_MESSAGES.internal);
}
