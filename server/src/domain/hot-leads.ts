// Hot leads: the most engaged leads who have not bought, each with its score explained and a WhatsApp link.

import type { HotLead } from '@funil/core/admin-leads';
import { leadEngagement } from '@funil/core/lead-engagement';
import { whatsAppLink } from '@funil/core/phone-plan';
import { firstName } from '@funil/core/text';
import type { HotLeadRow } from './ports/staff-leads.ts';

/** The opening message staff send; the lead's first name makes it personal. */
export function whatsappMessage(name: string): string {
  const first = firstName(name);
  const greeting = first ? `Olá, ${first}!` : 'Olá!';
  return `${greeting} Aqui é da equipe IA na Prática. Vi que você se interessou pelo programa. Posso te ajudar com alguma dúvida?`;
}

/** wa.me takes the full international number as digits only. */
export function whatsappUrl(phone: string, name: string): string {
  return whatsAppLink(phone, whatsappMessage(name));
}

export function toHotLead(row: HotLeadRow): HotLead {
  const { score, parts } = leadEngagement(row);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    instagram: row.instagram,
    region: row.region,
    last_visit: row.last_visit,
    score,
    parts,
    optedOut: row.opted_out,
    // No link to write to someone who said no: the screen shows why instead.
    whatsappUrl: row.opted_out ? null : whatsappUrl(row.phone, row.name),
  };
}
