// One lead's story in time order: arrival, visits, pages, clicks, interactions, registrations, checkouts, payments.
import type { LeadTimeline, TimelineEntry } from '@funil/core/analytics';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

const METHOD_LABELS: Record<string, string> = { pix: 'PIX', 'credit-card': 'Cartão', multi: 'PIX ou cartão' };

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
      detail: `Etapa: ${lead.conversion_stage}`,
    },
  ];
  // Each registered visit; a lead from before visits were kept one by one has only the last.
  const visits = await db
    .selectFrom('lead_visits')
    .select(['visited_at', 'page'])
    .where('lead_id', '=', leadId)
    .execute();
  for (const visit of visits) {
    entries.push({ at: visit.visited_at, kind: 'visit', label: 'Visita', detail: visit.page ?? '' });
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
        ? { at: row.occurred_at, kind: 'click', label: `Clique em ${row.target}`, detail: row.page }
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
      label: `Interação: ${row.interaction_type}`,
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
      detail: row.status,
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
      label: `Checkout ${METHOD_LABELS[row.method] ?? row.method} de ${money.format(row.amount_cents / 100)}`,
      detail: `Status atual: ${row.status}`,
    });
  }

  if (checkouts.length > 0) {
    const payments = await db
      .selectFrom('provider_events')
      .select(['event_type', 'received_at'])
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
        label: `Pagamento: ${row.event_type}`,
        detail: '',
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
