// The payment modal (spec §2, issue 30): the server's quote (coupon, bumps), then PIX paid inside the
// modal (buyer form, QR, live confirmation) or the card on the provider's page (§8 checkout call).
import { buildCheckoutRequest } from '@funil/core/checkout-request';
import type { OfferQuote } from '@funil/core/offer-pricing';
import type { PixChargeCreated, PixChargeStatus } from '@funil/core/pix-charge';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { loadedLaunchSettings } from '../lib/launch-settings.ts';
import { useLaunchSettingsRead } from '../lib/launch-settings-read.ts';
import { readPageContext } from '../lib/page-context.ts';
import { rememberPaymentClick } from '../lib/payment-click.ts';
import { readLeadCapability, readStoredLead, readStoredLeadId } from '../lib/stored-lead.ts';
import { readAdIds } from '../tracker/ad-cookies.ts';
import { readPixelConsent } from '../tracker/pixel-loader.ts';
import { trackCtaClick } from '../tracker/tracker.ts';
import type { Tracker } from '../tracker/tracker-api.ts';
import { Dialog } from '../ui/dialog.tsx';
import { ShadowHost } from '../ui/shadow-host.tsx';
import { requestCheckout } from './checkout-client.ts';
import { mobileDebugInfo, type PaymentMethod } from './checkout-request.ts';
import { PAYMENT_COPY, type PaymentTicket, quotedPaymentPrices } from './copy.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentOptions } from './payment-options.tsx';
import { createPaymentStore, newAttemptId, type PaymentState } from './payment-store.ts';
import { type BuyerDraft, type BuyerErrors, buyerErrors, EMPTY_BUYER, phoneForDisplay } from './pix-buyer.ts';
import { PixBuyerForm } from './pix-buyer-form.tsx';
import { PixChargeView } from './pix-charge-view.tsx';
import { PAYMENT_CSS } from './styles.ts';
import { useOfferQuote } from './use-offer-quote.ts';
import { usePixCharge } from './use-pix-charge.ts';

export interface PaymentModalProps {
  open: boolean;
  /** Called for the close button, Esc and a backdrop click. */
  onClose(): void;
  /** Origin of the Funil server; '' (the default) means the page's own origin. */
  apiBase?: string | undefined;
  /** Origin of the site with /pagamento/*; the API origin, or the page's own, by default. */
  siteOrigin?: string | undefined;
  nonce?: string | undefined;
  tracker?: Tracker | undefined;
  /**
   * The lead who buys, named by the page (a personal link's id, or the one the site knows): null for
   * nobody known. Left out, the id this browser saved through the lead modal is used: the embed's
   * <funil-payment> has no other way to know it, since the partner's page never sees our lead ids.
   */
  leadId?: string | null | undefined;
  /** The partner code of the page (the embed's data-partner): the checkout keeps it as the sale's. */
  partner?: string | undefined;
  /** A ticket for one of the launch's events, sold instead of the program (GET /api/offers). */
  ticket?: PaymentTicket | undefined;
  /** Where the browser goes: the card checkout link, or the paid PIX charge's successUrl; `location.assign` by default. */
  navigate?(link: string): void;
  /** Seeds the store, e.g. a loading flag or a failure in Storybook. */
  initialState?: Partial<PaymentState>;
  /** Seeds the order and the PIX step, e.g. a quote with a coupon or an expired charge in Storybook. */
  initialCheckout?: InitialCheckout;
}

/** Where the modal is: choosing the method, the PIX buyer form, or the PIX charge. */
export type PaymentStep = 'choose' | 'pix-form' | 'pix-charge';

export interface InitialCheckout {
  quote?: OfferQuote;
  ticked?: string[];
  step?: PaymentStep;
  buyer?: BuyerDraft;
  buyerErrors?: BuyerErrors;
  charge?: PixChargeCreated;
  chargeStatus?: PixChargeStatus;
}

const assign = (link: string) => window.location.assign(link);

/**
 * Where this visit came from, sent with every checkout so a buyer who never filled the lead form
 * is still credited to their campaign (the server keeps it on the checkout). The ad click id only
 * when the visitor did not refuse the cookie notice.
 */
