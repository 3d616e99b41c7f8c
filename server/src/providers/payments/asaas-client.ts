// The real provider: Asaas's checkout API (POST /v3/checkouts), its installment plans
// (GET /v3/installments/{id}) and customers (GET /v3/customers/{id}), and PIX charges paid on our
// own page (asaas-pix-charge.ts), authenticated by access_token.
import type { ProviderCheckoutRequest, ProviderCustomer } from '../../domain/ports/payments.ts';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderCheckout,
} from '../../domain/ports/payments.ts';
import { cancelAsaasPixCharge, createAsaasPixCharge } from './asaas-pix-charge.ts';
import { type AsaasConnection, asaasRequest } from './asaas-request.ts';

export interface AsaasClientOptions {
  /** e.g. https://api.asaas.com/v3 or https://api-sandbox.asaas.com/v3. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createAsaasClient(options: AsaasClientOptions): PaymentProvider {
  const connection: AsaasConnection = {
    base: options.baseUrl.replace(/\/+$/, ''),
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch ?? fetch,
  };
  /** A GET whose JSON answer is read; undefined when Asaas cannot be reached or says no. */
  const read = async (path: string): Promise<Record<string, unknown> | undefined> => {
    try {
      return await asaasRequest(connection, 'GET', path);
    } catch (error) {
      // Unreachable or too slow: the purchase is still recorded, without what this would have said.
      if (error instanceof PaymentProviderError) return undefined;
      throw error;
    }
  };
  return {
    name: 'asaas',
    async createCheckout(request: ProviderCheckoutRequest): Promise<ProviderCheckout> {
      const { id, link } = await asaasRequest(connection, 'POST', '/checkouts', request);
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

    createPixCharge: (request) => createAsaasPixCharge(connection, request),
    cancelPixCharge: (paymentId) => cancelAsaasPixCharge(connection, paymentId),
  };
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
