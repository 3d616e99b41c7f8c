// How the WhatsApp screens say a step's wait and who sent a message, in pt-BR.
import type { CadenceTrigger } from '@funil/core/cadence';
import type { WhatsAppLogMessage } from '@funil/core/whatsapp-staff';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 90 → '1 hora e 30 minutos'; 0 → ''. */
export function formatMinutes(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 ? plural(days, 'dia', 'dias') : '',
    hours > 0 ? plural(hours, 'hora', 'horas') : '',
    rest > 0 ? plural(rest, 'minuto', 'minutos') : '',
  ].filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

/** When a step goes, as staff read it: PIX expiry and event reminders count backwards. */
export function formatDelay(trigger: CadenceTrigger, minutes: number): string {
  const span = formatMinutes(minutes);
  if (trigger === 'pix_expiring') return span ? `${span} antes de o PIX expirar` : 'Quando o PIX expira';
  if (trigger === 'event_reminder') return span ? `${span} antes do evento` : 'Na hora do evento';
  return span ? `${span} depois` : 'Logo em seguida';
}

/** The step of a cadence as people count: from 1. */
export const stepName = (step: number) => `Passo ${step + 1}`;

/** Who wrote it: the cadence and step, the staff member, or the lead. */
export function senderOf(message: WhatsAppLogMessage): string {
  if (message.direction === 'inbound') return 'Lead';
  if (message.cadence) return `${message.cadence.name || 'Cadência'} · ${stepName(message.cadence.step)}`;
  if (message.sentBy) return `Equipe (${message.sentBy})`;
  return 'Sistema';
}
