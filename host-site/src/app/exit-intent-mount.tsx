// The exit popup of the general wrapper (spec §2, §4): one instance for the whole visit, fetched
// once the page has loaded, and never on a route or page where core's rule keeps it away.
import { EXIT_INTENT_DISABLED_ATTRIBUTE, isExitIntentSuppressed } from '@funil/core/routes';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PRICING_SECTION_ID } from '../content/program.ts';
import { LazyExitIntentPopup } from '../lib/lazy-widgets.ts';

/** Where the CTA sends the visitor (the popup adds currency, split, ref, nome, celular, source). */
const checkoutUrl = import.meta.env.VITE_EXIT_CHECKOUT_URL || `/ianapratica#${PRICING_SECTION_ID}`;
/** After the load, so the popup's code never competes with what the visitor came to see. */
const MOUNT_DELAY_MS = 1_000;

function suppressedHere(pathname: string): boolean {
  return isExitIntentSuppressed(
    pathname,
    document.querySelector(`[${EXIT_INTENT_DISABLED_ATTRIBUTE}]`) !== null,
  );
}

export function ExitIntentMount() {
  const { pathname } = useLocation();
  const [mounted, setMounted] = useState(false);

  // A visitor who lands on a suppressed page gets the popup once they move to one that allows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change re-runs the check, which reads location itself.
  useEffect(() => {
    if (mounted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        // Checked when the page has rendered, so a page's own exit-intent-disabled marker counts.
        if (!suppressedHere(location.pathname)) setMounted(true);
      }, MOUNT_DELAY_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      clearTimeout(timer);
    };
  }, [mounted, pathname]);

  if (!mounted) return null;
  // Once mounted, the popup itself checks the route and the marker whenever a trigger fires.
  return (
    <Suspense fallback={null}>
      <LazyExitIntentPopup checkoutUrl={checkoutUrl} />
    </Suspense>
  );
}
