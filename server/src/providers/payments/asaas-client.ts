// The real provider: Asaas's checkout API (POST /v3/checkouts), its installment plans
// (GET /v3/installments/{id}) and customers (GET /v3/customers/{id}), authenticated by access_token.
import type { ProviderCheckoutRequest, ProviderCustomer } from '../../domain/ports/payments.ts';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderCheckout,
} from '../../domain/ports/payments.ts';

export interface AsaasClientOptions {
  /** e.g. https://api.asaas.com/v3 or https://api-sandbox.asaas.com/v3. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createAsaasClient(options: AsaasClientOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const endpoint = `${base}/checkouts`;
  const headers = {
    accept: 'application/json',
    access_token: options.apiKey,
    'user-agent': 'funil',
  };
  /** A GET whose JSON answer is read; undefined when Asaas cannot be reached or says no. */
  const read = async (path: string): Promise<Record<string, unknown> | undefined> => {
    try {
      const response = await doFetch(`${base}${path}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) return undefined;
      const body = await readJson(response);
      return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
    } catch {
      // Unreachable or too slow: the purchase is still recorded, without what this would have said.
      return undefined;
    }
  };
  return {
    name: 'asaas',
    async createCheckout(request: ProviderCheckoutRequest): Promise<ProviderCheckout> {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new PaymentProviderError({ kind: timedOut ? 'timeout' : 'unreachable' }, { cause: error });
      }
      const body = await readJson(response);
      if (!response.ok) {
        throw new PaymentProviderError({ kind: 'rejected', status: response.status, detail: describe(body) });
      }
      const { id, link } = (body ?? {}) as { id?: unknown; link?: unknown };
      if (typeof id !== 'string' || id === '') throw new PaymentProviderError({ kind: 'invalid_response' });
      if (typeof link === 'string' && URL.canParse(link)) return { id, link };
      return { id, link: checkoutPageFor(options.baseUrl, id) };
    },

    async installmentCount(planId: string): Promise<number | undefined> {
      const { installmentCount } = (await read(`/installments/${encodeURIComponent(planId)}`)) ?? {};
      return Number.isInteger(installmentCount) && (installmentCount as number) > 0
        ? (installmentCount as number)
        : undefined;
    },

    async customer(customerId: string): Promise<ProviderCustomer | undefined> {
      const body = await read(`/customers/${encodeURIComponent(customerId)}`);
      // Asaas keeps the mobile apart from the landline; a buyer's WhatsApp is the mobile.
      return body && { name: body.name, email: body.email, phone: body.mobilePhone || body.phone };
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Asaas answers `{ errors: [{ code, description }] }`; the first description goes to the log. */
function describe(body: unknown): string | undefined {
  const errors = (body as { errors?: { description?: unknown }[] } | undefined)?.errors;
  const first = Array.isArray(errors) ? errors[0]?.description : undefined;
  return typeof first === 'string' ? first.slice(0, 300) : undefined;
}

/**
 * When an answer has no link, the checkout page lives on the API's site without its "api"
 * sub-domain (api.asaas.com → asaas.com, api-sandbox.asaas.com → sandbox.asaas.com).
 */
export function checkoutPageFor(baseUrl: string, id: string): string {
  const url = new URL(baseUrl);
  const host = url.host.replace(/^api\./, '').replace(/^api-/, '');
  return `${url.protocol}//${host}/checkoutSession/show?id=${encodeURIComponent(id)}`;
}
