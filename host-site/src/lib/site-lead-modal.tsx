// The lead modal as the site uses it: its code is fetched only when a visitor first opens it (the
// pages render without it), and it reports the lead events of spec §7 to the site's tracker.
import type { CapturedLead, LeadModalProps } from '@funil/widgets/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { LazyLeadModal } from './lazy-widgets.ts';
import { trackLeadCaptured } from './lead-tracking.ts';
import { siteTracker } from './site-tracker.ts';

export function SiteLeadModal({ open, onComplete, ...props }: LeadModalProps) {
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
  const complete = (lead: CapturedLead) => {
    const tracker = siteTracker();
    if (tracker) trackLeadCaptured(tracker, lead);
    onComplete?.(lead);
  };
  return (
    <div ref={container} className="site-lead-modal">
      <Suspense fallback={null}>
        <LazyLeadModal open={open} onComplete={complete} {...props} />
      </Suspense>
    </div>
  );
}
