// What the diagnosis pages draw for each state of the look-up, full or as a short summary; the
// pages and Storybook pass the state, so every state can be reviewed without a server.

import type { InstagramProfile } from '@funil/core/instagram-profile';
import { Link } from 'react-router';
import { formatCount, formatRatio, type InstagramDiagnosis } from '../content/instagram-diagnosis.ts';
import { program } from '../content/program.ts';
import { teamWhatsAppLink } from '../content/whatsapp.ts';
import type { DiagnosisState } from '../lib/diagnosis-loader.ts';
import { CallGroupLink } from './call-group-link.tsx';
import { WhatsAppAction } from './whatsapp-action.tsx';
import '../styles/diagnosis.css';

export type DiagnosisVariant = 'full' | 'simple';

/** What the views take from the launch settings. */
export interface DiagnosisLaunch {
  /** The free call, '11/06 às 20:00'. */
  freeCall: string;
  /** The team's WhatsApp; null hides what needs it. */
  teamWhatsapp: string | null;
  /** The call's WhatsApp group, when staff set one. */
  callGroupUrl: string | null;
}

export interface InstagramDiagnosisViewProps {
  state: DiagnosisState;
  variant: DiagnosisVariant;
  launch: DiagnosisLaunch;
  onRetry?(): void;
}

/** The loading copy the lead modal promises (spec §1). */
export const DIAGNOSIS_LOADING_COPY =
  'Vamos dar uma olhada rápida no seu Instagram e te passar algumas dicas para crescer. Isso leva só alguns segundos.';

export const DEMO_DATA_NOTICE =
  'Dados de demonstração: este site ainda não está ligado ao Instagram, então os números abaixo são fictícios, gerados a partir do nome de usuário. As dicas mostram como o diagnóstico funciona.';

/** How many tips the short summary lists. */
const SIMPLE_TIPS = 3;

const greet = (firstName: string | undefined, text: string, plain: string) =>
  firstName ? `${firstName}, ${text}` : plain;

export function InstagramDiagnosisView({ state, variant, launch, onRetry }: InstagramDiagnosisViewProps) {
  const teamWhatsapp = launch.teamWhatsapp;
  const hasTeamWhatsApp = teamWhatsAppLink(teamWhatsapp, '') !== null;
  switch (state.status) {
    case 'loading':
      return (
        <main className="diagnosis" aria-busy="true">
          <h1>Analisando seu Instagram</h1>
          <p className="lead" role="status">
            {DIAGNOSIS_LOADING_COPY}
          </p>
          <div className="diagnosis__spinner" aria-hidden="true" />
        </main>
      );
    case 'lead_not_found':
      return (
        <main className="diagnosis">
          <h1>Não encontramos este diagnóstico</h1>
          <p className="lead">
            O link que você abriu não corresponde a nenhum cadastro. Confira se copiou o endereço inteiro da
            mensagem que recebeu.
          </p>
          <p>
            Se preferir, faça seu cadastro de novo: leva menos de um minuto e o diagnóstico chega em seguida.
          </p>
          <Link className="cta" to="/">
            Fazer meu cadastro
          </Link>
        </main>
      );
    case 'no_instagram':
      return (
        <main className="diagnosis">
          <h1>{greet(state.firstName, 'falta o seu Instagram', 'Falta o seu Instagram')}</h1>
          <p className="lead">
            Para montar o diagnóstico precisamos do seu usuário do Instagram, e ele não foi informado no seu
            cadastro.
          </p>
          {hasTeamWhatsApp ? (
            <p>Mande seu usuário para a nossa equipe no WhatsApp e nós preparamos suas dicas.</p>
          ) : null}
          <div className="actions">
            <WhatsAppAction
              number={teamWhatsapp}
              label="Enviar meu Instagram no WhatsApp"
              message="Olá! Quero receber o diagnóstico do meu Instagram. Meu usuário é @"
            />
            <Link className="cta cta--secondary" to={`/sala-de-espera/${state.leadId}`}>
              Ver minha vaga na call gratuita
            </Link>
          </div>
        </main>
      );
    case 'profile_not_found':
      return (
        <main className="diagnosis">
          <h1>Não encontramos o perfil @{state.username}</h1>
          <p className="lead">
            O Instagram não mostrou nenhum perfil público com esse usuário. Pode ter sido um erro de
            digitação, ou o perfil mudou de nome ou está privado.
          </p>
          {hasTeamWhatsApp ? (
            <p>Mande o usuário certo para a nossa equipe no WhatsApp e nós refazemos o seu diagnóstico.</p>
          ) : null}
          <div className="actions">
            <WhatsAppAction
              number={teamWhatsapp}
              label="Corrigir meu Instagram no WhatsApp"
              message={`Olá! Meu diagnóstico não encontrou o perfil @${state.username}. Meu usuário certo é @`}
            />
            {onRetry ? <RetryButton onRetry={onRetry} secondary /> : null}
          </div>
        </main>
      );
    case 'rate_limited':
      return (
        <main className="diagnosis">
          <h1>Muitas análises ao mesmo tempo</h1>
          <p className="lead">Limite de requisições excedido. Tente novamente mais tarde.</p>
          <p>Seu perfil @{state.username} está na fila: espere um minuto e tente de novo.</p>
          {onRetry ? <RetryButton onRetry={onRetry} /> : null}
        </main>
      );
    case 'error':
      return (
        <main className="diagnosis">
          <h1>Não conseguimos montar seu diagnóstico agora</h1>
          <p className="lead">
            Algo falhou no caminho até o Instagram. Verifique sua conexão e tente de novo em instantes.
          </p>
          <div className="actions">
            {onRetry ? <RetryButton onRetry={onRetry} /> : null}
            <WhatsAppAction
              number={teamWhatsapp}
              label="Falar com a equipe no WhatsApp"
              message="Olá! Tentei abrir o diagnóstico do meu Instagram e não carregou."
              secondary
            />
          </div>
        </main>
      );
    case 'ready':
      return variant === 'full' ? (
        <FullDiagnosis
          firstName={state.firstName}
          leadId={state.leadId}
          profile={state.profile}
          diagnosis={state.diagnosis}
          launch={launch}
        />
      ) : (
        <SimpleDiagnosis
          firstName={state.firstName}
          leadId={state.leadId}
          profile={state.profile}
          diagnosis={state.diagnosis}
          launch={launch}
        />
      );
  }
}

