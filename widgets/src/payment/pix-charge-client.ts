// The in-page PIX charge (issue 30): POST /api/payments/pix-charge creates it, GET …/{checkoutId}
// says whether it was paid. Our own server only: the browser never asks the provider.
import type { PixChargeCreated, PixChargeRequestInput, PixChargeState } from '@funil/core/pix-charge';
import { apiRequest } from '../lib/api-request.ts';

/**
 * One try: a retried POST could make two charges. The provider is slow at times (the server's
 * 504 is its own timeout), hence the long wait.
 */
export async function createPixCharge(
  apiBase: string,
  request: PixChargeRequestInput,
  attemptId: string,
): Promise<PixChargeCreated> {
  const created = await apiRequest<PixChargeCreated | undefined>(apiBase, 'api/payments/pix-charge', {
    method: 'POST',
    json: request,
    headers: { 'X-Request-Id': attemptId },
    timeoutMs: 30_000,
  });
  // Without these there is nothing to pay with: a proxy's page or a broken answer, not a charge.
  if (!created?.checkoutId || !created.qrImage || !created.payload || !Array.isArray(created.items)) {
    throw new Error('not a PIX charge');
  }
  return created;
}

export function readPixChargeState(apiBase: string, checkoutId: string): Promise<PixChargeState> {
  return apiRequest<PixChargeState>(apiBase, `api/payments/pix-charge/${encodeURIComponent(checkoutId)}`, {
    cache: 'no-store',
    timeoutMs: 10_000,
  });
}
