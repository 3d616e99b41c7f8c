// What a WhatsApp webhook delivery changes (issue 18): our messages' statuses move forward, a lead's
// message is logged against the lead, and a reply stops cadences (SAIR/PARAR every one of them).
// Meta delivers a webhook again when unsure it arrived: applying one twice changes nothing.
import { isOptOutReply } from '@funil/core/cadence';
import { toggleNinthDigit } from '../brazilian-ninth-digit.ts';
import { queueWhatsAppOptedOut } from '../outbound-events/lead-events.ts';
import type { DomainLogger } from '../ports/logger.ts';
import type { TransactionScope } from '../ports/transaction-scope.ts';
import type { WhatsAppDeliveryStatus, WhatsAppWebhookEvent } from '../ports/whatsapp.ts';
import type { DeliveryRow, WhatsAppEventsStore } from '../ports/whatsapp-runner.ts';

export interface WhatsAppEventsDeps {
  scope: TransactionScope<WhatsAppEventsStore>;
  logger: DomainLogger;
  newId: () => string;
}

export interface EventsResult {
  statuses: number;
  inbound: number;
  optedOut: number;
  /** Pending jobs cancelled by replies and opt-outs. */
  cancelled: number;
}

/** How far along a message is; a status never moves one back ('failed' only follows sending). */
const RANK: Record<string, number> = { pending: 0, sent: 1, failed: 2, delivered: 3, read: 4 };

export async function applyWhatsAppEvents(
  deps: WhatsAppEventsDeps,
  events: WhatsAppWebhookEvent[],
  now: Date,
): Promise<EventsResult> {
  const result: EventsResult = { statuses: 0, inbound: 0, optedOut: 0, cancelled: 0 };
  const at = now.toISOString();
  for (const event of events) {
    if (event.kind === 'status') {
      const changed = await deps.scope(async (store) => {
        const row = await store.lockOutbound(event.messageId);
        if (!row) return false;
        const error = event.error ? `${event.error.code}: ${event.error.title}` : null;
        const next = advance(row, event.status, event.at);
        if (!next) return false;
        await store.updateDelivery(row.id, { ...next, error, updated_at: at });
        return true;
      });
      if (changed) result.statuses += 1;
      continue;
    }
    await deps.scope(async (store) => {
      const phones = [event.from, toggleNinthDigit(event.from)].filter((p): p is string => p !== undefined);
      const [lead, ...others] = await store.leadsByPhones(phones);
      if (lead && others.length > 0)
        deps.logger.warn(
          { leadId: lead.id, duplicateIds: others.map((other) => other.id) },
          'Vários leads com o mesmo WhatsApp; usando o primeiro',
        );
      const recorded = await store.recordInbound({
        id: deps.newId(),
        providerMessageId: event.messageId,
        leadId: lead?.id ?? null,
        phone: event.from,
        body: event.text,
        at: event.at,
        now: at,
      });
      if (!recorded) return;
      result.inbound += 1;
      if (!lead) return;
      await store.touchLeadInbound(lead.id, event.at, at);
      if (isOptOutReply(event.text)) {
        // Announced once: read before the opt-out, a lead already opted out is not announced again.
        await queueWhatsAppOptedOut(store, lead.id, new Date(at), 'whatsapp');
        result.cancelled += await store.optOut(lead.id, at);
        result.optedOut += 1;
      } else {
        result.cancelled += await store.cancelOnReply(lead.id, at);
      }
    });
  }
  return result;
}

/** The row after the status, or undefined when it would move the message back or change nothing. */
function advance(
  row: DeliveryRow,
  status: WhatsAppDeliveryStatus,
  at: string,
): Omit<DeliveryRow, 'id'> | undefined {
  const next = {
    status: row.status,
    sent_at: row.sent_at,
    delivered_at: row.delivered_at,
    read_at: row.read_at,
  };
  // A later status implies the earlier ones: a 'read' that arrives first fills them too.
  if (status === 'sent' || status === 'delivered' || status === 'read') next.sent_at ??= at;
  if (status === 'delivered' || status === 'read') next.delivered_at ??= at;
  if (status === 'read') next.read_at ??= at;
  if ((RANK[status] ?? 0) > (RANK[row.status] ?? 0)) next.status = status;
  const same =
    next.status === row.status &&
    next.sent_at === row.sent_at &&
    next.delivered_at === row.delivered_at &&
    next.read_at === row.read_at;
  return same ? undefined : next;
}
