// A React host written against the published declarations (dist/react/*.d.ts), not the sources:
// it must compile, and each @ts-expect-error must meet a real error, or the types have gone loose.
import {
  createTracker,
  ExitIntentPopup,
  InstagramPreviewCard,
  LeadModal,
  PaymentModal,
  type PaymentModalProps,
  trackPurchase,
} from '@funil/widgets/react';

const tracker = createTracker({ apiBase: 'https://funil.example' });
trackPurchase(tracker, 9_700, 'BRL', 'lead-1');

export const host = (
  <>
    <LeadModal open onClose={() => undefined} />
    <InstagramPreviewCard username="maria.silva" onLoadingEnd={(end) => end.found} />
    <PaymentModal open onClose={() => undefined} tracker={tracker} apiBase="https://funil.example" />
    <ExitIntentPopup checkoutUrl="https://funil.example/ianapratica#investimento" tracker={tracker} />
  </>
);

const paymentProps: PaymentModalProps = { open: false, onClose: () => undefined };

export const mistakes = [
  // @ts-expect-error `open` is required.
  <PaymentModal key="1" onClose={() => undefined} />,
  // @ts-expect-error `open` is a boolean.
  <PaymentModal key="2" open="sim" onClose={() => undefined} />,
  // @ts-expect-error no such prop.
  <LeadModal key="3" open onClose={() => undefined} price={1797} />,
  // @ts-expect-error the username is a string.
  <InstagramPreviewCard key="4" username={42} />,
  // @ts-expect-error the checkout address is required.
  <ExitIntentPopup key="5" />,
  paymentProps,
];
