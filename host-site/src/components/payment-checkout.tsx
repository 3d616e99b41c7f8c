// The payment modal as a page sells with it: its code is fetched on the first purchase click only,
// and a personal link ('/ianapratica/{leadId}') makes that lead the buyer, handed to the modal as its
// leadId prop (program-lead.ts).
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

export function usePaymentCheckout(routeLeadId?: string | null): PaymentCheckout {
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
          onClose={() => setPayment('closed')}
          tracker={siteTracker()}
          leadId={leadId}
        />
      </Suspense>
    );
  return { open, modal };
}
