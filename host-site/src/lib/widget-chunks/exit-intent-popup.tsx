// The split point of the exit popup: the widget with the site's tracker, in a chunk of its own
// fetched on first use through lazy-widgets.ts, so neither weighs on the first paint.
import { ExitIntentPopup, type ExitIntentPopupProps } from '@funil/widgets/react';
import { siteTracker } from '../site-tracker.ts';

export function SiteExitIntentPopup(props: Omit<ExitIntentPopupProps, 'tracker'>) {
  return <ExitIntentPopup {...props} tracker={siteTracker()} />;
}
