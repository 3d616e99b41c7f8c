// Renders a legal text: numbered sections, with its version date, then the launch's next step.
import type { LegalBlock, LegalText } from '../content/legal/legal-text.ts';
import { LaunchNextStep } from './launch-next-step.tsx';
import { PageMeta } from './page-meta.tsx';

const versionDate = (version: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(version));

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function LegalPage({ text }: { text: LegalText }) {
  return (
    <main className="page legal">
      <PageMeta title={text.title} description={text.description} />
      <h1>{text.title}</h1>
      <p className="lead">{text.intro}</p>
      {text.sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`secao-${index + 1}`}>
          <h2 id={`secao-${index + 1}`}>
            {index + 1}. {section.title}
          </h2>
          {section.blocks.map((block) => (
            <Block key={typeof block === 'string' ? block : block.list[0]} block={block} />
          ))}
        </section>
      ))}
      <p className="legal__version">Última atualização: {versionDate(text.version)}.</p>
      <LaunchNextStep />
    </main>
  );
}
