// One event: its message templates to copy, and its registrations with the message status to mark.

import { formatDateTime } from '@funil/core/dates';
import type { DebriefingEventPage, DebriefingRegistration, DebriefingTemplate } from '@funil/core/debriefing';
import { labelFor, REGISTRATION_STATUS_LABELS, TEMPLATE_TYPE_LABELS } from '@funil/core/labels';
import { useState } from 'react';
import { ExternalLink } from '../../components/external-link.tsx';
import { waMeLink } from '../../content/whatsapp.ts';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { CopyButton } from '../copy-button.tsx';
import { LeadCell } from '../lead-cell.tsx';
import { DisabledWhatsAppAction } from '../opt-out.tsx';
import { Pager } from '../pager.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { AdminOnly } from '../staff-context.tsx';
import { useAdminResource } from '../use-admin-resource.ts';

type Filter = 'all' | 'false' | 'true';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'false', label: 'Mensagem pendente' },
  { value: 'true', label: 'Mensagem enviada' },
];

interface Props {
  eventId: string;
  /** +1 or -1 when a message is marked sent or unmarked, so the events table stays right. */
  onMessageCount: (delta: number) => void;
}

export function EventRegistrations({ eventId, onMessageCount }: Props) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [whatsAppTemplateId, setWhatsAppTemplateId] = useState<string | null>(null);
  const query = new URLSearchParams({
    page: String(page),
    ...(filter === 'all' ? {} : { messageSent: filter }),
  });
  const resource = useAdminResource('GET /debriefing/events/:id', { params: { id: eventId }, query });
  const { data, update, loading } = resource;
  const [rowError, setRowError] = useState<{ id: string; message: string } | null>(null);

  const mark = async (registration: DebriefingRegistration) => {
    setRowError(null);
    try {
      const answer = await adminRequest('PATCH /debriefing/registrations/:id', {
        params: { id: registration.id },
        body: { messageSent: !registration.messageSent },
      });
      update((data) => ({
        ...data,
        registrations: data.registrations.map((r) => (r.id === registration.id ? answer.registration : r)),
      }));
      onMessageCount(answer.registration.messageSent ? 1 : -1);
    } catch (failure) {
      setRowError({ id: registration.id, message: errorMessage(failure) });
    }
  };

  return (
    <section className="admin-card" aria-labelledby="debriefing-event-title" aria-busy={loading}>
      <ResourceStatus resource={resource} />
      {data !== undefined && (
        <>
          <h2 id="debriefing-event-title">{data.event.title}</h2>
          <h3>Modelos de mensagem</h3>
          {data.templates.length === 0 ? (
            <p className="admin-empty">Este evento não tem modelos de mensagem.</p>
          ) : (
            <ul className="admin-templates">
              {data.templates.map((template) => (
                <li key={template.id} className="admin-card">
                  <strong id={`template-${template.id}`}>{templateName(template)}</strong>{' '}
                  {/* The kind is said apart only when the title is the template's own. */}
                  {(template.title || !template.isActive) && (
                    <small>
                      (
                      {[
                        template.title ? labelFor(TEMPLATE_TYPE_LABELS, template.messageType) : '',
                        template.isActive ? '' : 'inativo',
                      ]
                        .filter(Boolean)
                        .join(', ')}
                      )
                    </small>
                  )}
                  <p className="admin-template">{template.body}</p>
                  <CopyButton
                    text={template.body}
                    label="Copiar mensagem"
                    copied="Mensagem copiada!"
                    describedBy={`template-${template.id}`}
                  />
                </li>
              ))}
            </ul>
          )}

          <h3>Inscritos</h3>
          {data.templates.length > 0 && (
            <div className="admin-field">
              <label htmlFor="whatsapp-template">Mensagem ao abrir o WhatsApp</label>
              <select
                id="whatsapp-template"
                value={whatsAppTemplate(data, whatsAppTemplateId)?.id ?? ''}
                onChange={(event) => setWhatsAppTemplateId(event.currentTarget.value)}
              >
                {data.templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {templateName(template)}
                    {template.isActive ? '' : ' (inativo)'}
                  </option>
                ))}
                <option value="">Nenhuma (conversa em branco)</option>
              </select>
            </div>
          )}
          <fieldset className="admin-form admin-filter">
            <legend>Inscritos a mostrar</legend>
            {FILTERS.map((option) => (
              <label key={option.value}>
                <input
                  type="radio"
                  name="message-filter"
                  value={option.value}
                  checked={filter === option.value}
                  onChange={() => {
                    setFilter(option.value);
                    setPage(1);
                  }}
                />{' '}
                {option.label}
              </label>
            ))}
          </fieldset>
          {data.registrations.length === 0 ? (
            <p className="admin-empty">Nenhuma inscrição neste filtro.</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption>
                  {data.total === 1 ? '1 inscrição' : `${data.total} inscrições`} em {data.event.title}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Lead</th>
                    <th scope="col">Inscrição</th>
                    <th scope="col">Situação</th>
                    <th scope="col">Mensagem</th>
                  </tr>
                </thead>
                <tbody>
                  {data.registrations.map((registration) => (
                    <tr key={registration.id}>
                      <LeadCell
                        name={registration.name}
                        phone={registration.phone}
                        instagram={registration.instagram}
                        optedOut={registration.optedOut}
                      />
                      <td>{formatDateTime(registration.registrationDate)}</td>
                      <td>{labelFor(REGISTRATION_STATUS_LABELS, registration.status)}</td>
                      <td>
                        {registration.messageSent ? (
                          <span>
                            Enviada
                            {registration.messageSentAt && (
                              <small>
                                {' '}
                                · {registration.messageSentBy ?? 'equipe'} ·{' '}
                                {formatDateTime(registration.messageSentAt)}
                              </small>
                            )}
                          </span>
                        ) : registration.optedOut ? (
                          // Nothing is owed to someone who asked for no messages.
                          <span>Não enviar</span>
                        ) : (
                          <span>Pendente</span>
                        )}{' '}
                        {registration.phone && registration.optedOut && (
                          <DisabledWhatsAppAction className="admin-button admin-button--secondary">
                            Abrir WhatsApp<span className="visually-hidden"> de {registration.name}</span>
                          </DisabledWhatsAppAction>
                        )}
                        {registration.phone && !registration.optedOut && (
                          <ExternalLink
                            className="admin-button admin-button--secondary"
                            href={waMeLink(
                              registration.phone,
                              whatsAppTemplate(data, whatsAppTemplateId)?.body ?? '',
                            )}
                          >
                            Abrir WhatsApp<span className="visually-hidden"> de {registration.name}</span>
                          </ExternalLink>
                        )}{' '}
                        <AdminOnly>
                          {/* Nothing to mark sent for someone who asked for no messages. */}
                          {!(registration.optedOut && !registration.messageSent) && (
                            <button
                              type="button"
                              className="admin-button"
                              onClick={() => void mark(registration)}
                            >
                              {registration.messageSent ? 'Desmarcar envio' : 'Marcar como enviada'}
                              <span className="visually-hidden"> para {registration.name}</span>
                            </button>
                          )}
                        </AdminOnly>
                        {rowError?.id === registration.id && (
                          <small role="alert" className="admin-error">
                            {rowError.message}
                          </small>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager of={data} onPage={setPage} noun="inscrições" />
        </>
      )}
    </section>
  );
}

/** The template the staff chose for WhatsApp ('' means none), else the first active one. */
function whatsAppTemplate(data: DebriefingEventPage, chosen: string | null): DebriefingTemplate | undefined {
  if (chosen !== null) return data.templates.find((template) => template.id === chosen);
  return data.templates.find((template) => template.isActive);
}

/** A template by its own title, else by what kind of message it is. */
function templateName(template: DebriefingTemplate): string {
  return template.title || labelFor(TEMPLATE_TYPE_LABELS, template.messageType);
}
