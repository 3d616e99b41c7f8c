// '/remarketing': for visitors who already met the program and left without deciding; they can buy
// right here, through the payment modal.
import { CardList } from '../components/card-list.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { usePaymentCheckout } from '../components/payment-checkout.tsx';
import { PricingSection } from '../components/pricing-section.tsx';
import { WhatsAppAction } from '../components/whatsapp-action.tsx';
import { PRICING_SECTION_ID, programOf } from '../content/program.ts';
import { teamWhatsAppLink, whatsAppMessages } from '../content/whatsapp.ts';
import { useLaunch } from '../lib/launch.ts';

const reasons = [
  {
    title: 'Cada semana sem IA é trabalho repetido feito à mão',
    text: 'As mensagens, os posts e os relatórios desta semana vão ser feitos de qualquer jeito. A diferença é quem faz: você ou uma automação.',
  },
  {
    title: 'As ferramentas já estão ao seu alcance',
    text: 'Nada de sistemas caros ou programação: o programa usa ferramentas de uso comum, a maioria com plano gratuito.',
  },
  {
    title: 'O risco é nosso',
    text: 'Você tem 7 dias para desistir e receber o valor integral de volta, sem precisar explicar o motivo.',
  },
];

export default function RemarketingPage() {
  const { settings, copy } = useLaunch();
  const program = programOf(copy);
  const teamWhatsapp = settings.contacts.teamWhatsapp;
  const checkout = usePaymentCheckout();
  return (
    <main className="page remarketing">
      <PageMeta
        title={`Ainda pensando no ${program.name}?`}
        description={`Três motivos para começar agora o ${program.name}: ${program.priceLine}, com 7 dias de garantia.`}
        noindex
      />
      <p className="kicker">Programa {program.name}</p>
      <h1>Ainda pensando no {program.name}?</h1>
      <p className="lead">
        Você já conheceu o programa. Antes de deixar para depois, veja por que começar agora costuma sair mais
        barato do que esperar.
      </p>
      <a className="cta" href={`#${PRICING_SECTION_ID}`}>
        Ver as condições
      </a>
      <section className="panel" aria-labelledby="reasons-title">
        <h2 id="reasons-title">Três motivos para não esperar</h2>
        <CardList items={reasons} headingLevel={3} />
      </section>
      <PricingSection program={program} heading="Condições para entrar hoje" onPurchase={checkout.open} />
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
