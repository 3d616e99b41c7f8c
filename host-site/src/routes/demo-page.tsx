// A demonstration page ('/demo-imersao', '/demo-{name}'): concrete examples, then the program.
import { Link } from 'react-router';
import { CardList } from '../components/card-list.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import type { Demo } from '../content/demos.ts';
import { program } from '../content/program.ts';

export function DemoPage({ demo }: { demo: Demo }) {
  return (
    <main className="page demo">
      <PageMeta title={demo.title} description={demo.description} />
      <p className="kicker">Demonstração</p>
      <h1>{demo.title}</h1>
      <p className="lead">{demo.intro}</p>
      <CardList items={demo.examples} headingLevel={2} />
      <section className="panel" aria-labelledby="demo-next-title">
        <h2 id="demo-next-title">Quer fazer isso no seu negócio?</h2>
        <p>
          No {program.name} você monta cada um desses exemplos, passo a passo, com as ferramentas que já usa.
        </p>
        <Link className="cta" to={program.pricingPath()}>
          Conhecer o {program.name}
        </Link>
      </section>
    </main>
  );
}
