// '/materialcomplementar': the tools and official guides our events use, grouped by purpose.
import { ExternalLink } from '../components/external-link.tsx';
import { LaunchNextStep } from '../components/launch-next-step.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { RichText } from '../components/rich-text.tsx';
import { complementaryMaterial } from '../content/complementary-material.ts';
import { useLaunch } from '../lib/launch.ts';

const groupId = (index: number) => `material-${index + 1}`;

export default function ComplementaryMaterialPage() {
  const { texts } = useLaunch();
  return (
    <main className="page page--wide material">
      <PageMeta
        title="Material complementar — ferramentas e guias de IA"
        description="As ferramentas de IA e os guias oficiais que usamos nas aulas, com links para os sites de cada uma."
      />
      <p className="kicker">Material complementar</p>
      <h1>
        <RichText text={texts.pages.materialHeadline} />
      </h1>
      <p className="lead">
        <RichText text={texts.pages.materialLead} />
      </p>
      {complementaryMaterial.map((group, index) => (
        <section key={group.title} className="panel" aria-labelledby={groupId(index)}>
          <h2 id={groupId(index)}>{group.title}</h2>
          <ul className="resources">
            {group.resources.map((resource) => (
              <li key={resource.url}>
                <ExternalLink href={resource.url}>{resource.name}</ExternalLink>
                <p>{resource.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <LaunchNextStep />
    </main>
  );
}
