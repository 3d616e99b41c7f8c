// '/vagas-esgotadas', and '/' while the launch is sold out: the immersion's waitlist, which records
// the visitor through the lead modal. The immersion is called sold out only when it is not on sale.

import { CallGroupLink } from '../components/call-group-link.tsx';
import { ImmersionFacts } from '../components/immersion-facts.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { RichText } from '../components/rich-text.tsx';
import { immersionOf } from '../content/immersion.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadSignUp } from '../lib/lead-sign-up.ts';
import { SiteLeadModal } from '../lib/site-lead-modal.tsx';

export default function SoldOutPage() {
  const { settings, copy, texts } = useLaunch();
  const immersion = immersionOf(copy);
  const home = texts.home;
  const callGroupUrl = settings.contacts.callGroupUrl;
  const { joined, openModal, modal } = useLeadSignUp();
  const soldOut = !immersion.onSale;

  return (
    <main className="page sold-out">
      {soldOut ? (
        <PageMeta
          title={`${immersion.title} — vagas esgotadas`}
          description={`As vagas da ${immersion.title} acabaram. Entre na lista de espera e seja avisado primeiro da próxima turma.`}
        />
      ) : (
        <PageMeta
          title={`${immersion.title} — lista de espera`}
          description={`Entre na lista de espera da ${immersion.title}: a equipe chama você no WhatsApp para garantir sua vaga.`}
        />
      )}
      <p className="kicker">
        {immersion.title} · {immersion.date}
      </p>
      <h1>
        <RichText text={soldOut ? home.soldOutHeadline : home.waitlistHeadline} />
      </h1>
      <p className="lead">
        <RichText text={soldOut ? home.soldOutLead : home.waitlistLead} />
      </p>
      <ImmersionFacts immersion={immersion} />
      <section className="waitlist" aria-labelledby="waitlist-title">
        <h2 id="waitlist-title">
          <RichText text={soldOut ? home.soldOutWaitlistTitle : home.waitlistTitle} />
        </h2>
        <p>
          <RichText text={soldOut ? home.soldOutWaitlistText : home.waitlistText} />
        </p>
        {joined ? (
          <>
            <p className="confirmation" role="status">
              Pronto, {joined.firstName}! Você está na lista de espera. Fique de olho no seu WhatsApp.
            </p>
            <CallGroupLink url={callGroupUrl} secondary />
          </>
        ) : (
          <button type="button" className="cta" onClick={openModal}>
            <RichText text={home.waitlistCta} />
          </button>
        )}
      </section>
      <SiteLeadModal {...modal} />
    </main>
  );
}
