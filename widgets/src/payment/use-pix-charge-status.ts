// Learns of the PIX payment live: polls our own checkout (never the provider) every 2.5 s while the
// charge is pending, again whenever the tab comes back into view, and at once for "Já paguei".
import type { PixChargeCreated, PixChargeStatus } from '@funil/core/pix-charge';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readPixChargeState } from './pix-charge-client.ts';

export const PIX_POLL_MS = 2_500;

export interface PixChargeWatch {
  status: PixChargeStatus;
  /** The last check could not reach the server (polling goes on). */
  unreachable: boolean;
  /** A check asked for by the buyer is under way. */
  checking: boolean;
  /** The buyer's own check answered "still pending". */
  stillPending: boolean;
  /** Asks now (the "Já paguei" button, or the countdown reaching zero). */
  checkNow(byBuyer?: boolean): void;
}

export function usePixChargeStatus(
  apiBase: string,
  charge: PixChargeCreated,
  onPaid: (successUrl: string) => void,
  initialStatus: PixChargeStatus = 'pending',
): PixChargeWatch {
  const [status, setStatus] = useState<PixChargeStatus>(initialStatus);
  const [unreachable, setUnreachable] = useState(false);
  const [checking, setChecking] = useState(false);
  const [stillPending, setStillPending] = useState(false);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;
  const statusRef = useRef(status);
  statusRef.current = status;
  const inFlight = useRef(false);
  // The buyer asked while a poll was already out: that poll's answer is theirs.
  const buyerAsked = useRef(false);

  const checkNow = useCallback(
    (byBuyer = false) => {
      if (statusRef.current !== 'pending') return;
      if (byBuyer) {
        buyerAsked.current = true;
        setChecking(true);
        setStillPending(false);
      }
      if (inFlight.current) return;
      inFlight.current = true;
      readPixChargeState(apiBase, charge.checkoutId)
        .then((state) => {
          setUnreachable(false);
          if (state.status === 'pending') {
            if (buyerAsked.current) setStillPending(true);
            return;
          }
          statusRef.current = state.status;
          setStatus(state.status);
          if (state.status === 'paid') onPaidRef.current(charge.successUrl);
        })
        .catch(() => setUnreachable(true))
        .finally(() => {
          inFlight.current = false;
          buyerAsked.current = false;
          setChecking(false);
        });
    },
    [apiBase, charge],
  );

  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setInterval(() => checkNow(), PIX_POLL_MS);
    // A buyer who paid in the bank's app comes back to this tab: ask at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkNow();
    };
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [status, checkNow]);

  return { status, unreachable, checking, stillPending, checkNow };
}
