// '/parceiro/{codigoParceiro}': a partner's landing. The partner's audience is greeted by the
// partner's name and every lead captured here carries the partner code (the lead modal's
// `partner`) and is reported like any lead of the site (the site's lead modal); an unknown or
// inactive code gets an explanation and a way on, never a crash.

import { plainText } from '@funil/core/rich-text';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CallGroupLink } from '../components/call-group-link.tsx';
import { ImmersionFacts } from '../components/immersion-facts.tsx';
import { ListPanel } from '../components/list-panel.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { RichText } from '../components/rich-text.tsx';
import { immersionOf } from '../content/immersion.ts';
import { fetchPartner, type PartnerLookup, partnerCopyOf } from '../content/partner.ts';
import { useLaunch } from '../lib/launch.ts';
import { useLeadSignUp } from '../lib/lead-sign-up.ts';
import { SiteLeadModal } from '../lib/site-lead-modal.tsx';

export default function PartnerPage() {
  const { codigoParceiro = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const [lookup, setLookup] = useState<{ key: string; result: PartnerLookup } | null>(null);
  const key = `${codigoParceiro}#${attempt}`;
  const partnerCopy = partnerCopyOf(immersionOf(useLaunch().copy));

  useEffect(() => {
    const controller = new AbortController();
    fetchPartner(codigoParceiro, controller.signal).then(
      (result) => setLookup({ key, result }),
      () => {}, // aborted: the visitor moved on
    );
    return () => controller.abort();
  }, [codigoParceiro, key]);

  const result = lookup?.key === key ? lookup.result : null;
  if (!result) return <p className="page-loading">Carregando...</p>;
  if (result.status === 'found')
    return <PartnerLanding code={result.partner.code} name={result.partner.name} />;
  if (result.status === 'not_found') {
    return (
      <main className="page">
        <PageMeta title="Convite de parceiro inativo" description={partnerCopy.notFoundText} noindex />
        <h1>{partnerCopy.notFoundTitle}</h1>
        <p className="lead">{partnerCopy.notFoundText}</p>
        <p>{partnerCopy.notFoundNext}</p>
        <Link className="cta" to="/">
          Ir para a página principal
        </Link>
      </main>
    );
  }
  return (
    <main className="page">
      <PageMeta title="Convite de parceiro" description={partnerCopy.errorText} noindex />
      <h1>{partnerCopy.errorTitle}</h1>
      <p className="lead">{partnerCopy.errorText}</p>
      <button type="button" className="cta" onClick={() => setAttempt((n) => n + 1)}>
        Tentar de novo
      </button>
    </main>
  );
}

function PartnerLanding({ code, name }: { code: string; name: string }) {
  const { settings, copy, texts } = useLaunch();
  const immersion = immersionOf(copy);
  const partnerCopy = partnerCopyOf(immersion);
  // The partner's name goes in after the text's markup is read: it never becomes a link.
  const values = { parceiro: name };
  const callGroupUrl = settings.contacts.callGroupUrl;
  const { joined, openModal, modal } = useLeadSignUp();

  return (
    <main className="page">
      <PageMeta
        title={`${name} convida: call gratuita de IA para negócios`}
        description={plainText(texts.pages.partnerIntro, values)}
      />
      <p className="kicker">Convite de {name}</p>
      <h1>
        <RichText text={texts.pages.partnerHeadline} values={values} />
      </h1>
      <p className="lead">
        <RichText text={texts.pages.partnerIntro} values={values} />
      </p>

      <ListPanel id="call-title" title={partnerCopy.callTitle} items={partnerCopy.callAgenda}>
        <p>{partnerCopy.callBonus}</p>
        {joined ? (
          <>
            <p className="confirmation" role="status">
              {partnerCopy.confirmation(joined.firstName)}
            </p>
            <div className="actions">
              <CallGroupLink url={callGroupUrl} />
              {joined.id ? (
                <Link className="cta cta--secondary" to={`/sala-de-espera/${joined.id}`}>
                  Ver minha sala de espera
                </Link>
              ) : null}
            </div>
          </>
        ) : (
          <button type="button" className="cta" onClick={openModal}>
            {partnerCopy.cta}
          </button>
        )}
      </ListPanel>

      <section className="panel" aria-labelledby="immersion-title">
        <h2 id="immersion-title">{partnerCopy.immersionTitle}</h2>
        <p>{partnerCopy.immersionText}</p>
        <ImmersionFacts immersion={immersion} />
      </section>

      <SiteLeadModal {...modal} partner={code} />
    </main>
  );
}
