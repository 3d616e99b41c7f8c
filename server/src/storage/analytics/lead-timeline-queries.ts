// One lead's story in time order: arrival, visits, pages, clicks, interactions, registrations, checkouts, payments.
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
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export async function leadTimeline(db: Kysely<Database>, leadId: string): Promise<LeadTimeline | undefined> {
  const lead = await db
    .selectFrom('leads')
    .select([
      'id',
      'name',
      'journey_stage',
      'conversion_stage',
      'created_at',
      'last_visit',
      'visit_count',
      'last_page_visit',
    ])
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead) return undefined;

  const entries: TimelineEntry[] = [
    {
      at: lead.created_at,
      kind: 'created',
      label: 'Cadastro criado',
      detail: `Etapa: ${labelFor(CONVERSION_STAGE_LABELS, lead.conversion_stage)}`,
    },
  ];
  // Each registered page load when they are kept; before that, only the lead's last one is known.
  const visits = await db
    .selectFrom('lead_visits')
    .select(['visited_at', 'page', 'referrer', 'device'])
    .where('lead_id', '=', leadId)
    .execute();
  for (const visit of visits) {
    entries.push({
      at: visit.visited_at,
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
  if (visits.length === 0 && lead.last_visit) {
    entries.push({
      at: lead.last_visit,
      kind: 'visit',
      label: 'Última visita registrada',
      detail: `${lead.visit_count} visita(s) no total${lead.last_page_visit ? ` · ${lead.last_page_visit}` : ''}`,
    });
  }

  const behaviour = await db
    .selectFrom('behaviour_entries')
    .select(['kind', 'target', 'page', 'time_spent_ms', 'occurred_at'])
    .where('lead_id', '=', leadId)
    .execute();
  for (const row of behaviour) {
    entries.push(
      row.kind === 'click'
        ? {
            at: row.occurred_at,
            kind: 'click',
            label: `Clique em ${labelFor(ELEMENT_TYPE_LABELS, row.target)}`,
            detail: row.page,
          }
        : {
            at: row.occurred_at,
            kind: 'page_view',
            label: `Viu ${row.target}`,
            detail: `${Math.round(Number(row.time_spent_ms) / 1000)} s na página`,
          },
    );
  }

  const interactions = await db
    .selectFrom('lead_interactions')
    .select(['interaction_type', 'created_at'])
    .where('lead_id', '=', leadId)
    .execute();
  for (const row of interactions) {
    entries.push({
      at: row.created_at,
      kind: 'interaction',
      label: labelFor(INTERACTION_TYPE_LABELS, row.interaction_type),
      detail: '',
    });
  }

  const registrations = await db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.event_id')
    .select(['events.title', 'event_registrations.registration_date', 'event_registrations.status'])
    .where('event_registrations.lead_id', '=', leadId)
    .execute();
  for (const row of registrations) {
    entries.push({
      at: row.registration_date,
      kind: 'registration',
      label: `Inscrição em ${row.title}`,
      detail: labelFor(REGISTRATION_STATUS_LABELS, row.status),
    });
  }

  const checkouts = await db
    .selectFrom('checkouts')
    .select(['id', 'method', 'amount_cents', 'status', 'created_at'])
    .where('lead_id', '=', leadId)
    .execute();
  const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  for (const row of checkouts) {
    entries.push({
      at: row.created_at,
      kind: 'checkout',
      label: `Checkout ${labelFor(PAYMENT_METHOD_LABELS, row.method)} de ${money.format(row.amount_cents / 100)}`,
      detail: `Situação atual: ${labelFor(CHECKOUT_STATUS_LABELS, row.status)}`,
    });
  }

  if (checkouts.length > 0) {
    const payments = await db
      .selectFrom('provider_events')
      .select(['event_type', 'provider', 'received_at'])
      .where(
        'checkout_id',
        'in',
        checkouts.map((row) => row.id),
      )
      .execute();
    for (const row of payments) {
      entries.push({
        at: row.received_at,
        kind: 'payment',
        label: labelFor(PROVIDER_EVENT_LABELS, row.event_type),
        detail: `Aviso de ${labelFor(PAYMENT_PROVIDER_LABELS, row.provider)}`,
      });
    }
  }

  entries.sort((a, b) => a.at.localeCompare(b.at));
  return {
    lead: {
      id: lead.id,
      name: lead.name,
      journeyStage: lead.journey_stage,
      conversionStage: lead.conversion_stage,
      createdAt: lead.created_at,
    },
    entries,
  };
}
