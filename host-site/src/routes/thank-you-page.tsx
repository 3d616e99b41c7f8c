// '/obrigado': where an approved purchase lands (spec §2 thank-you page).
import { useEffect } from 'react';
import { ConnectedDots } from '../components/connected-dots.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { ThankYouNextSteps } from '../components/thank-you-next-steps.tsx';
import { thankYou } from '../content/thank-you.ts';
import { purchaseCheckoutId, trackConfirmedPurchase } from '../lib/purchase-tracking.ts';
import { siteTracker } from '../lib/site-tracker.ts';

export default function ThankYouPage() {
  useEffect(() => {
    const tracker = siteTracker();
    if (!tracker) return;
    // Spec §2: a ThankYou page view (besides the site's PageView) and the Purchase. The page is
    // public: the Purchase fires only for the checkout its link names, when the server confirms that
    // checkout was paid, at the value paid, and for the first browser only (decision 0017).
    tracker.track('ThankYou');
    const checkoutId = purchaseCheckoutId(location.search);
    if (checkoutId) void trackConfirmedPurchase(tracker, checkoutId);
  }, []);

  return (
    <div className="thank-you">
      <ConnectedDots />
      <main className="page thank-you__content">
        <PageMeta title={`${thankYou.title} — Imersão IA na Prática`} description={thankYou.approved} />
        <h1>{thankYou.title}</h1>
        <p className="lead">{thankYou.approved}</p>
        <ThankYouNextSteps />
      </main>
    </div>
  );
}
