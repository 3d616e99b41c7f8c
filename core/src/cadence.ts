// WhatsApp cadences (issue 18): what starts one, its steps, and the variables a step's text may
// use. The engine (server/src/domain/whatsapp/) and the staff screen read the same definitions.
import { z } from 'zod';

/** What starts a cadence for a lead. */
export const CADENCE_TRIGGERS = [
  'lead_captured',
  'event_reminder',
  'checkout_unpaid',
  'pix_expiring',
  'purchase_approved',
] as const;
export type CadenceTrigger = (typeof CADENCE_TRIGGERS)[number];

export const CADENCE_TRIGGER_LABELS: Record<CadenceTrigger, string> = {
  lead_captured: 'Lead cadastrado',
  event_reminder: 'Lembretes do evento',
  checkout_unpaid: 'Checkout criado e não pago',
  pix_expiring: 'PIX perto de expirar',
  purchase_approved: 'Compra aprovada',
};

export const CADENCE_STATUSES = ['active', 'paused'] as const;
export type CadenceStatus = (typeof CADENCE_STATUSES)[number];

export const CADENCE_STATUS_LABELS: Record<CadenceStatus, string> = {
  active: 'Ativa',
  paused: 'Pausada',
};

/** The variables a step's text may name, in braces, with what staff read about each. */
export const CADENCE_VARIABLES = {
  primeiro_nome: 'Primeiro nome do lead',
  nome: 'Nome completo do lead',
  link_pagamento: 'Link do checkout',
  codigo_pix: 'Código PIX copia e cola',
  valor: 'Valor do checkout (R$)',
  data_evento: 'Data e hora do evento',
  link_evento: 'Link da sala do evento',
  link_grupo: 'Link do grupo de compradores',
} as const;
export type CadenceVariable = keyof typeof CADENCE_VARIABLES;

const MAX_DELAY_MINUTES = 60 * 24 * 30;

export const cadenceStepSchema = z.object({
  /**
   * Minutes after the trigger (lead saved, checkout created, purchase approved, PIX expiry for
   * pix_expiring counted backwards, the event's start for event_reminder counted backwards).
   */
  delay_minutes: z.number().int().min(0).max(MAX_DELAY_MINUTES),
  /** The text sent inside the 24 h window, and shown in previews; {variables} are filled per lead. */
  text: z.string().trim().min(1, 'Escreva a mensagem').max(1000, 'Use no máximo 1000 caracteres'),
  /** The approved Cloud API template sent outside the 24 h window; its parameters are the text's variables in order. */
  template: z
    .object({ name: z.string().trim().min(1).max(512), language: z.string().trim().min(2).max(15) })
    .optional(),
});
export type CadenceStep = z.infer<typeof cadenceStepSchema>;

export const cadenceInputSchema = z.object({
  name: z.string().trim().min(1, 'Dê um nome à cadência').max(120),
  trigger: z.enum(CADENCE_TRIGGERS),
  status: z.enum(CADENCE_STATUSES).default('active'),
  steps: z.array(cadenceStepSchema).min(1, 'Inclua pelo menos um passo').max(10),
  stop_on_purchase: z.boolean().default(true),
  stop_on_reply: z.boolean().default(true),
});
export type CadenceInput = z.infer<typeof cadenceInputSchema>;

/** The {names} a text uses, in order of first appearance; unknown names included. */
export function variablesIn(text: string): string[] {
  const names = [...text.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1] as string);
  return [...new Set(names)];
}

export function isCadenceVariable(name: string): name is CadenceVariable {
  return Object.hasOwn(CADENCE_VARIABLES, name);
}

/** Fills each known {variable} with its value; a variable with no value leaves '' (never the brace). */
export function renderCadenceText(text: string, values: Partial<Record<CadenceVariable, string>>): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    isCadenceVariable(name) ? (values[name] ?? '') : whole,
  );
}

/** The words that opt a lead out of every message (compared without case, accents or punctuation). */
export const OPT_OUT_WORDS = ['SAIR', 'PARAR'] as const;

export function isOptOutReply(text: string): boolean {
  const word = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return (OPT_OUT_WORDS as readonly string[]).includes(word);
}
