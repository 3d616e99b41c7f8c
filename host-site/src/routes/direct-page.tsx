// '/direto': the program in one screen, for links that go straight to the offer (no lead modal
// here): the buyer pays through the payment modal.
import { textBlocks } from '@funil/core/rich-text';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { usePaymentCheckout } from '../components/payment-checkout.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { RichText } from '../components/rich-text.tsx';
import { programOf } from '../content/program.ts';
import { useLaunch } from '../lib/launch.ts';

export default function DirectPage() {
  const { settings, copy, texts } = useLaunch();
  const program = programOf(copy, settings.product);
  const checkout = usePaymentCheckout();
  return (
    <main className="page direct">
      <PageMeta
        title={`${program.name} — direto ao ponto`}
        description={`${program.promise} ${program.priceLine}.`}
      />
      <p className="kicker">Direto ao ponto</p>
      <h1>
        <RichText text={texts.pages.directHeadline} />
      </h1>
      <p className="lead">{program.promise}</p>
      <ListPanel
        id="direct-modules-title"
        title={texts.pages.directModulesTitle}
        items={textBlocks(texts.program.modules).map((module) => module.title)}
      />
      <PricingSection program={program} texts={texts.program} onPurchase={checkout.open} />
      {checkout.modal}
    </main>
  );
}
