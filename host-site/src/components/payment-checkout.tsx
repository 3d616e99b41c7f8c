// The payment modal as a page sells with it: its code is fetched on the first purchase click only,
// and a personal link ('/ianapratica/{leadId}') makes that lead the buyer, handed to the modal as its
// leadId prop (program-lead.ts).
import type { PaymentTicket } from '@funil/widgets/react';
import { type ReactNode, Suspense, useState } from 'react';
import { LazyPaymentModal } from '../lib/lazy-widgets.ts';
import { checkoutLeadId } from '../lib/program-lead.ts';
import { siteTracker } from '../lib/site-tracker.ts';

export interface PaymentCheckout {
  /** Opens 'Escolha a forma de pagamento'. */
  open: () => void;
  /** The modal, to be rendered somewhere on the page (nothing until the first click). */
  modal: ReactNode;
}

/**
 * `ticket`: a ticket for one of the launch's events, sold instead of the program; `onClose`: the page
 * reads its seats again when the modal closes.
 */
export function usePaymentCheckout(
  routeLeadId?: string | null,
  ticket?: PaymentTicket,
  onClose?: () => void,
): PaymentCheckout {
  const [payment, setPayment] = useState<'closed' | 'open' | 'never'>('never');
  const [leadId, setLeadId] = useState<string | null>(null);
  const open = () => {
    const id = checkoutLeadId(routeLeadId ?? undefined);
    if (id) siteTracker()?.identify({ leadId: id });
    setLeadId(id);
    setPayment('open');
  };
  const modal =
    payment === 'never' ? null : (
      <Suspense fallback={null}>
        <LazyPaymentModal
          open={payment === 'open'}
          onClose={() => {
            setPayment('closed');
            onClose?.();
          }}
          tracker={siteTracker()}
          leadId={leadId}
          ticket={ticket}
        />
      </Suspense>
    );
  return { open, modal };
}
