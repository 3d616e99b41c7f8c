// The payment modal (spec §2): PIX or card for the program, the §8 checkout call, then the checkout page.
import { buildCheckoutRequest } from '@funil/core/checkout-request';
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
import type { PaymentTicket } from './copy.ts';
import { PaymentOptions } from './payment-options.tsx';
import { createPaymentStore, type PaymentState } from './payment-store.ts';
import { PAYMENT_CSS } from './styles.ts';

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
  /** Where the browser goes with the checkout link; `location.assign` by default. */
  navigate?(link: string): void;
  /** Seeds the store, e.g. a loading flag or a failure in Storybook. */
  initialState?: Partial<PaymentState>;
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
}: PaymentModalProps) {
  // The store lives as long as this instance; it reads the latest props instead of being rebuilt.
  const latest = useRef({ apiBase, siteOrigin, navigate, givenLeadId, partner, ticket });
  latest.current = { apiBase, siteOrigin, navigate, givenLeadId, partner, ticket };
  const [store] = useState(() =>
    createPaymentStore(
      {
        checkout(method: PaymentMethod, attemptId: string) {
          const { apiBase: base, siteOrigin: site, givenLeadId: given } = latest.current;
          // The buttons wait for the settings, so the prices shown are here.
          const settings = loadedLaunchSettings(base);
          if (!settings) return Promise.reject(new Error('launch settings not loaded'));
          const lead = readStoredLead();
          const leadId = given === undefined ? readStoredLeadId() : given;
          const own = readLeadCapability();
          const request = buildCheckoutRequest(method, {
            leadId,
            leadToken: own?.leadId === leadId ? own.leadToken : null,
            siteOrigin: site ?? (base ? new URL(base, location.href).origin : location.origin),
            currentUrl: location.href,
            customer: lead,
            attribution: checkoutAttribution(latest.current.partner),
            program: settings.program,
            ticket: latest.current.ticket,
            debug: mobileDebugInfo(),
          });
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
    void state.pay(method);
  };

  return (
    <ShadowHost css={PAYMENT_CSS} nonce={nonce}>
      {/* Once the prices show, PIX takes the focus it could not take while disabled. */}
      <Dialog open={open} onClose={onClose} labelledBy={headingId} focusKey={launch.status}>
        <PaymentOptions
          headingId={headingId}
          launch={launch}
          ticket={ticket}
          loading={state.loading}
          failure={state.failure}
          onPay={onPay}
        />
      </Dialog>
    </ShadowHost>
  );
}
