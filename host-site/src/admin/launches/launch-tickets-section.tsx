// The launch editor's "Ingressos" (issue 29): a ticket for each of the launch's events staff choose to
// sell, with its name, price and seats; what was sold, what open checkouts hold, and who waits for a
// seat. Saved on its own (PUT /launches/:id/tickets), audited with the launch.
import type {
  StaffTicketOffer,
  StaffTickets,
  TicketEvent,
  TicketOfferInput,
} from '@funil/core/ticket-offers';
import { useState } from 'react';
import { ApiError } from '../../lib/http.ts';
import { adminRequest } from '../admin-api.ts';
import { formatDateTime } from '../admin-format.ts';
import { centsOf, reaisText } from '../launch-settings/launch-settings-draft.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { useToast } from '../toast.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import '../../styles/admin-launch-tickets.css';

interface Draft {
  sell: boolean;
  name: string;
  price: string;
  capacity: string;
}

function draftOf(event: TicketEvent, ticket: StaffTicketOffer | undefined): Draft {
  return ticket
    ? {
        sell: ticket.active,
        name: ticket.name,
        price: reaisText(ticket.priceCents),
        capacity: String(ticket.capacity),
      }
    : { sell: false, name: `Ingresso ${event.title}`, price: '', capacity: '' };
}

/** Only the events staff sell, or sold before (a ticket switched off stays, not on sale). */
function bodyOf(events: TicketEvent[], drafts: Record<string, Draft>, tickets: StaffTicketOffer[]) {
  const body: TicketOfferInput[] = [];
  for (const event of events) {
    const draft = drafts[event.slug];
    const known = tickets.some((ticket) => ticket.event.slug === event.slug);
    if (!draft || (!draft.sell && !known)) continue;
    body.push({
      eventSlug: event.slug,
      name: draft.name,
      // An unreadable number goes as NaN's null stand-in, -1: the server answers the field's message.
      priceCents: centsOf(draft.price) ?? -1,
      capacity: /^\d+$/.test(draft.capacity.trim()) ? Number(draft.capacity.trim()) : -1,
      active: draft.sell,
    });
  }
  return { tickets: body };
}

export function LaunchTicketsSection({ launchId, readOnly }: { launchId: string; readOnly: boolean }) {
  // Read once opened: most launches sell no ticket, and the editor's own reads come first.
  const [open, setOpen] = useState(false);
  return (
    <section className="admin-card launch-tickets" aria-labelledby="launch-tickets-title">
      <h2 id="launch-tickets-title">Ingressos</h2>
      <p className="admin-muted">
        Venda ingressos para um evento deste lançamento: quando as vagas acabam, a página mostra o evento como
        esgotado e oferece a lista de espera.
      </p>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Ver e alterar os ingressos</summary>
        {open && <TicketsLoader launchId={launchId} readOnly={readOnly} />}
      </details>
    </section>
  );
}

function TicketsLoader({ launchId, readOnly }: { launchId: string; readOnly: boolean }) {
  const resource = useAdminResource('GET /launches/:id/tickets', { params: { id: launchId } });
  return (
    <>
      <ResourceStatus resource={resource} loadingText="Carregando ingressos..." />
      {resource.data !== undefined && (
        <TicketsForm
          key={JSON.stringify(resource.data.tickets)}
          launchId={launchId}
          data={resource.data}
          readOnly={readOnly}
          onSaved={(next) => resource.update(() => next)}
        />
      )}
    </>
  );
}

function TicketsForm({
  launchId,
  data,
  readOnly,
  onSaved,
}: {
  launchId: string;
  data: StaffTickets;
  readOnly: boolean;
  onSaved: (next: StaffTickets) => void;
}) {
  const ticketOf = (event: TicketEvent) => data.tickets.find((ticket) => ticket.event.slug === event.slug);
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(data.events.map((event) => [event.slug, draftOf(event, ticketOf(event))])),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const confirm = useToast();
  const set = (slug: string, change: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [slug]: { ...(current[slug] as Draft), ...change } }));

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const next = await adminRequest('PUT /launches/:id/tickets', {
        params: { id: launchId },
        body: bodyOf(data.events, drafts, data.tickets),
      });
      onSaved(next);
      confirm('Ingressos salvos.');
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (Object.values(failure.fields)[0] ?? failure.message)
          : 'Não foi possível salvar os ingressos.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {data.events.map((event) => {
        const draft = drafts[event.slug] as Draft;
        const ticket = ticketOf(event);
        const id = `ticket-${event.slug}`;
        return (
          <fieldset key={event.slug} className="launch-ticket" disabled={readOnly || saving}>
            <legend>{event.title}</legend>
            <label className="launch-ticket__sell">
              <input
                type="checkbox"
                checked={draft.sell}
                onChange={(change) => set(event.slug, { sell: change.currentTarget.checked })}
              />{' '}
              Vender ingressos para {event.title}
            </label>
            {(draft.sell || ticket) && (
              <div className="launch-ticket__fields">
                <div className="admin-field">
                  <label htmlFor={`${id}-name`}>Nome do ingresso</label>
                  <input
                    id={`${id}-name`}
                    value={draft.name}
                    onChange={(change) => set(event.slug, { name: change.currentTarget.value })}
                  />
                </div>
                <div className="admin-field">
                  <label htmlFor={`${id}-price`}>Preço (R$)</label>
                  <input
                    id={`${id}-price`}
                    inputMode="decimal"
                    value={draft.price}
                    onChange={(change) => set(event.slug, { price: change.currentTarget.value })}
                  />
                </div>
                <div className="admin-field">
                  <label htmlFor={`${id}-capacity`}>Vagas</label>
                  <input
                    id={`${id}-capacity`}
                    inputMode="numeric"
                    value={draft.capacity}
                    onChange={(change) => set(event.slug, { capacity: change.currentTarget.value })}
                  />
                </div>
              </div>
            )}
            {ticket && <TicketFigures ticket={ticket} />}
          </fieldset>
        );
      })}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!readOnly && (
        <div className="admin-actions">
          <button type="submit" className="admin-button" disabled={saving}>
            {saving ? 'Salvando...' : 'Salvar ingressos'}
          </button>
        </div>
      )}
    </form>
  );
}

function TicketFigures({ ticket }: { ticket: StaffTicketOffer }) {
  const left = Math.max(0, ticket.capacity - ticket.sold - ticket.held);
  return (
    <>
      <p className="launch-ticket__figures">
        {ticket.sold} vendidos · {ticket.held} reservados em checkouts abertos · {left}{' '}
        {left === 1 ? 'vaga livre' : 'vagas livres'}
        {left === 0 ? ' (esgotado)' : ''}
      </p>
      <h3 className="launch-ticket__waitlist-title">Lista de espera ({ticket.waitlist.length})</h3>
      {ticket.waitlist.length === 0 ? (
        <p className="admin-empty">Ninguém na lista de espera.</p>
      ) : (
        <ol className="launch-ticket__waitlist">
          {ticket.waitlist.map((entry) => (
            <li key={entry.leadId}>
              {entry.name} — <time dateTime={entry.joinedAt}>{formatDateTime(entry.joinedAt)}</time>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
