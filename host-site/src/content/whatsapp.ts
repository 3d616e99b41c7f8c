// The site's wa.me links (spec §7: the WhatsApp action opens a wa.me link with the team's number
// and a prefilled message). The number is the launch settings' (team-whatsapp-number.ts); without
// one, everything that needs it is left out.
import { IMMERSION, PROGRAM } from '@funil/core/offers';
import { whatsAppChatUrl } from '@funil/core/phone';
import { teamWhatsAppNumberFrom } from './team-whatsapp-number.ts';

/** 'https://wa.me/5511987654321?text=Ol%C3%A1' for a number stored or configured, country code first. */
export const waMeLink = whatsAppChatUrl;

/** A link that opens a chat with the team with `text` typed in, or null when no number is set. */
export function teamWhatsAppLink(configured: string | null | undefined, text: string): string | null {
  const number = teamWhatsAppNumberFrom(configured);
  return number ? waMeLink(number, text) : null;
}

/** The prefilled messages, one per reason to talk; the visitor can edit them before sending. */
export const whatsAppMessages = {
  event: `Olá! Quero saber mais sobre o evento ${IMMERSION.title}. Pode me passar os detalhes?`,
  program: `Olá! Quero saber mais sobre o programa ${PROGRAM.name} antes de garantir minha vaga.`,
  payment: `Olá! Tentei pagar o programa ${PROGRAM.name} e preciso de ajuda para concluir.`,
  mentoring: 'Olá! Acabei de me inscrever na mentoria e quero combinar nossa conversa.',
} as const;
