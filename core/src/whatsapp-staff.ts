// What the staff WhatsApp screens read and send (/api/admin/whatsapp): cadences with their numbers,
// one lead's messages, a staff reply and the recovery report. Labels for people are here too.
import { z } from 'zod';
import type { CadenceStatus, CadenceStep, CadenceTrigger } from './cadence.ts';
import { ERRORS } from './errors.ts';

export const WHATSAPP_MESSAGE_STATUS_LABELS: Record<string, string> = {
  pending: 'Aguardando',
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Falhou',
  received: 'Recebida',
};

export const WHATSAPP_DIRECTION_LABELS: Record<string, string> = {
  outbound: 'Enviada ao lead',
  inbound: 'Recebida do lead',
};

/** A cadence as the list and the form show it. */
export interface CadenceSummary {
  id: string;
  name: string;
  trigger: CadenceTrigger;
  status: CadenceStatus;
  steps: CadenceStep[];
  stopOnPurchase: boolean;
  stopOnReply: boolean;
  createdAt: string;
  updatedAt: string;
  /** Messages of this cadence the provider accepted (sent, delivered or read). */
  messagesSent: number;
  lastSentAt: string | null;
  /** Messages planned and waiting (for their time, the send hours or the per-number limit). */
  messagesQueued: number;
  /** When the first of them may go: its due time, moved to the next opening of the send hours. */
  nextQueuedAt: string | null;
}

export interface CadencesList {
  cadences: CadenceSummary[];
}

/** One message of the log, in or out, with who sent it. */
export interface WhatsAppLogMessage {
  id: string;
  direction: 'inbound' | 'outbound';
  body: string;
  templateName: string | null;
  status: string;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  /** The cadence and step (from 0) that sent it, when a cadence did. */
  cadence: { id: string; name: string; step: number } | null;
  /** The staff e-mail of a reply typed in the conversation view. */
  sentBy: string | null;
  error: string | null;
}

export interface LeadConversation {
  lead: {
    id: string;
    name: string;
    phone: string;
    optedOut: boolean;
    hasConsent: boolean;
    /** Until when free text may be sent (24 h after the lead's last message); null when closed. */
    windowOpenUntil: string | null;
  };
  /** Oldest first, as a chat reads. */
  messages: WhatsAppLogMessage[];
}

/** POST /api/admin/whatsapp/leads/:leadId/replies */
export const staffReplySchema = z.object({
  text: z
    .string(ERRORS.whatsapp_reply_invalid)
    .trim()
    .min(1, ERRORS.whatsapp_reply_invalid)
    .max(1000, ERRORS.whatsapp_reply_invalid),
});

/** POST /api/admin/whatsapp/cadences/preview: the form's cadence, filled for one real lead. */
export const cadencePreviewRequestSchema = z.object({
  leadId: z.string().trim().min(1).max(120),
  cadence: z.unknown(),
});

export interface CadencePreviewStep {
  step: number;
  delayMinutes: number;
  /** The step's text with the lead's values (its newest checkout or event when the trigger is about one). */
  text: string;
}

export interface CadencePreviewView {
  leadId: string;
  steps: CadencePreviewStep[];
}

/** One step of a recovery cadence: what it sent and what it recovered. */
export interface RecoveryStepFigures {
  step: number;
  delayMinutes: number;
  messagesSent: number;
  /** Checkouts paid after this step's message, this being the cadence's last message before payment. */
  recoveredCheckouts: number;
  /** Their amounts (gross, as every revenue figure of the staff area). */
  recoveredRevenueCents: number;
}

export interface RecoveryCadenceFigures {
  id: string;
  name: string;
  trigger: CadenceTrigger;
  status: CadenceStatus;
  steps: RecoveryStepFigures[];
}

export interface RecoveryReport {
  cadences: RecoveryCadenceFigures[];
  totals: { messagesSent: number; recoveredCheckouts: number; recoveredRevenueCents: number };
}