function checkoutAttribution(partner: string | undefined) {
  const { fbc } = readPixelConsent() === 'refused' ? {} : readAdIds();
  return { ...readPageContext(partner), ...(fbc ? { fbc } : {}) };
}

/** The buyer's lead as the checkout names it: the page's, else this browser's, with its secret if own. */
function checkoutLead(given: string | null | undefined): { leadId: string | null; leadToken: string | null } {
  const leadId = given === undefined ? readStoredLeadId() : given;
  const own = readLeadCapability();
  return { leadId, leadToken: own && own.leadId === leadId ? own.leadToken : null };
}

export function PaymentModal({
  open,
  onClose,
  apiBase = '',
  siteOrigin,
  nonce,
  tracker,
  leadId: givenLeadId,
  partner,
  ticket,
  navigate = assign,
  initialState,
  initialCheckout,
}: PaymentModalProps) {
  const quoteRead = useOfferQuote(apiBase, open, ticket?.code, initialCheckout?.quote);
  const quote = quoteRead.quote;
  const [ticked, setTicked] = useState<string[]>(initialCheckout?.ticked ?? []);
  // Only bumps the newest quote still offers are ticked, and sent.
  const sentBumps = quote ? ticked.filter((id) => quote.bumps.some((bump) => bump.id === id)) : [];
  // A coupon is sent only when the server applied it: a refused one would refuse the order.
  const sentCoupon = quote?.coupon?.applied ? quote.coupon.code : undefined;
  const order = { coupon: sentCoupon, bumps: sentBumps };
  // The store lives as long as this instance; it reads the latest props instead of being rebuilt.
  const latest = useRef({ apiBase, siteOrigin, navigate, givenLeadId, partner, ticket, order });
  latest.current = { apiBase, siteOrigin, navigate, givenLeadId, partner, ticket, order };
  const [store] = useState(() =>
    createPaymentStore(
      {
        checkout(method: PaymentMethod, attemptId: string) {
          const { apiBase: base, siteOrigin: site, givenLeadId: given } = latest.current;
          // The buttons wait for the settings, so the prices shown are here.
          const settings = loadedLaunchSettings(base);
          if (!settings) return Promise.reject(new Error('launch settings not loaded'));
          const lead = readStoredLead();
          const { leadId, leadToken } = checkoutLead(given);
          const request = buildCheckoutRequest(method, {
            leadId,
            leadToken,
            siteOrigin: site ?? (base ? new URL(base, location.href).origin : location.origin),
            currentUrl: location.href,
            customer: lead,
            attribution: checkoutAttribution(latest.current.partner),
            program: settings.program,
            ticket: latest.current.ticket,
            debug: mobileDebugInfo(),
          });
          // The same order as the PIX charge: the server prices the coupon and the bumps.
          const { coupon, bumps } = latest.current.order;
          if (coupon) request.coupon = coupon;
          if (bumps.length > 0) request.bumps = bumps;
          return requestCheckout(request, { apiBase: base, attemptId });
        },
        navigate: (link) => latest.current.navigate(link),
      },
      initialState,
    ),
  );
  const state = useStore(store);
  // The prices as staff set them, read once per page; a failed read offers to try again.
  const launch = useLaunchSettingsRead(apiBase);
  const headingId = `${useId()}-pay-heading`;
  const [step, setStep] = useState<PaymentStep>(initialCheckout?.step ?? 'choose');
  const [buyer, setBuyer] = useState<BuyerDraft>(initialCheckout?.buyer ?? EMPTY_BUYER);
  const pix = usePixCharge({
    apiBase,
    initial: initialCheckout,
    buyer,
    order: () => ({
      offer: latest.current.ticket?.code,
      ...latest.current.order,
      lead: checkoutLead(latest.current.givenLeadId),
      attribution: checkoutAttribution(latest.current.partner),
    }),
    onCreated: () => setStep('pix-charge'),
    onRefused: () => setStep('pix-form'),
    // The price may have changed: the buyer sees the new quote before paying (the form is kept).
    onOrderChanged: () => {
      quoteRead.refresh();
      setStep('choose');
    },
    newAttemptId,
  });

  // A reopened modal starts without the previous failure (a seeded one stays for the first showing).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) store.getState().dismissFailure();
    wasOpen.current = open;
  }, [open, store]);

  const onPay = (method: PaymentMethod) => {
    if (launch.status !== 'ready') return;
    // Remembered in the browser too: the exit popup leaves a paying visitor alone (lib/payment-click.ts).
    rememberPaymentClick();
    if (tracker) {
      tracker.markPaymentClick();
      trackCtaClick(tracker, method === 'pix' ? 'PaymentPix' : 'PaymentCard', 'PaymentModal');
    }
    if (method === 'card') {
      void state.pay(method);
      return;
    }
    // PIX is paid here: the buyer's details first, filled from the lead this browser saved.
    pix.dismissFailure();
    if (buyer === EMPTY_BUYER) {
      const lead = readStoredLead();
      if (lead)
        setBuyer({
          ...EMPTY_BUYER,
          name: lead.name,
          email: lead.email,
          phone: phoneForDisplay(lead.whatsapp),
        });
    }
    setStep('pix-form');
  };

  const submitBuyer = () => {
    const errors = buyerErrors(buyer);
    if (Object.keys(errors).length > 0) pix.showErrors(errors);
    else pix.create();
  };

  const quoting = quoteRead.status === 'loading';
  const summary =
    quote && step === 'choose' ? (
      <OrderSummary
        quote={quote}
        ticked={sentBumps}
        onToggleBump={(id) =>
          setTicked((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]))
        }
        couponBusy={quoteRead.couponBusy}
        onApplyCoupon={quoteRead.applyCoupon}
        disabled={state.loading.card}
      />
    ) : null;

  return (
    <ShadowHost css={PAYMENT_CSS} nonce={nonce}>
      {/* Once the prices show, PIX takes the focus it could not take while disabled; each step
          takes it to its first field or its title. */}
      <Dialog
        open={open}
        onClose={onClose}
        labelledBy={headingId}
        focusKey={`${launch.status}:${quoting}:${step}:${pix.charge?.checkoutId ?? ''}`}
      >
        {step === 'pix-charge' && pix.charge ? (
          <PixChargeView
            key={pix.charge.checkoutId}
            headingId={headingId}
            apiBase={apiBase}
            charge={pix.charge}
            initialStatus={pix.charge === initialCheckout?.charge ? initialCheckout.chargeStatus : undefined}
            onPaid={(successUrl) => latest.current.navigate(successUrl)}
            onRenew={pix.create}
            renewing={pix.busy}
          />
        ) : step === 'pix-form' ? (
          <PixBuyerForm
            headingId={headingId}
            draft={buyer}
            errors={pix.errors}
            busy={pix.busy}
            onChange={setBuyer}
            onSubmit={submitBuyer}
            onBack={() => {
              pix.dismissFailure();
              setStep('choose');
            }}
          />
        ) : (
          <PaymentOptions
            headingId={headingId}
            launch={launch}
            ticket={ticket}
            quoted={
              quote
                ? quotedPaymentPrices(
                    quote,
                    sentBumps,
                    launch.status === 'ready' ? launch.settings : null,
                    ticket,
                  )
                : undefined
            }
            quoting={quoting}
            summary={summary}
            notice={pix.failure?.message}
            loading={state.loading}
            failure={state.failure}
            onPay={onPay}
          />
        )}
        {step === 'choose' ? null : (
          <div role="alert" className="funil-pay__alert-region">
            {pix.failure ? (
              <div className="funil-pay__alert">
                <p>{pix.failure.message}</p>
                {pix.failure.attemptId ? (
                  <p className="funil-pay__attempt">{PAYMENT_COPY.attemptId(pix.failure.attemptId)}</p>
                ) : null}
              </div>
            ) : null}
          </div>
        )}
      </Dialog>
    </ShadowHost>
  );
}
