// The lead modal's pt-BR copy, word for word where the spec gives it. The headline and the free
// call's line are the launch's texts (leadModal, core/src/lead-modal-texts.ts).
import { LEAD_CONSENT_NOTICE } from '@funil/core/consent-notice';
import { FORM_ERRORS } from '@funil/core/form-errors';
import type { PublicLaunchSettings } from '@funil/core/launch-settings';
import { LEAD_MODAL_TEXTS } from '@funil/core/lead-modal-texts';
import type { LeadSubmitStatus } from './lead-store.ts';

export type LeadModalTexts = typeof LEAD_MODAL_TEXTS;

/**
 * The launch's words for the modal: the server's (staff's, else the template's), or the template's
 * until the settings arrive (or from a server older than the texts).
 */
export function leadModalTexts(settings: PublicLaunchSettings | null): LeadModalTexts {
  return settings?.texts?.leadModal ?? LEAD_MODAL_TEXTS;
}

/** Where the free call's day and time stand while the settings load: kept, never filled with a stale one. */
export const CALL_WHEN_PLACEHOLDER = '{data_call}';
export const CALL_WHEN_RESERVE = '00/00 às 00:00';

export const LEAD_COPY = {
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
