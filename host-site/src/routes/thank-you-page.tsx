// '/obrigado': where an approved purchase lands (spec §2 thank-you page).
import { readStoredLeadId } from '@funil/widgets/react';
import { useEffect } from 'react';
import { ConnectedDots } from '../components/connected-dots.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { ThankYouNextSteps } from '../components/thank-you-next-steps.tsx';
import { thankYou } from '../content/thank-you.ts';
import { purchaseId, trackPurchaseOnce } from '../lib/purchase-tracking.ts';
import { siteTracker } from '../lib/site-tracker.ts';

export default function ThankYouPage() {
  useEffect(() => {
    const tracker = siteTracker();
    if (!tracker) return;
    // Spec §2: a ThankYou page view (besides the site's PageView) and the Purchase, once per purchase,
    // only for a visit that names its purchase: the page is public and indexed.
    tracker.track('ThankYou');
    const purchase = purchaseId(location.search, readStoredLeadId());
    if (purchase) trackPurchaseOnce(tracker, purchase);
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
