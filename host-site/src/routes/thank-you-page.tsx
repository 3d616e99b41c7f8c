// '/obrigado': where an approved purchase lands (spec §2 thank-you page).
import { ConnectedDots } from '../components/connected-dots.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { ThankYouNextSteps } from '../components/thank-you-next-steps.tsx';
import { thankYou } from '../content/thank-you.ts';

export default function ThankYouPage() {
  return (
    <div className="thank-you">
      <ConnectedDots />
      <main className="page thank-you__content">
        <PageMeta
          title={`${thankYou.title} — Imersão IA na Prática`}
          description={thankYou.approved}
          noindex
        />
        <h1>{thankYou.title}</h1>
        <p className="lead">{thankYou.approved}</p>
        <ThankYouNextSteps />
      </main>
    </div>
  );
}
