// '/remarketing': for visitors who already met the program and left without deciding; they can buy
// right here, through the payment modal.
import { plainText, textBlocks } from '@funil/core/rich-text';
import { CardList } from '../components/card-list.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { usePaymentCheckout } from '../components/payment-checkout.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { RichText } from '../components/rich-text.tsx';
import { WhatsAppAction } from '../components/whatsapp-action.tsx';
import { PRICING_SECTION_ID, programOf } from '../content/program.ts';
import { teamWhatsAppLink, whatsAppMessages } from '../content/whatsapp.ts';
import { useLaunch } from '../lib/launch.ts';

export default function RemarketingPage() {
  const { settings, copy, texts } = useLaunch();
  const program = programOf(copy);
  const words = texts.pages;
  const teamWhatsapp = settings.contacts.teamWhatsapp;
  const checkout = usePaymentCheckout();
  return (
    <main className="page remarketing">
      <PageMeta
        title={plainText(words.remarketingHeadline)}
        description={`Três motivos para começar agora o ${program.name}: ${program.priceLine}, com 7 dias de garantia.`}
        noindex
      />
      <p className="kicker">Programa {program.name}</p>
      <h1>
        <RichText text={words.remarketingHeadline} />
      </h1>
      <p className="lead">
        <RichText text={words.remarketingLead} />
      </p>
      <a className="cta" href={`#${PRICING_SECTION_ID}`}>
        Ver as condições
      </a>
      <section className="panel" aria-labelledby="reasons-title">
        <h2 id="reasons-title">
          <RichText text={words.remarketingReasonsTitle} />
        </h2>
        <CardList items={textBlocks(words.remarketingReasons)} headingLevel={3} />
      </section>
      <PricingSection
        program={program}
        texts={texts.program}
        heading={words.remarketingPricingTitle}
        onPurchase={checkout.open}
      />
      {checkout.modal}
      {teamWhatsAppLink(teamWhatsapp, whatsAppMessages.program) ? (
        <section className="panel" aria-labelledby="remarketing-doubts-title">
          <h2 id="remarketing-doubts-title">Ficou alguma dúvida?</h2>
          <p>Fale com a equipe antes de decidir: respondemos pelo WhatsApp.</p>
          <WhatsAppAction
            label="Tirar dúvidas no WhatsApp"
            message={whatsAppMessages.program}
            number={teamWhatsapp}
            secondary
          />
        </section>
      ) : null}
    </main>
  );
}
