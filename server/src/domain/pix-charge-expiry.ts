// An in-page PIX charge lasts PIX_CHARGE_MINUTES: then it is cancelled at the provider (Asaas:
// DELETE /payments/{id}; its own due date is a whole day) and expired here, so nobody pays a price
// that is no longer held. A charge paid a moment before its removal is still a sale: its payment
// webhook moves the expired checkout to paid.
import { queueCheckoutAbandoned } from './outbound-events/checkout-events.ts';
import type { PixChargeExpiryStore } from './ports/checkouts.ts';
import type { SenderLogger } from './ports/logger.ts';
import type { PaymentProvider } from './ports/payments.ts';

export interface PixChargeExpiryDeps {
  store: PixChargeExpiryStore;
  provider: Pick<PaymentProvider, 'cancelPixCharge'>;
  logger: SenderLogger;
  now: () => Date;
}

/** Charges handled per pass: a pass stays short, the next one takes the rest. */
const PER_PASS = 50;

/** Cancels and expires the charges past their expiry; how many were expired. */
export async function cancelExpiredPixCharges(deps: PixChargeExpiryDeps): Promise<number> {
  const due = await deps.store.expiredPixCharges(deps.now().toISOString(), PER_PASS);
  let expired = 0;
  for (const charge of due) {
    // Expired here first: the provider's removal webhook then finds nothing open to cancel, and a
    // payment that beats the removal still wins (the money decides).
    const at = deps.now();
    await deps.store.expirePixCharge(charge.id, at.toISOString(), (store) =>
      queueCheckoutAbandoned(store, charge.id, at, 'expired'),
    );
    expired += 1;
    if (!(await deps.provider.cancelPixCharge(charge.provider_checkout_id))) {
      deps.logger.warn(
        { checkoutId: charge.id },
        'Cobrança PIX vencida não foi removida no provedor; um pagamento ainda será aceito',
      );
    }
  }
  if (expired > 0) deps.logger.info({ expired }, 'Cobranças PIX vencidas canceladas');
  return expired;
}

/** Runs a pass every `everyMs` until stopped; a pass never overlaps the one before. */
export function startPixChargeExpiry(deps: PixChargeExpiryDeps, everyMs = 60_000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => cancelExpiredPixCharges(deps))
      .catch((error: unknown) =>
        deps.logger.error({ err: error }, 'Falha ao cancelar cobranças PIX vencidas'),
      );
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
