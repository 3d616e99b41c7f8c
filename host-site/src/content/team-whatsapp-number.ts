// The team's WhatsApp (VITE_WHATSAPP_NUMBER) read at build time by core's phone rule, so the pages
// ship the number ready for wa.me and no numbering plan (vite.config.ts; README: configuration).
import { normalisePhoneNumber } from '@funil/core/phone-plan';

/** '5511987654321' for any way of writing the number, or '' when it is unset or does not exist. */
export function teamWhatsAppNumberFrom(configured: string | undefined): string {
  return normalisePhoneNumber(configured ?? '') ?? '';
}
