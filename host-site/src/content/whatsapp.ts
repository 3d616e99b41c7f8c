// The one place that builds wa.me links (spec §7: the WhatsApp action opens a wa.me link with the
// team's number and a prefilled message). The number is set at build time (README: configuration).

import { IMMERSION, PROGRAM } from '@funil/core/offers';
import { PHONE_MAX_DIGITS, phoneDigits } from '@funil/core/phone';

/** A number wa.me accepts: digits only, country code first, at least a country and a subscriber. */
const MIN_DIGITS = 10;

/** The team's WhatsApp as wa.me wants it ('5511987654321'), or null when it is unset or unusable. */
export function parseWhatsAppNumber(configured: string | undefined): string | null {
  const digits = phoneDigits(configured ?? '');
  return digits.length >= MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS ? digits : null;
}

/** 'https://wa.me/5511987654321?text=Ol%C3%A1' — spaces as %20, which every WhatsApp client reads. */
export function waMeLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export const teamWhatsAppNumber = parseWhatsAppNumber(import.meta.env.VITE_WHATSAPP_NUMBER);

/** A link that opens a chat with the team with `text` typed in, or null when no number is configured. */
export function teamWhatsAppLink(text: string): string | null {
  return teamWhatsAppNumber ? waMeLink(teamWhatsAppNumber, text) : null;
}

/** The prefilled messages, one per reason to talk; the visitor can edit them before sending. */
export const whatsAppMessages = {
  event: `Olá! Quero saber mais sobre o evento ${IMMERSION.title}. Pode me passar os detalhes?`,
  program: `Olá! Quero saber mais sobre o programa ${PROGRAM.name} antes de garantir minha vaga.`,
  payment: `Olá! Tentei pagar o programa ${PROGRAM.name} e preciso de ajuda para concluir.`,
  mentoring: 'Olá! Acabei de me inscrever na mentoria e quero combinar nossa conversa.',
} as const;

/** The message shown instead of a link when the build has no team number. */
export const whatsAppUnavailable =
  'O WhatsApp da equipe ainda não foi configurado neste site, por isso não há link de conversa aqui.';
