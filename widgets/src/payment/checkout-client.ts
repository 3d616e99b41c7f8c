// POST /api/payments/{pix|credit-card|multi} under the §8 policy (checkout-policy.ts) through the
// widgets' one HTTP client; its ApiError becomes the CheckoutError whose message §8 prescribes.
import { ApiError, apiRequestWithRetry } from '../lib/api-request.ts';
import { CHECKOUT_MESSAGES, CHECKOUT_RETRY, CheckoutError, errorForStatus } from './checkout-policy.ts';
import { type CheckoutRequest, checkoutEndpoint } from './checkout-request.ts';

export interface CheckoutClientOptions {
  /** Origin of the Funil server; '' means the page's own origin. */
  apiBase: string;
  /** Sent as X-Request-Id on every try, so a support agent can find the attempt the visitor quotes. */
  attemptId: string;
}

/** The §8 message of a failed call. */
function checkoutErrorOf(error: unknown): CheckoutError {
  if (!(error instanceof ApiError)) return new CheckoutError(CHECKOUT_MESSAGES.internal);
  if (error.kind === 'timeout') return new CheckoutError(CHECKOUT_MESSAGES.timeout);
  if (error.kind === 'network') return new CheckoutError(CHECKOUT_MESSAGES.network);
  return errorForStatus(error.status, error.body);
}

/** Resolves with the link the server returned; rejects with a CheckoutError carrying a §8 message. */
export async function requestCheckout(
  request: CheckoutRequest,
  options: CheckoutClientOptions,
): Promise<string> {
  let body: { link?: unknown } | string | null | undefined;
  try {
    body = await apiRequestWithRetry(
      options.apiBase,
      `api/payments/${checkoutEndpoint(request)}`,
      CHECKOUT_RETRY,
      {
        method: 'POST',
        json: request,
        headers: { 'X-Request-Id': options.attemptId },
      },
    );
  } catch (error) {
    throw checkoutErrorOf(error);
  }
  if (body === undefined) throw new CheckoutError(CHECKOUT_MESSAGES.emptyResponse);
  // Text that is not JSON (a proxy's page) is no answer of ours.
  if (typeof body === 'string') throw new CheckoutError(CHECKOUT_MESSAGES.internal);
  const link = body?.link;
  if (link === undefined || link === null) throw new CheckoutError(CHECKOUT_MESSAGES.noLink);
  return link as string;
}
