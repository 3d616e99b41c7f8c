// The next step of the launch as it stands (settings.state), for pages whose own content ends
// without one: the free-call sign-up or the waitlist on the home page, or the program's pricing at
// the current batch's price (issue 30) once the server quoted it.
import { Link } from 'react-router';
import { quotedPrices } from '../content/offer-batch.ts';
import { program } from '../content/program.ts';
import { useLaunch } from '../lib/launch.ts';
import { useOfferQuote } from '../lib/offer-quote.ts';

export interface LaunchNextStepProps {
  /** The heading's id, unique on the page. */
  id?: string;
  secondary?: boolean;
}

export function LaunchNextStep({ id = 'launch-next-step-title', secondary = false }: LaunchNextStepProps) {
  const programName = useLaunch().copy.program.name;
  const { settings, copy } = useLaunch();
  const className = secondary ? 'cta cta--secondary' : 'cta';
  const read = useOfferQuote({ enabled: settings.state === 'selling' });
  const quote = read.state === 'ready' ? read.quote : null;
  const priceLine = quote ? quotedPrices(quote).priceLine : copy.program.priceLine;
  const step =
    settings.state === 'capturing'
      ? {
          heading: 'Participe da call gratuita',
          text: `Ao vivo no Zoom, em ${copy.freeCall.when} (horário de Brasília): como automatizar um negócio com inteligência artificial.`,
          link: (
            <Link className={className} to="/">
              Quero minha vaga na call gratuita
            </Link>
          ),
        }
      : settings.state === 'selling'
        ? {
            heading: `Conheça o ${programName}`,
            text: `Inscrições abertas: ${priceLine}, com 7 dias de garantia.`,
            link: (
              <Link className={className} to={program.pricingPath()}>
                Quero entrar no {programName}
              </Link>
            ),
          }
        : {
            heading: 'Quer a próxima turma?',
            text: 'Entre na lista de espera: você é avisado no WhatsApp antes de todo mundo quando abrirmos novas vagas.',
            link: (
              <Link className={className} to="/">
                Entrar na lista de espera
              </Link>
            ),
          };

  return (
    <section className="panel next-step" aria-labelledby={id}>
      <h2 id={id}>{step.heading}</h2>
      <p>{step.text}</p>
      {step.link}
    </section>
  );
}
