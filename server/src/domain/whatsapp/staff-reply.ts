// A staff member answers a lead from the conversation view (issue 18). Free text is allowed only to
// a lead who consented, has not opted out, and wrote in the last 24 h (WhatsApp's service window).
import type { LeadConversation, WhatsAppLogMessage } from '@funil/core/whatsapp-staff';
import { type WhatsAppProvider, WhatsAppProviderError } from '../ports/whatsapp.ts';
import type { ConversationLeadRow, LogMessageRow, WhatsAppStaffStore } from '../ports/whatsapp-staff.ts';
import { WHATSAPP_CONSENT_PURPOSE, windowOpenUntil } from './whatsapp-rules.ts';

export type ReplyRefusal =
  | 'staff_lead_not_found'
  | 'whatsapp_opted_out'
  | 'whatsapp_no_consent'
  | 'whatsapp_outside_window'
  | 'whatsapp_send_failed';

export type ReplyResult = { ok: true; message: WhatsAppLogMessage } | { ok: false; code: ReplyRefusal };

export interface StaffReplyDeps {
  store: WhatsAppStaffStore;
  provider: WhatsAppProvider;
  now: () => Date;
  newId: () => string;
}

/** Why this lead may not get free text now, or undefined when it may. */
export function replyRefusal(lead: ConversationLeadRow, now: Date): ReplyRefusal | undefined {
  if (lead.opted_out) return 'whatsapp_opted_out';
  if (!lead.has_consent) return 'whatsapp_no_consent';
  if (windowOpenUntil(lead.last_inbound_at, now) === null) return 'whatsapp_outside_window';
  return undefined;
}

export async function sendStaffReply(
  deps: StaffReplyDeps,
  input: { leadId: string; text: string; staffEmail: string },
): Promise<ReplyResult> {
  const lead = await deps.store.findConversationLead(input.leadId, WHATSAPP_CONSENT_PURPOSE);
  if (!lead) return { ok: false, code: 'staff_lead_not_found' };
  const refusal = replyRefusal(lead, deps.now());
  if (refusal) return { ok: false, code: refusal };

  let providerId: string;
  try {
    providerId = (await deps.provider.sendText({ to: lead.phone, text: input.text })).id;
  } catch (error) {
    if (error instanceof WhatsAppProviderError && error.failure === 'outside_window')
      return { ok: false, code: 'whatsapp_outside_window' };
    if (error instanceof WhatsAppProviderError) return { ok: false, code: 'whatsapp_send_failed' };
    throw error;
  }
  // The clock is read after the send: the log says when the provider took it.
  const time = deps.now().toISOString();
  const id = deps.newId();
  await deps.store.recordReply({
    id,
    lead_id: lead.id,
    phone: lead.phone,
    body: input.text,
    provider_message_id: providerId,
    sent_by: input.staffEmail,
    time,
  });
  return {
    ok: true,
    message: {
      id,
      direction: 'outbound',
      body: input.text,
      templateName: null,
      status: 'sent',
      createdAt: time,
      sentAt: time,
      deliveredAt: null,
      readAt: null,
      cadence: null,
      sentBy: input.staffEmail,
      error: null,
    },
  };
}

/** One lead's messages and whether staff may answer with free text now; undefined for no lead. */
export async function leadConversation(
  store: WhatsAppStaffStore,
  leadId: string,
  now: Date,
): Promise<LeadConversation | undefined> {
  const lead = await store.findConversationLead(leadId, WHATSAPP_CONSENT_PURPOSE);
  if (!lead) return undefined;
  const messages = await store.listMessages(leadId);
  return {
    lead: {
      id: lead.id,
      name: lead.name,
      phone: lead.phone,
      optedOut: lead.opted_out,
      hasConsent: lead.has_consent,
      windowOpenUntil: windowOpenUntil(lead.last_inbound_at, now),
    },
    messages: messages.map(logMessageOf),
  };
}

function logMessageOf(row: LogMessageRow): WhatsAppLogMessage {
  return {
    id: row.id,
    direction: row.direction === 'inbound' ? 'inbound' : 'outbound',
    body: row.body,
    templateName: row.template_name,
    status: row.status,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    deliveredAt: row.delivered_at,
    readAt: row.read_at,
    cadence:
      row.cadence_id === null
        ? null
        : { id: row.cadence_id, name: row.cadence_name ?? '', step: Number(row.step ?? 0) },
    sentBy: row.sent_by,
    error: row.error,
  };
}