interface ReadyProps {
  launch: DiagnosisLaunch;
  firstName: string;
  leadId: string;
  profile: InstagramProfile;
  diagnosis: InstagramDiagnosis;
}

function FullDiagnosis({ launch, firstName, leadId, profile, diagnosis }: ReadyProps) {
  return (
    <main className="diagnosis">
      <p className="kicker">Diagnóstico do Instagram</p>
      <h1>
        {greet(firstName, 'veja como fazer seu Instagram crescer', 'Veja como fazer seu Instagram crescer')}
      </h1>
      <ProfileCard profile={profile} diagnosis={diagnosis} />
      <p className="lead">{diagnosis.summary}</p>

      <section className="panel" aria-labelledby="tips-title">
        <h2 id="tips-title">Suas dicas de crescimento</h2>
        <ol className="diagnosis__tips">
          {diagnosis.tips.map((tip) => (
            <li key={tip.id}>
              <h3>{tip.title}</h3>
              <p>{tip.advice}</p>
              <p className="diagnosis__reason">
                <strong>Por quê:</strong> {tip.reason}
              </p>
            </li>
          ))}
        </ol>
      </section>

      {diagnosis.strengths.length > 0 ? (
        <section className="panel" aria-labelledby="strengths-title">
          <h2 id="strengths-title">O que já funciona</h2>
          <ul className="steps">
            {diagnosis.strengths.map((strength) => (
              <li key={strength}>{strength}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <NextStep leadId={leadId} launch={launch} />
    </main>
  );
}

function SimpleDiagnosis({ launch, firstName, leadId, profile, diagnosis }: ReadyProps) {
  const shown = diagnosis.tips.slice(0, SIMPLE_TIPS);
  return (
    <main className="diagnosis">
      <p className="kicker">Resumo do Instagram</p>
      <h1>{greet(firstName, 'seu Instagram em 1 minuto', 'Seu Instagram em 1 minuto')}</h1>
      <ProfileCard profile={profile} diagnosis={diagnosis} />
      <p className="lead">{diagnosis.summary}</p>
      {shown.length > 0 ? (
        <section className="panel" aria-labelledby="tips-title">
          <h2 id="tips-title">
            {shown.length === 1 ? 'O ajuste mais importante' : `Os ${shown.length} ajustes mais importantes`}
          </h2>
          <ol className="diagnosis__tips diagnosis__tips--simple">
            {shown.map((tip) => (
              <li key={tip.id}>
                <h3>{tip.title}</h3>
                <p className="diagnosis__reason">{tip.reason}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <div className="actions">
        <Link className="cta" to={`/diagnostico/${leadId}`}>
          Ver o diagnóstico completo
        </Link>
        <Link className="cta cta--secondary" to={`/sala-de-espera/${leadId}`}>
          Ver minha vaga na call gratuita
        </Link>
        <GroupOrProgram leadId={leadId} launch={launch} />
      </div>
    </main>
  );
}

function ProfileCard({ profile, diagnosis }: { profile: InstagramProfile; diagnosis: InstagramDiagnosis }) {
  return (
    <section className="diagnosis__profile" aria-label={`Perfil @${profile.username}`}>
      {profile.source === 'demo' ? (
        <p className="notice diagnosis__demo" role="note">
          {DEMO_DATA_NOTICE}
        </p>
      ) : null}
      <div className="diagnosis__identity">
        <ProfilePicture profile={profile} />
        <div>
          <p className="diagnosis__name">
            {profile.fullName}
            {profile.isVerified ? <span className="diagnosis__verified"> · verificado</span> : null}
          </p>
          <p className="diagnosis__handle">@{profile.username}</p>
        </div>
      </div>
      <dl className="facts diagnosis__numbers">
        <div>
          <dt>Seguidores</dt>
          <dd>{formatCount(profile.followersCount)}</dd>
        </div>
        <div>
          <dt>Seguindo</dt>
          <dd>{formatCount(profile.followingCount)}</dd>
        </div>
        <div>
          <dt>Publicações</dt>
          <dd>{formatCount(profile.postsCount)}</dd>
        </div>
        <div>
          <dt>Seguidores por perfil seguido</dt>
          <dd>{formatRatio(diagnosis.followRatio)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** data: avatars are shown as they are; web pictures go through our image proxy (CDN links expire). */
function ProfilePicture({ profile }: { profile: InstagramProfile }) {
  const url = profile.profilePicUrl;
  if (!url) {
    return (
      <span className="diagnosis__avatar diagnosis__avatar--letter" aria-hidden="true">
        {(profile.username.charAt(0) || '?').toUpperCase()}
      </span>
    );
  }
  const src = url.startsWith('data:') ? url : `/api/image-proxy?url=${encodeURIComponent(url)}`;
  return (
    <img
      className="diagnosis__avatar"
      src={src}
      alt={`Foto do perfil @${profile.username}`}
      width={64}
      height={64}
    />
  );
}

function NextStep({ leadId, launch }: { leadId: string; launch: DiagnosisLaunch }) {
  return (
    <section className="panel" aria-labelledby="next-title">
      <h2 id="next-title">Quer colocar essas dicas em prática com IA?</h2>
      <p>
        Na call gratuita de {launch.freeCall} (horário de Brasília) mostramos, ao vivo, como usar inteligência
        artificial para planejar posts, escrever legendas e responder o direct sem passar o dia no celular.
      </p>
      <div className="actions">
        <Link className="cta" to={`/sala-de-espera/${leadId}`}>
          Ver minha vaga na call gratuita
        </Link>
        <GroupOrProgram leadId={leadId} launch={launch} />
      </div>
    </section>
  );
}

/** The call's group when there is one, else the program: somewhere to go past the diagnosis. */
function GroupOrProgram({ leadId, launch }: { leadId: string; launch: DiagnosisLaunch }) {
  if (launch.callGroupUrl) return <CallGroupLink url={launch.callGroupUrl} secondary />;
  return (
    <Link className="cta cta--secondary" to={program.pricingPath(leadId)}>
      Conhecer o {program.name}
    </Link>
  );
}

function RetryButton({ onRetry, secondary = false }: { onRetry(): void; secondary?: boolean }) {
  return (
    <button type="button" className={secondary ? 'cta cta--secondary' : 'cta'} onClick={onRetry}>
      Tentar de novo
    </button>
  );
}
