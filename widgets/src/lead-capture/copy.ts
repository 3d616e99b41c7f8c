// The lead modal's pt-BR copy, word for word where the spec gives it.
import { LEAD_CONSENT_NOTICE } from '@funil/core/consent-notice';
import { FORM_ERRORS } from '@funil/core/form-errors';
import type { LeadSubmitStatus } from './lead-store.ts';

const LIVE_CALL = 'Chamada gratuita e ao vivo pelo Zoom';

export const LEAD_COPY = {
  headline: 'Como eu faturei meio milhão de reais 100% no automático com IA',
  /** The free call as staff set it (launch settings), e.g. '11/06 às 20:00'. */
  liveCall: (when: string) => `${LIVE_CALL} no dia ${when}`,
  /** Until the settings arrive: the line without its date, which never shows a stale one. */
  liveCallUndated: LIVE_CALL,
  nameLabel: 'Seu nome',
  namePlaceholder: 'Digite seu nome',
  phoneLabel: 'WhatsApp',
  phoneInvalid: FORM_ERRORS.phone_invalid,
  nameInvalid: FORM_ERRORS.name_invalid,
  continue: 'Continuar',
  stepTwoHeadline: (firstName: string) => `${firstName}, Quase lá!`,
  instagramLabel: 'Seu Instagram',
  instagramPlaceholder: 'seu usuário, sem o @',
  confirm: 'Confirmar e continuar',
  continueWithoutVerifying: 'Continuar sem verificar Instagram',
  // The spec names no outage copy: the visitor is told nothing is lost and nothing more is needed.
  queued:
    'Sem conexão com o servidor. Seus dados ficaram guardados neste aparelho e serão enviados assim que a conexão voltar.',
} as const;

/** Under step 1's button: core's current notice, word for word, so the version sent names what was read. */
export const CONSENT_COPY = {
  text: LEAD_CONSENT_NOTICE.text,
  linkText: LEAD_CONSENT_NOTICE.linkText,
} as const;

/** The end of the embed's flow, under step 1's line about the free call: what to do until then. */
export const CONFIRMATION_COPY = {
  sentHeadline: (firstName: string) => `Pronto, ${firstName}! Sua vaga está garantida.`,
  queuedHeadline: (firstName: string) => `Quase pronto, ${firstName}!`,
  nextStep: 'Próximo passo: anote na sua agenda e fique de olho no seu WhatsApp.',
  close: 'Entendi',
} as const;

/** Spec §2: what the modal says while each submit status lasts. */
export const PROGRESS_COPY: Record<Exclude<LeadSubmitStatus, 'idle'>, string> = {
  saving: 'Salvando dados...',
  instagram: 'Buscando seu Instagram...',
  personalizing: 'Preparando sua experiência...',
};

export function progressText(status: LeadSubmitStatus): string {
  return status === 'idle' ? '' : PROGRESS_COPY[status];
}
