// '/ianapratica' and '/ianapratica/{leadId}': the sales page of the launch's program. Its name,
// description, what is included and how access is delivered are the launch's product; its words the
// launch's texts (program, faq); its prices the launch settings'.
import { plainText, textBlocks, textLines } from '@funil/core/rich-text';
import { useParams } from 'react-router';
import { CardList } from '../components/card-list.tsx';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { usePaymentCheckout } from '../components/payment-checkout.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { ProductIncluded } from '../components/product-included.tsx';
import { RichText } from '../components/rich-text.tsx';
import { PRICING_SECTION_ID, programOf } from '../content/program.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadFirstName } from '../lib/lead-greeting.ts';

export default function ProgramPage() {
  const { leadId } = useParams();
  const firstName = useLeadFirstName(leadId);
  const { settings, copy, texts } = useLaunch();
  const program = programOf(copy, settings.product);
  const { program: words, faq } = texts;
  // Mounted on the first purchase click only: the modal's code is not part of the page's load.
  const checkout = usePaymentCheckout(leadId);

  return (
    <main className="page page--wide program">
      <PageMeta
        title={`${program.name} — inteligência artificial aplicada ao seu negócio`}
        description={`${program.promise} ${program.priceLine}.`}
        noindex={Boolean(leadId)}
      />
      <header className="hero">
        <p className="kicker">Programa {program.name}</p>
        <h1>
          {firstName ? (
            <RichText text={words.headlineWithName} values={{ nome: firstName }} />
          ) : (
            <RichText text={words.headline} />
          )}
        </h1>
        <p className="lead">{program.promise}</p>
        <a className="cta" href={`#${PRICING_SECTION_ID}`}>
          <RichText text={words.cta} />
        </a>
      </header>

      <ListPanel id="outcomes-title" title={words.outcomesTitle} items={textLines(words.outcomes)} />

      <ListPanel id="audience-title" title={words.forWhomTitle} items={textLines(words.forWhom)}>
        <h3>
          <RichText text={words.notForWhomTitle} />
        </h3>
        <ul>
          {textLines(words.notForWhom).map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is drawn whole from one text.
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      </ListPanel>

      <section className="panel" aria-labelledby="modules-title">
        <h2 id="modules-title">
          <RichText text={words.modulesTitle} />
        </h2>
        <CardList
          items={textBlocks(words.modules).map((module, index) => ({
            ...module,
            label: `Módulo ${index + 1}`,
          }))}
          headingLevel={3}
        />
      </section>

      <ProductIncluded product={settings.product} />

      <PricingSection program={program} texts={words} onPurchase={checkout.open} />
      {checkout.modal}

      <section className="panel" aria-labelledby="faq-title">
        <h2 id="faq-title">
          <RichText text={faq.title} />
        </h2>
        <div className="faq">
          {textBlocks(faq.items).map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the questions are drawn whole from one text.
            <details key={index}>
              <summary>{plainText(item.title)}</summary>
              <p>
                <RichText text={item.text} />
              </p>
            </details>
          ))}
        </div>
      </section>
    </main>
  );
}
