// '/conselho': practical advice for starting with AI, ending in the free call and the program. The
// headline, the opening and the advice are launch texts (pages.advice…).
import { textBlocks } from '@funil/core/rich-text';
import { Link } from 'react-router';
import { CardList } from '../components/card-list.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { RichText } from '../components/rich-text.tsx';
import { program } from '../content/program.ts';
import { useLaunch } from '../lib/launch.ts';

export default function AdvicePage() {
  const programName = useLaunch().copy.program.name;
  const { texts } = useLaunch();
  const words = texts.pages;
  return (
    <main className="page advice">
      <PageMeta
        title="Um conselho antes de começar com IA no seu negócio"
        description="Cinco conselhos práticos para usar inteligência artificial no seu negócio sem perder tempo nem dinheiro."
      />
      <p className="kicker">Conselho</p>
      <h1>
        <RichText text={words.adviceHeadline} />
      </h1>
      <p className="lead">
        <RichText text={words.adviceLead} />
      </p>
      <CardList items={textBlocks(words.advice)} headingLevel={2} />
      <section className="panel" aria-labelledby="advice-next-title">
        <h2 id="advice-next-title">Quer ajuda para aplicar?</h2>
        <p>
          No {programName} você aplica cada um desses conselhos no seu negócio, com exemplos prontos para
          adaptar.
        </p>
        <div className="actions">
          <Link className="cta" to={program.pricingPath()}>
            Conhecer o {programName}
          </Link>
          <Link className="cta cta--secondary" to="/materialcomplementar">
            Ver as ferramentas recomendadas
          </Link>
        </div>
      </section>
    </main>
  );
}
