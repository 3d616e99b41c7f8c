// /admin/webhooks (admins only): the payment provider's webhooks as received, those that changed
// nothing first (a body we could not read, no checkout, several checkouts), for a person to settle.
import {
  labelFor,
  PAYMENT_PROVIDER_LABELS,
  PROVIDER_EVENT_LABELS,
  PROVIDER_EVENT_STATUS_LABELS,
} from '@funil/core/labels';
import type { WebhookLogFilter } from '@funil/core/payment-webhook-log';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { formatDateTime } from '../admin-format.ts';
import { Pager } from '../pager.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import '../../styles/admin-ops.css';

const FILTERS: { value: WebhookLogFilter; label: string }[] = [
  { value: 'problems', label: 'Só os que não foram aplicados' },
  { value: 'all', label: 'Todos' },
];

export default function PaymentWebhooksPage() {
  const [filter, setFilter] = useState<WebhookLogFilter>('problems');
  const [page, setPage] = useState(1);
  const resource = useAdminResource('GET /payment-webhooks', {
    query: new URLSearchParams({ filter, page: String(page) }),
  });
  const { data, loading } = resource;

  return (
    <section className="admin-page" aria-labelledby="webhooks-title" aria-busy={loading}>
      <PageMeta
        title="Webhooks de pagamento · Funil Equipe"
        description="Avisos do provedor de pagamentos."
        noindex
      />
      <h1 id="webhooks-title">Webhooks de pagamento</h1>
      <p>
        Cada aviso que o provedor de pagamentos mandou. Os que não foram aplicados a nenhuma compra ficam aqui
        para alguém conferir no painel do provedor: o servidor respondeu que recebeu, para a fila do provedor
        não parar.
      </p>
      <fieldset className="admin-form admin-filter">
        <legend>Avisos a mostrar</legend>
        {FILTERS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="webhook-filter"
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
      <ResourceStatus resource={resource} loadingText="Carregando webhooks..." />
      {data !== undefined &&
        (data.entries.length === 0 ? (
          <p className="admin-empty">
            {data.filter === 'problems'
              ? 'Nenhum aviso pendente de conferência.'
              : 'Nenhum aviso recebido ainda.'}
          </p>
        ) : (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption>
                  {data.filter === 'problems' ? 'Avisos não aplicados' : 'Todos os avisos'}, do mais recente
                  ao mais antigo
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Recebido em</th>
                    <th scope="col">Evento</th>
                    <th scope="col">Situação</th>
                    <th scope="col">Lead</th>
                    <th scope="col">Conteúdo</th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatDateTime(entry.receivedAt)}</td>
                      <td>
                        {entry.eventType === 'UNKNOWN'
                          ? 'Não identificado'
                          : labelFor(PROVIDER_EVENT_LABELS, entry.eventType)}
                        <br />
                        <small>
                          {labelFor(PAYMENT_PROVIDER_LABELS, entry.provider)} ·{' '}
                          <code>{entry.providerEventId}</code>
                        </small>
                      </td>
                      <td>{labelFor(PROVIDER_EVENT_STATUS_LABELS, entry.status)}</td>
                      <td>
                        {entry.leadId ? (
                          <Link to={`/admin/leads/${encodeURIComponent(entry.leadId)}`}>
                            {entry.leadName || 'Lead'}
                          </Link>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td>
                        <details>
                          <summary>Ver conteúdo</summary>
                          <pre className="admin-payload">{entry.payload}</pre>
                        </details>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager of={data} onPage={setPage} noun="webhooks" />
          </>
        ))}
    </section>
  );
}
