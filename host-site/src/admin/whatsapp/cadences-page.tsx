// /admin/cadencias: every WhatsApp cadence with what it sent; admins create, edit, pause and resume.
import { CADENCE_STATUS_LABELS, CADENCE_TRIGGER_LABELS } from '@funil/core/cadence';
import type { CadenceSummary } from '@funil/core/whatsapp-staff';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { formatDateTime, formatInteger } from '../admin-format.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { AdminOnly } from '../staff-context.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { formatDelay } from './whatsapp-format.ts';
import { WhatsAppTabs } from './whatsapp-tabs.tsx';
import './whatsapp.css';

export default function CadencesPage() {
  const list = useAdminResource('GET /whatsapp/cadences');
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    document.title = 'Cadências de WhatsApp · Funil';
  }, []);

  const toggle = async (cadence: CadenceSummary) => {
    setFailure(undefined);
    const action = cadence.status === 'active' ? 'pause' : 'resume';
    try {
      const answer = await adminRequest(`POST /whatsapp/cadences/:id/${action}`, {
        params: { id: cadence.id },
        body: {},
      });
      list.update((data) => ({
        cadences: data.cadences.map((c) => (c.id === cadence.id ? answer.cadence : c)),
      }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <div className="admin-page whatsapp-page">
      <h1>Cadências de WhatsApp</h1>
      <WhatsAppTabs />
      <p className="admin-muted">
        Mensagens automáticas para leads que autorizaram o WhatsApp, nos horários permitidos (08:00 às 21:00,
        horário de Brasília).
      </p>
      <AdminOnly>
        <p>
          <Link className="admin-button" to="/admin/cadencias/nova">
            Nova cadência
          </Link>
        </p>
      </AdminOnly>
      {failure && (
        <p className="admin-error" role="alert">
          {failure}
        </p>
      )}
      <ResourceStatus resource={list} loadingText="Carregando cadências..." />
      {list.data && list.data.cadences.length === 0 && (
        <p className="admin-empty">Nenhuma cadência criada ainda.</p>
      )}
      {list.data && list.data.cadences.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Cadências de WhatsApp</caption>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">Começa quando</th>
                <th scope="col">Situação</th>
                <th scope="col">Passos</th>
                <th scope="col">Mensagens enviadas</th>
                <th scope="col">Última enviada</th>
                <th scope="col">Na fila</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.cadences.map((cadence) => (
                <tr key={cadence.id}>
                  <th scope="row">
                    <Link to={`/admin/cadencias/${encodeURIComponent(cadence.id)}`}>{cadence.name}</Link>
                  </th>
                  <td>{CADENCE_TRIGGER_LABELS[cadence.trigger]}</td>
                  <td>
                    <span className={`cadence-status cadence-status--${cadence.status}`}>
                      {CADENCE_STATUS_LABELS[cadence.status]}
                    </span>
                  </td>
                  <td
                    title={cadence.steps.map((s) => formatDelay(cadence.trigger, s.delay_minutes)).join('; ')}
                  >
                    {formatInteger(cadence.steps.length)}
                  </td>
                  <td>{formatInteger(cadence.messagesSent)}</td>
                  <td>{formatDateTime(cadence.lastSentAt)}</td>
                  <td>
                    {cadence.messagesQueued === 0 ? (
                      '—'
                    ) : (
                      <>
                        {formatInteger(cadence.messagesQueued)} aguardando
                        {cadence.nextQueuedAt && (
                          <small className="cadence-queue__next">
                            {' '}
                            · próxima sai em {formatDateTime(cadence.nextQueuedAt)}
                          </small>
                        )}
                      </>
                    )}
                  </td>
                  <td>
                    <AdminOnly>
                      <button
                        type="button"
                        className="admin-button admin-button--secondary"
                        aria-label={`${cadence.status === 'active' ? 'Pausar' : 'Retomar'} ${cadence.name}`}
                        onClick={() => void toggle(cadence)}
                      >
                        {cadence.status === 'active' ? 'Pausar' : 'Retomar'}
                      </button>
                    </AdminOnly>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
