// Which leads are worth a message now, and the message: an abandoned checkout, or high engagement without a purchase.

import { whatsAppLink } from '@funil/core/phone-plan';
import { firstName } from '@funil/core/text';

/** The engagement score (0–100) from which a lead without a purchase deserves a message. */
export const ENGAGED_MIN_SCORE = 60;

export type OpportunityKind = 'abandoned_checkout' | 'engaged_lead';

/** The event template message_type staff fill for each list (event_message_templates). */
export const TEMPLATE_TYPES: Record<OpportunityKind, string> = {
  abandoned_checkout: 'checkout_abandonado',
  engaged_lead: 'lead_engajado',
};

/** Sent when the current event has no active template of that type. */
export const DEFAULT_TEMPLATES: Record<OpportunityKind, string> = {
  abandoned_checkout:
    'Olá, {nome}! Vi que você começou sua inscrição em {evento} e não concluiu o pagamento. Posso te ajudar a terminar?',
  engaged_lead:
    'Olá, {nome}! Vi que você se interessou por {evento}. Quer que eu te conte os detalhes e tire suas dúvidas?',
};

/** The first word of the name, or 'tudo bem' when there is none, so the greeting still reads. */
export function greetingName(name: string): string {
  return firstName(name) || 'tudo bem';
}

/** Fills {nome} and {evento} (also written {{nome}}, {{evento}}). */
export function fillTemplate(template: string, values: { name: string; event: string }): string {
  return template
    .replace(/\{\{?\s*nome\s*\}?\}/g, greetingName(values.name))
    .replace(/\{\{?\s*evento\s*\}?\}/g, values.event);
}

/** A chat with the lead's own number with the message typed in; a number without its country is Brazilian. */
export function whatsappUrl(phone: string, text: string): string {
  return whatsAppLink(phone, text);
}
