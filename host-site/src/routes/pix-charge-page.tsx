// '/pagamento/pix?checkout={id}': an in-page PIX charge shown again, from the WhatsApp reminders'
// {link_pagamento} (issue 30). While it can be paid the payment modal opens on its QR and code and
// watches it like the modal that made it; paid goes on to the thank-you page; expired, cancelled or
// unknown says so and leads back to the program's prices. The checkout id is the only key.
import type { PixChargeCreated, PixChargeState } from '@funil/core/pix-charge';
import { Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { pixChargePageCopy as copy } from '../content/pix-charge-page.ts';
import { programOf } from '../content/program.ts';
import { requestJson } from '../lib/http.ts';
import { useLaunch } from '../lib/launch.ts';
import { LazyPaymentModal } from '../lib/lazy-widgets.ts';
import { siteTracker } from '../lib/site-tracker.ts';

type ChargeRead = { state: 'loading' } | { state: 'missing' } | { state: 'read'; charge: PixChargeState };

const CHECKOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function useCharge(checkoutId: string | null): ChargeRead {
  const [read, setRead] = useState<ChargeRead>({ state: 'loading' });
  useEffect(() => {
    if (!checkoutId || !CHECKOUT_ID.test(checkoutId)) {
      setRead({ state: 'missing' });
      return;
    }
    const controller = new AbortController();
    requestJson<PixChargeState>(`/api/payments/pix-charge/${checkoutId}`, { signal: controller.signal }).then(
      (charge) => setRead({ state: 'read', charge }),
      (error: unknown) => {
        if (!controller.signal.aborted) setRead({ state: 'missing' });
        return error;
      },
    );
    return () => controller.abort();
  }, [checkoutId]);
  return read;
}

/** The charge as the modal draws it, from what the status read answers while it can be paid. */
function chargeOf(checkoutId: string, state: PixChargeState): PixChargeCreated | null {
  if (!state.qrImage || !state.payload) return null;
  return {
    checkoutId,
    amountCents: state.amountCents,
    items: state.items,
    qrImage: state.qrImage,
    payload: state.payload,
    expiresAt: state.expiresAt,
    successUrl: state.successUrl,
  };
}

export default function PixChargePage() {
  const checkoutId = useSearchParams()[0].get('checkout');
  const read = useCharge(checkoutId);
  const { copy: launch } = useLaunch();
  const program = programOf(launch);
  const [modalOpen, setModalOpen] = useState(true);
  const status = read.state === 'read' ? read.charge.status : null;
  const charge = read.state === 'read' && checkoutId ? chargeOf(checkoutId, read.charge) : null;

  useEffect(() => {
    if (read.state === 'read' && read.charge.status === 'paid')
      window.location.replace(read.charge.successUrl);
  }, [read]);

  const ended =
    read.state === 'missing'
      ? { title: copy.notFoundTitle, text: copy.notFoundText }
      : status === 'expired' || status === 'canceled'
        ? { title: copy.expiredTitle, text: copy.expiredText }
        : status === 'failed'
          ? { title: copy.failedTitle, text: copy.failedText }
          : null;

  return (
    <main className="page pix-charge-page">
      <PageMeta title={copy.title} description={copy.description} noindex />
      <p className="kicker">Programa {program.name}</p>
      {ended ? (
        <>
          <h1>{ended.title}</h1>
          <p className="lead">{ended.text}</p>
          <Link className="cta" to={program.pricingPath(null)}>
            {copy.retry}
          </Link>
        </>
      ) : (
        <>
          <h1>{copy.title}</h1>
          <p className="lead" role="status">
            {read.state === 'loading' ? copy.loading : status === 'paid' ? copy.paid : copy.intro}
          </p>
          {charge ? (
            <>
              <button type="button" className="cta" onClick={() => setModalOpen(true)}>
                {copy.open}
              </button>
              <Suspense fallback={null}>
                <LazyPaymentModal
                  open={modalOpen}
                  onClose={() => setModalOpen(false)}
                  tracker={siteTracker()}
                  leadId={null}
                  initialCheckout={{ step: 'pix-charge', charge }}
                />
              </Suspense>
            </>
          ) : null}
        </>
      )}
    </main>
  );
}
