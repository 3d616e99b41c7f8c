// GET /api/payments/pix-charge/{checkoutId}: where an in-page PIX charge stands, as the modal polls
// it. The checkout id (a random UUID) is the capability, as for /api/purchases/{id}; the answer
// names no buyer. A charge past its expiry is expired even before the provider says so.
import type { PixChargeState, PixChargeStatus } from '@funil/core/pix-charge';
import { checkoutSuccessUrl } from './checkout-plan.ts';
import type { CheckoutStore } from './ports/checkouts.ts';

const PAID = new Set(['paid', 'partially_refunded', 'refunded', 'chargeback', 'chargeback_dispute']);

export function pixChargeStatus(checkoutStatus: string, expiresAt: string, now: Date): PixChargeStatus {
  if (PAID.has(checkoutStatus)) return 'paid';
  if (checkoutStatus === 'expired') return 'expired';
  if (checkoutStatus === 'canceled') return 'canceled';
  if (checkoutStatus === 'failed') return 'failed';
  return expiresAt <= now.toISOString() ? 'expired' : 'pending';
}

export async function readPixCharge(
  deps: { store: Pick<CheckoutStore, 'findPixCharge'>; now: () => Date; siteOrigin: string },
  checkoutId: string,
): Promise<PixChargeState | undefined> {
  const charge = await deps.store.findPixCharge(checkoutId);
  if (!charge) return undefined;
  const status = pixChargeStatus(charge.status, charge.expires_at, deps.now());
  const payable = status === 'pending';
  return {
    status,
    expiresAt: charge.expires_at,
    amountCents: charge.amount_cents,
    items: charge.items.map((item) => ({ name: item.name, amountCents: item.amount_cents })),
    qrImage: payable ? charge.pix_qr_image : null,
    payload: payable ? charge.pix_payload : null,
    successUrl: checkoutSuccessUrl(deps.siteOrigin, charge.id, charge.lead_id ?? undefined),
  };
}
