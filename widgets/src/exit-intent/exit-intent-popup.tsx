// The exit-intent popup (spec §2, §4): opens on a leave signal once per session, sells the program.
import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { loadedLaunchSettings, loadLaunchSettings } from '../lib/launch-settings.ts';
import { onOpenModalsChange, openModalCount } from '../lib/open-modals.ts';
import { rememberPaymentClick } from '../lib/payment-click.ts';
import { readStoredLead, readStoredLeadId } from '../lib/stored-lead.ts';
import { type Tracker, trackCtaClick } from '../tracker/tracker.ts';
import { Dialog } from '../ui/dialog.tsx';
import { ShadowHost } from '../ui/shadow-host.tsx';
import { EXIT_INTENT } from './constants.ts';
import { hasConverted, watchLeadCaptures } from './conversion.ts';
import {
  createExitIntentStore,
  type ExitIntentState,
  type ExitIntentStore,
  type ExitIntentStoreDeps,
} from './exit-intent-store.ts';
import { ExitIntentView } from './exit-intent-view.tsx';
import { buildExitCheckoutUrl, isExitIntentSuppressed, wasShownThisSession } from './exit-rules.ts';
import { EXIT_INTENT_CSS } from './styles.ts';
import { watchExitIntent } from './triggers.ts';

export interface ExitIntentPopupProps {
  /** The external checkout the CTA opens in a new tab (its query gets currency, split, ref...). */
  checkoutUrl: string;
  /** Origin of the Funil server, whose launch settings give the card installments ('' = the page's). */
  apiBase?: string | undefined;
  /** Receives PurchaseButton / ExitPopup and the payment click. */
  tracker?: Tracker | undefined;
  /** CSP nonce for the widget's `<style>`, where the browser cannot adopt stylesheets (shadow-root.ts). */
  nonce?: string | undefined;
  /** False: no leave detection; the popup opens only through `store.show()`. */
  triggers?: boolean;
  /** Seeds the store, e.g. `{ open: true, visitor: 'returning', days: 3 }` in Storybook. */
  initialState?: Partial<ExitIntentState>;
  /** A store the host keeps, to open or close the popup itself (the embed's element does). */
  store?: ExitIntentStore;
  /** Opens checkout links; `window.open` in a new tab by default. */
  openWindow?(url: string): void;
}

/** What the store asks the page's tracker: the §4 visitor state and this page's payment clicks. */
export function exitStoreDeps(tracker: Tracker | undefined): ExitIntentStoreDeps {
  return tracker
    ? { visitorState: () => tracker.visitorState(), converted: () => hasConverted(tracker) }
    : {};
}

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener');
};

/** Counts down from 900 s since `openedAt`, by the clock, so a throttled tab still shows the truth. */
function useSecondsLeft(open: boolean, openedAt: number): number {
  const left = () => EXIT_INTENT.countdownSeconds - Math.floor((Date.now() - openedAt) / 1000);
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left() reads openedAt, already a dependency.
  useEffect(() => {
    setSeconds(left());
    if (!open) return;
    const timer = setInterval(() => setSeconds(left()), 1_000);
    return () => clearInterval(timer);
  }, [open, openedAt]);
  return Math.max(0, seconds);
}

export function ExitIntentPopup({
  checkoutUrl,
  apiBase = '',
  tracker,
  nonce,
  triggers = true,
  initialState,
  store: givenStore,
  openWindow = openInNewTab,
}: ExitIntentPopupProps) {
  const [store] = useState(() => givenStore ?? createExitIntentStore(exitStoreDeps(tracker), initialState));
  const state = useStore(store);
  const headingId = `${useId()}-exit-heading`;
  const secondsLeft = useSecondsLeft(state.open, state.openedAt);
  const [ctaEnabled, setCtaEnabled] = useState(false);

  useEffect(() => watchLeadCaptures(), []);
  // The card installments the link carries, read while the CTA waits its 1.5 s (once per page); the
  // CTA also waits for that read to end, so the link never goes out without what staff set.
  const [launchRead, setLaunchRead] = useState(() => loadedLaunchSettings(apiBase) !== null);
  useEffect(() => {
    if (!state.open) return;
    let live = true;
    const settle = () => live && setLaunchRead(true);
    loadLaunchSettings(apiBase).then(settle, settle);
    return () => {
      live = false;
    };
  }, [state.open, apiBase]);

  useEffect(() => {
    if (!triggers) return;
    let stop = () => {};
    // A trigger on a page where the popup may not open (a suppressed route of an SPA) re-arms it.
    const arm = () => {
      stop = watchExitIntent({
        onTrigger: () => {
          if (!store.getState().show() && !wasShownThisSession()) arm();
        },
      });
    };
    if (!wasShownThisSession()) arm();
    return () => stop();
  }, [store, triggers]);

  // Another Funil dialog opening as well (the visitor just clicked a lead or payment button, maybe as
  // a leave signal came) wins: the popup never stays over it.
  useEffect(() => {
    if (!state.open) return;
    return onOpenModalsChange(() => {
      if (openModalCount() > 1) store.getState().close();
    });
  }, [state.open, store]);

  useEffect(() => {
    setCtaEnabled(false);
    if (!state.open) return;
    const enable = setTimeout(() => setCtaEnabled(true), EXIT_INTENT.ctaEnableMs);
    // Force-closed when an SPA navigates to a route where the popup is never shown.
    const guard = setInterval(() => {
      if (isExitIntentSuppressed(location.pathname)) store.getState().close();
    }, 500);
    return () => {
      clearTimeout(enable);
      clearInterval(guard);
    };
  }, [state.open, store]);

  const onCta = () => {
    const lead = readStoredLead();
    openWindow(
      buildExitCheckoutUrl(
        checkoutUrl,
        { leadId: readStoredLeadId(), name: lead?.name, whatsapp: lead?.whatsapp },
        loadedLaunchSettings(apiBase)?.program.cardInstallments,
      ),
    );
    state.close();
    rememberPaymentClick();
    if (tracker) {
      tracker.markPaymentClick();
      trackCtaClick(tracker, 'PurchaseButton', 'ExitPopup');
    }
  };

  return (
    <ShadowHost css={EXIT_INTENT_CSS} nonce={nonce}>
      <Dialog open={state.open} onClose={state.close} labelledBy={headingId}>
        <ExitIntentView
          headingId={headingId}
          firstName={state.firstName}
          visitor={state.visitor}
          days={state.days}
          secondsLeft={secondsLeft}
          ctaEnabled={ctaEnabled && launchRead}
          onCta={onCta}
          onDismiss={state.close}
        />
      </Dialog>
    </ShadowHost>
  );
}
