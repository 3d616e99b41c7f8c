// The lead modal as the site uses it: its code is fetched only when a visitor first opens it (the
// pages render without it), and it reports to the site's tracker: FormStart here, the lead events
// and the visit from the modal itself as each save succeeds (widgets' tracker/lead-events.ts).
import type { LeadModalProps } from '@funil/widgets/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { LazyLeadModal } from './lazy-widgets.ts';
import { siteTracker } from './site-tracker.ts';

export function SiteLeadModal({ open, ...props }: Omit<LeadModalProps, 'tracker'>) {
  // Once opened it stays mounted, so a visitor who closes and reopens keeps what they typed.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  const container = useRef<HTMLDivElement>(null);

  // The first field a visitor focuses starts the form: focus inside the modal's shadow root
  // still bubbles out (retargeted) to this container.
  useEffect(() => {
    const element = container.current;
    if (!wanted || !element) return;
    const onFocus = (event: FocusEvent) => {
      if (!event.composedPath().some((node) => node instanceof HTMLInputElement)) return;
      element.removeEventListener('focusin', onFocus);
      siteTracker()?.track('FormStart', { form_name: 'lead_capture' });
    };
    element.addEventListener('focusin', onFocus);
    return () => element.removeEventListener('focusin', onFocus);
  }, [wanted]);

  if (!wanted) return null;
  return (
    <div ref={container} className="site-lead-modal">
      <Suspense fallback={null}>
        <LazyLeadModal open={open} tracker={siteTracker()} {...props} />
      </Suspense>
    </div>
  );
}
