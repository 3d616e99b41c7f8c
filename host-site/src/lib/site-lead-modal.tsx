// The lead modal as the site uses it: its code is fetched only when a visitor first opens it (the
// pages render without it), and it is given the site's tracker, to which the modal itself reports
// FormStart, the lead events and the visit as each save succeeds (widgets' tracker/lead-events.ts).
import type { LeadModalProps } from '@funil/widgets/react';
import { Suspense, useState } from 'react';
import { LazyLeadModal } from './lazy-widgets.ts';
import { siteTracker } from './site-tracker.ts';

export function SiteLeadModal({ open, ...props }: Omit<LeadModalProps, 'tracker'>) {
  // Once opened it stays mounted, so a visitor who closes and reopens keeps what they typed.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  if (!wanted) return null;
  return (
    <div className="site-lead-modal">
      <Suspense fallback={null}>
        <LazyLeadModal open={open} tracker={siteTracker()} {...props} />
      </Suspense>
    </div>
  );
}
