// One lead's story in time order, in pt-BR: arrival, visits, pages, clicks, interactions,
// registrations, checkouts and payments, from what storage recorded of them (LeadTimelineQueries).
import type { LeadTimeline, TimelineEntry } from '@funil/core/analytics';
import {
  CHECKOUT_STATUS_LABELS,
  CONVERSION_STAGE_LABELS,
  DEVICE_LABELS,
  ELEMENT_TYPE_LABELS,
  INTERACTION_TYPE_LABELS,
  labelFor,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PROVIDER_EVENT_LABELS,
  REGISTRATION_STATUS_LABELS,
} from '@funil/core/labels';
import type { LeadRecord, LeadTimelineQueries } from '../ports/analytics-queries.ts';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function entriesOf(record: LeadRecord): TimelineEntry[] {
  const { lead } = record;
  const entries: TimelineEntry[] = [
    {
      at: lead.createdAt,
      kind: 'created',
      label: 'Cadastro criado',
      detail: `Etapa: ${labelFor(CONVERSION_STAGE_LABELS, lead.conversionStage)}`,
    },
  ];
  // Each registered page load when they are kept; before that, only the lead's last one is known.
  for (const visit of record.visits) {
    entries.push({
      at: visit.visitedAt,
      kind: 'visit',
      label: visit.page ? `Visita a ${visit.page}` : 'Visita',
      detail: [
        visit.device ? labelFor(DEVICE_LABELS, visit.device) : '',
        visit.referrer ? `veio de ${visit.referrer}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    });
  }
  if (record.visits.length === 0 && lead.lastVisit) {
    entries.push({
      at: lead.lastVisit,
      kind: 'visit',
      label: 'Última visita registrada',
      detail: `${lead.visitCount} visita(s) no total${lead.lastPageVisit ? ` · ${lead.lastPageVisit}` : ''}`,
    });
  }
  for (const row of record.behaviour) {
    entries.push(
      row.kind === 'click'
        ? {
            at: row.occurredAt,
            kind: 'click',
            label: `Clique em ${labelFor(ELEMENT_TYPE_LABELS, row.target)}`,
            detail: row.page,
          }
        : {
            at: row.occurredAt,
            kind: 'page_view',
            label: `Viu ${row.target}`,
            detail: `${Math.round(row.timeSpentMs / 1000)} s na página`,
          },
    );
  }
  for (const row of record.interactions) {
    entries.push({
      at: row.createdAt,
      kind: 'interaction',
      label: labelFor(INTERACTION_TYPE_LABELS, row.type),
      detail: '',
    });
  }
  for (const row of record.registrations) {
    entries.push({
      at: row.registeredAt,
      kind: 'registration',
      label: `Inscrição em ${row.eventTitle}`,
      detail: labelFor(REGISTRATION_STATUS_LABELS, row.status),
    });
  }
  for (const row of record.checkouts) {
    entries.push({
      at: row.createdAt,
      kind: 'checkout',
      label: `Checkout ${labelFor(PAYMENT_METHOD_LABELS, row.method)} de ${money.format(row.amountCents / 100)}`,
      detail: `Situação atual: ${labelFor(CHECKOUT_STATUS_LABELS, row.status)}`,
    });
  }
  for (const row of record.payments) {
    entries.push({
      at: row.receivedAt,
      kind: 'payment',
      label: labelFor(PROVIDER_EVENT_LABELS, row.eventType),
      detail: `Aviso de ${labelFor(PAYMENT_PROVIDER_LABELS, row.provider)}`,
    });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

export async function leadTimeline(
  queries: LeadTimelineQueries,
  leadId: string,
): Promise<LeadTimeline | undefined> {
  const record = await queries.leadRecord(leadId);
  if (!record) return undefined;
  const { id, name, journeyStage, conversionStage, createdAt } = record.lead;
  return { lead: { id, name, journeyStage, conversionStage, createdAt }, entries: entriesOf(record) };
}
