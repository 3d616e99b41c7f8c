// /admin/debriefing: the chosen launch's events (each named with its launch), their registrations,
// whose message went out, and the event's templates.

import { formatDateTime } from '@funil/core/dates';
import { useEffect, useState } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { scopedTitle } from '../launch-scope/launch-scope.ts';
import { LaunchScopeName, LaunchSelector } from '../launch-scope/launch-selector.tsx';
import { useLaunchScope } from '../launch-scope/use-launch-scope.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { EventRegistrations } from './event-registrations.tsx';
import '../../styles/admin-ops.css';

export default function DebriefingPage() {
  const scope = useLaunchScope();
  const launch = scope.launch?.id;
  const resource = useAdminResource(
    'GET /debriefing/events',
    !scope.ready ? null : launch === undefined ? {} : { query: `launch=${launch}` },
  );
  const { data, update } = resource;
  const [eventId, setEventId] = useState<string | null>(null);
  const events = data !== undefined ? data.events : [];

  // The first event, and again when another launch's list leaves the chosen event out.
  useEffect(() => {
    if (events.length > 0 && !events.some((event) => event.id === eventId)) setEventId(events[0]?.id ?? null);
  }, [eventId, events]);

  return (
    <section className="admin-page" aria-labelledby="debriefing-title">
      <PageMeta
        title={scopedTitle('Debriefing', scope.launch)}
        description="Inscritos dos eventos e envio das mensagens."
        noindex
      />
      <div className="launch-scope__title">
        <h1 id="debriefing-title">Debriefing</h1>
        <LaunchScopeName scope={scope} />
      </div>
      <p>Inscritos de cada evento e o envio das mensagens.</p>
      <LaunchSelector scope={scope} />
      <ResourceStatus resource={resource} />
      {data !== undefined && events.length === 0 && (
        <p className="admin-empty">Nenhum evento neste lançamento.</p>
      )}
      {events.length > 0 && (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>Eventos</caption>
              <thead>
                <tr>
                  <th scope="col">Evento</th>
                  <th scope="col">Lançamento</th>
                  <th scope="col">Início</th>
                  <th scope="col">Inscritos</th>
                  <th scope="col">Mensagens enviadas</th>
                  <th scope="col">
                    <span className="visually-hidden">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => (
                  <tr key={event.id} aria-current={event.id === eventId ? 'true' : undefined}>
                    <th scope="row">
                      {event.title}
                      {!event.isActive && <small> (inativo)</small>}
                    </th>
                    <td>{event.launchName ?? '—'}</td>
                    <td>{formatDateTime(event.startsAt)}</td>
                    <td>{event.registrations}</td>
                    <td>
                      {event.messagesSent} de {event.registrations}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="admin-button"
                        disabled={event.id === eventId}
                        onClick={() => setEventId(event.id)}
                      >
                        Ver inscritos
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {eventId && (
            <EventRegistrations
              key={eventId}
              eventId={eventId}
              onMessageCount={(delta) =>
                update((data) => ({
                  events: data.events.map((e) =>
                    e.id === eventId ? { ...e, messagesSent: e.messagesSent + delta } : e,
                  ),
                }))
              }
            />
          )}
        </>
      )}
    </section>
  );
}
