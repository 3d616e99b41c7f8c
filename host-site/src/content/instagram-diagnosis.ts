// The Instagram diagnosis the lead modal's loading copy promises: growth tips computed from the
// profile's own numbers, each with the reason that produced it, so the page never gives advice
// the numbers do not support. Pure: the pages and Storybook render what this returns.
import type { InstagramProfile } from '@funil/core/instagram-profile';

/** The numbers a diagnosis reads; the rest of the profile is only shown. */
export type DiagnosedProfile = Pick<
  InstagramProfile,
  'followersCount' | 'followingCount' | 'postsCount' | 'isVerified' | 'biography' | 'bio'
>;

export interface GrowthTip {
  id: TipId;
  title: string;
  /** What to do, concretely. */
  advice: string;
  /** Why this tip: the profile's numbers that triggered it. */
  reason: string;
}

export type TipId =
  | 'first-posts'
  | 'complete-grid'
  | 'follow-ratio'
  | 'reach-new-people'
  | 'turn-followers-into-clients'
  | 'partnerships'
  | 'write-bio'
  | 'longer-bio'
  | 'bio-call-to-action'
  | 'bio-link'
  | 'verification';

export type ProfileStage = 'comecando' | 'crescendo' | 'consolidado';

export interface InstagramDiagnosis {
  stage: ProfileStage;
  /** One sentence about where the profile stands, for the top of both pages. */
  summary: string;
  /** Followers per account followed, to two decimals; followers themselves when following none. */
  followRatio: number;
  /** Most useful first. */
  tips: GrowthTip[];
  /** What already works, so the diagnosis is not only a list of faults. */
  strengths: string[];
}

/** Below this many posts a visitor does not see a full grid (3 rows of 3) on the profile. */
export const FULL_GRID_POSTS = 9;
/** Following more than this many times the followers reads as follow-for-follow. */
export const LOW_FOLLOW_RATIO = 0.5;
/** From here on the audience is large enough that converting it beats reaching new people. */
export const GROWING_FOLLOWERS = 1_000;
/** From here on partnerships and verification start to pay off. */
export const ESTABLISHED_FOLLOWERS = 10_000;
/** A bio shorter than this rarely says who the profile is for and what it offers. */
export const SHORT_BIO_CHARS = 40;

/** A web address, a link-in-bio service or a WhatsApp short link. */
const LINK =
  /(https?:\/\/|www\.|wa\.me|linktr\.ee|\b[a-z0-9-]+\.(com|com\.br|net|org|br|app|site|link|me)\b)/i;
/** Words and arrows that tell the reader what to do next. */
const CALL_TO_ACTION =
  /(clique|chame|chama|fale|agende|agenda|saiba|garanta|compre|acesse|inscreva|cadastre|baixe|pe[çc]a|or[çc]amento|mande|envie|whats|direct|\bdm\b|link|👇|⬇|↓|👉)/i;

const count = new Intl.NumberFormat('pt-BR');
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** '0,46', '8', '1.204,5': the ratio as the page prints it. */
export function formatRatio(value: number): string {
  return decimal.format(value);
}

export function formatCount(value: number): string {
  return count.format(value);
}

