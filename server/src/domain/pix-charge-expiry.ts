// An in-page PIX charge lasts PIX_CHARGE_MINUTES: then it is cancelled at the provider (Asaas:
// DELETE /payments/{id}; its own due date is a whole day) and expired here, so nobody pays a price
// that is no longer held. A charge the provider will not cancel (paid a moment ago) is left for its
// payment webhook; one it cannot reach is tried again on the next pass.
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
    if (!(await deps.provider.cancelPixCharge(charge.provider_checkout_id))) {
      deps.logger.warn(
        { checkoutId: charge.id },
        'Cobrança PIX vencida não foi cancelada no provedor; nova tentativa depois',
      );
      continue;
    }
    await deps.store.expirePixCharge(charge.id, deps.now().toISOString());
    expired += 1;
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
