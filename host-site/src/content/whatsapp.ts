// The site's wa.me links (spec §7: the WhatsApp action opens a wa.me link with the team's number
// and a prefilled message). The number is set at build time and read there (team-whatsapp-number.ts).
import { IMMERSION, PROGRAM } from '@funil/core/offers';
import { whatsAppChatUrl } from '@funil/core/phone';

/** 'https://wa.me/5511987654321?text=Ol%C3%A1' for a number stored or configured, country code first. */
export const waMeLink = whatsAppChatUrl;

/** The team's WhatsApp as wa.me wants it ('5511987654321'), or null when none usable is configured. */
export const teamWhatsAppNumber = import.meta.env.VITE_WHATSAPP_NUMBER || null;

/** Whether the pages can offer a chat with the team; without a number everything that needs one is left out. */
export const hasTeamWhatsApp = teamWhatsAppNumber !== null;

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
