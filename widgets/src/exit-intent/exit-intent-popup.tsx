// The exit-intent popup (spec §2, §4): opens on a leave signal once per session, sells the program.

import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import {
  loadedLaunchSettings,
  loadLaunchSettings,
  type PublicLaunchSettings,
} from '../lib/launch-settings.ts';
import { onOpenModalsChange, openModalCount } from '../lib/open-modals.ts';
import { rememberPaymentClick } from '../lib/payment-click.ts';
import { readStoredLead, readStoredLeadId } from '../lib/stored-lead.ts';
import { trackCtaClick } from '../tracker/tracker.ts';
import type { Tracker } from '../tracker/tracker-api.ts';
import { Dialog } from '../ui/dialog.tsx';
import { ShadowHost } from '../ui/shadow-host.tsx';
import { countdownTarget, currentBatchEnd } from './batch-end.ts';
import { EXIT_INTENT } from './constants.ts';
import { hasConverted, watchLeadCaptures } from './conversion.ts';
import { EXIT_COPY, exitPopupTexts, exitTextValues } from './copy.ts';
import {
  createExitIntentStore,
  type ExitIntentState,
  type ExitIntentStore,
  type ExitIntentStoreDeps,
} from './exit-intent-store.ts';
import { ExitIntentView } from './exit-intent-view.tsx';
import { buildExitCheckoutUrl, isExitIntentSuppressed, wasShownThisSession } from './exit-rules.ts';
import { signUpsSince } from './sign-ups.ts';
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
  /** Seeds the store, e.g. `{ open: true, visitor: 'returning', days: 3, lastVisitAt }` in Storybook. */
  initialState?: Partial<ExitIntentState>;
  /** A store the host keeps, to open or close the popup itself (the embed's element does). */
  store?: ExitIntentStore;
  /** Opens checkout links; `window.open` in a new tab by default. */
  openWindow?(url: string): void;
}

/** What the store asks the page's tracker: this page's payment clicks. */
export function exitStoreDeps(tracker: Tracker | undefined): ExitIntentStoreDeps {
  return tracker ? { converted: () => hasConverted(tracker) } : {};
}

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener');
};

/**
 * Seconds until a real end (the batch's or the sales'), by the clock so a throttled tab still shows the truth;
 * null without one, once it passed, or while it is more than a day away (decision 0033).
 */
function useSecondsToDeadline(open: boolean, endsAt: string | null | undefined): number | null {
  const left = () => {
    if (!endsAt) return null;
    const ms = Date.parse(endsAt) - Date.now();
    return ms > 0 && ms <= EXIT_INTENT.countdownWithinMs ? Math.ceil(ms / 1000) : null;
  };
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left() reads endsAt, already a dependency.
  useEffect(() => {
    setSeconds(left());
    if (!open || !endsAt) return;
    const timer = setInterval(() => setSeconds(left()), 1_000);
    return () => clearInterval(timer);
  }, [open, endsAt]);
  return seconds;
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
  const [ctaEnabled, setCtaEnabled] = useState(false);

  useEffect(() => watchLeadCaptures(), []);
  // The launch's prices, installments and end of sales, read while the CTA waits its 1.5 s (once per
  // page); the CTA also waits for that read to end, so the link never goes out without what staff set.
  const [launch, setLaunch] = useState<PublicLaunchSettings | null>(() => loadedLaunchSettings(apiBase));
  const [launchRead, setLaunchRead] = useState(() => launch !== null);
  useEffect(() => {
    if (!state.open) return;
    let live = true;
    const settle = (settings: PublicLaunchSettings | null) => {
      if (!live) return;
      if (settings) setLaunch(settings);
      setLaunchRead(true);
    };
    loadLaunchSettings(apiBase).then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, [state.open, apiBase]);
  // The current batch's end, asked as the popup opens (once per page); until the answer, or its
  // failure, settles there is no countdown, so one label never turns into the other before the visitor.
  const [batchEnd, setBatchEnd] = useState<{ endsAt: string | null } | null>(null);
  useEffect(() => {
    if (!state.open || batchEnd) return;
    let live = true;
    void currentBatchEnd(apiBase).then((endsAt) => live && setBatchEnd({ endsAt }));
    return () => {
      live = false;
    };
  }, [state.open, apiBase, batchEnd]);
  const countdown = batchEnd && launchRead ? countdownTarget(batchEnd.endsAt, launch?.sales?.endsAt) : null;
  const secondsLeft = useSecondsToDeadline(state.open, countdown?.endsAt);

  // The real sign-ups since the last visit, asked when a returning visitor's popup opens.
  const [signUps, setSignUps] = useState<number | null>(null);
  const { open, visitor, lastVisitAt } = state;
  useEffect(() => {
    setSignUps(null);
    if (!open || visitor !== 'returning' || lastVisitAt === null) return;
    let live = true;
    void signUpsSince(apiBase, lastVisitAt).then((count) => live && setSignUps(count));
    return () => {
      live = false;
    };
  }, [open, visitor, lastVisitAt, apiBase]);

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

  // The launch's words: the template's keep their place, unseen, while the settings are read (from
  // the popup's opening), so a visitor never sees one text turn into another.
  const texts = useMemo(() => exitPopupTexts(launch), [launch]);
  const values = exitTextValues(state.firstName, state.days);

  const onCta = () => {
    const lead = readStoredLead();
    openWindow(
      buildExitCheckoutUrl(
        checkoutUrl,
        { leadId: readStoredLeadId(), name: lead?.name, whatsapp: lead?.whatsapp },
        launch?.program.cardInstallments,
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
          visitor={state.visitor}
          signUps={signUps}
          texts={texts}
          values={values}
          pricesKnown={launch !== null}
          wordsPending={!launchRead}
          secondsLeft={secondsLeft}
          countdownLabel={countdown?.label ?? EXIT_COPY.countdownLabel}
          ctaEnabled={ctaEnabled && launchRead}
          onCta={onCta}
          onDismiss={state.close}
        />
      </Dialog>
    </ShadowHost>
  );
}