export function diagnoseInstagram(profile: DiagnosedProfile): InstagramDiagnosis {
  const followers = profile.followersCount;
  const following = profile.followingCount;
  const posts = profile.postsCount;
  const bio = (profile.biography || profile.bio).trim();
  const followRatio = following === 0 ? followers : Math.round((followers / following) * 100) / 100;
  const stage: ProfileStage =
    followers >= ESTABLISHED_FOLLOWERS
      ? 'consolidado'
      : followers >= GROWING_FOLLOWERS
        ? 'crescendo'
        : 'comecando';

  const tips: GrowthTip[] = [];
  const strengths: string[] = [];
  const followersText = `${formatCount(followers)} ${followers === 1 ? 'seguidor' : 'seguidores'}`;
  const postsText = `${formatCount(posts)} ${posts === 1 ? 'publicação' : 'publicações'}`;

  // Content first: with no posts, no other tip can work.
  if (posts === 0) {
    tips.push({
      id: 'first-posts',
      title: 'Publique seus primeiros conteúdos',
      advice:
        'Comece com três posts fixados: quem você é, o que você resolve e um resultado de cliente. Depois, mantenha pelo menos três publicações por semana.',
      reason:
        'Seu perfil ainda não tem nenhuma publicação: quem chega não tem o que ver antes de decidir seguir.',
    });
  } else if (posts < FULL_GRID_POSTS) {
    tips.push({
      id: 'complete-grid',
      title: `Complete a primeira grade de ${FULL_GRID_POSTS} posts`,
      advice:
        'Publique até completar três linhas no perfil, alternando Reels (para alcance) e carrosséis (para explicar o que você faz).',
      reason: `Com ${postsText}, quem visita o perfil ainda não vê uma grade completa e sai sem entender o seu trabalho.`,
    });
  } else {
    strengths.push(`${postsText}: há conteúdo suficiente para quem chega conhecer o seu trabalho.`);
  }

  if (following > 0 && followRatio < LOW_FOLLOW_RATIO) {
    tips.push({
      id: 'follow-ratio',
      title: 'Siga menos, atraia mais',
      advice:
        'Deixe de seguir perfis que não têm relação com o seu negócio e troque a estratégia de seguir para ser seguido por conteúdo que responda às dúvidas do seu cliente.',
      reason: `Você segue ${formatCount(following)} perfis e tem ${followersText} (${formatRatio(followRatio)} seguidor por perfil seguido): para quem visita, isso parece troca de seguidores, não autoridade.`,
    });
  } else if (followers > 0 && followRatio >= 2) {
    strengths.push(
      `Você tem ${formatRatio(followRatio)} seguidores para cada perfil que segue: as pessoas vêm até você.`,
    );
  }

  if (stage === 'comecando') {
    tips.push({
      id: 'reach-new-people',
      title: 'Use Reels para ser encontrado',
      advice:
        'Grave Reels curtos (até 30 segundos) respondendo uma pergunta frequente do seu cliente, com a palavra-chave do seu nicho no texto da legenda e na primeira frase falada.',
      reason: `Com ${followersText}, quase todo o seu crescimento vem de quem ainda não te segue, e os Reels são o formato que o Instagram mais mostra para não seguidores.`,
    });
  } else if (stage === 'crescendo') {
    tips.push({
      id: 'turn-followers-into-clients',
      title: 'Transforme seguidores em clientes',
      advice:
        'Faça uma sequência de stories por semana com caixa de perguntas e termine com uma oferta clara e um convite para chamar no direct.',
      reason: `Você já tem ${followersText}: uma audiência desse tamanho vende quando é convidada, e os stories chegam primeiro a quem já te segue.`,
    });
  } else {
    tips.push({
      id: 'partnerships',
      title: 'Cresça com parcerias (collabs)',
      advice:
        'Escolha dois perfis do mesmo público que não concorrem com você e publiquem juntos um Reels em collab por mês: o post aparece para as duas audiências.',
      reason: `Com ${followersText}, o seu perfil já interessa a parceiros, e a collab leva você a um público novo sem anúncio.`,
    });
  }

  if (bio === '') {
    tips.push({
      id: 'write-bio',
      title: 'Escreva uma bio que diga o que você faz',
      advice:
        'Em até 150 caracteres: para quem você trabalha, qual resultado entrega e o próximo passo (por exemplo, "Chame no WhatsApp 👇").',
      reason:
        'Seu perfil está sem bio: quem chega não descobre em poucos segundos por que deveria te seguir.',
    });
  } else {
    if (bio.length < SHORT_BIO_CHARS) {
      tips.push({
        id: 'longer-bio',
        title: 'Use melhor o espaço da bio',
        advice:
          'Acrescente para quem é o seu trabalho e um resultado concreto que você entrega, com um número se puder.',
        reason: `Sua bio tem ${bio.length} caracteres, dos 150 possíveis: há espaço para dizer o que só você oferece.`,
      });
    }
    if (!CALL_TO_ACTION.test(bio)) {
      tips.push({
        id: 'bio-call-to-action',
        title: 'Feche a bio com uma chamada para ação',
        advice:
          'Termine com um convite direto, como "Agende sua avaliação pelo link 👇" ou "Chame no direct".',
        reason:
          'Sua bio não diz a quem chega o que fazer em seguida, e quem não sabe o próximo passo vai embora.',
      });
    }
    if (bio.length >= SHORT_BIO_CHARS && CALL_TO_ACTION.test(bio))
      strengths.push('Sua bio explica o que você faz e convida para um próximo passo.');
  }

  if (!LINK.test(bio)) {
    tips.push({
      id: 'bio-link',
      title: 'Coloque um link no perfil',
      advice:
        'Adicione um link para o seu WhatsApp (wa.me) ou para uma página com seus serviços, e diga na bio por que vale clicar.',
      reason: 'Não encontramos um link na sua bio: quem se interessa pelo seu trabalho não tem para onde ir.',
    });
  }

  if (profile.isVerified) {
    strengths.push('Seu perfil é verificado: o selo passa confiança a quem ainda não te conhece.');
  } else if (followers >= ESTABLISHED_FOLLOWERS) {
    tips.push({
      id: 'verification',
      title: 'Avalie a verificação do perfil',
      advice:
        'Veja se o Meta Verified está disponível para a sua conta: o selo protege contra perfis falsos e aumenta a confiança em quem clica no seu link.',
      reason: `Com ${followersText} e sem selo de verificação, o seu perfil já é grande o bastante para ser imitado.`,
    });
  }

  return {
    stage,
    summary: summaryOf(stage, followersText, postsText, tips.length),
    followRatio,
    tips,
    strengths,
  };
}

function summaryOf(stage: ProfileStage, followers: string, posts: string, tipCount: number): string {
  const where = {
    comecando: 'seu perfil está começando',
    crescendo: 'seu perfil está em crescimento',
    consolidado: 'seu perfil já tem uma audiência consolidada',
  }[stage];
  const next =
    tipCount === 0
      ? 'Não encontramos ajustes urgentes: mantenha a constância.'
      : `Separamos ${tipCount} ${tipCount === 1 ? 'ajuste' : 'ajustes'} para crescer mais rápido.`;
  return `Com ${followers} e ${posts}, ${where}. ${next}`;
}
