// One endpoint's deliveries, the newest first: the event, its state, the last answer, when, and each
// try; a delivery may be sent again, and a test event sent to the endpoint alone.
import { WEBHOOK_DELIVERY_STATUS_LABELS, webhookAttemptErrorLabel } from '@funil/core/labels';
import {
  type AdminWebhookEndpoint,
  type WebhookDeliveryView,
  webhookEventLabel,
} from '@funil/core/webhook-admin';
import { type ReactNode, useState } from 'react';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { formatDateTime, formatInteger } from '../admin-format.ts';
import { Pager } from '../pager.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { useToast } from '../toast.tsx';
import { useAdminResource } from '../use-admin-resource.ts';

interface Props {
  endpoint: AdminWebhookEndpoint;
  /** After a test or a resend: the endpoints' counts change too. */
  onQueued: () => void;
}

export function WebhookDeliveries({ endpoint, onQueued }: Props) {
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = useToast();
  const resource = useAdminResource('GET /webhooks/:id/deliveries', {
    params: { id: endpoint.id },
    query: new URLSearchParams({ page: String(page) }),
  });
  const { data, loading, reload } = resource;
  const disabled = endpoint.state === 'disabled';
  const titleId = `webhook-deliveries-${endpoint.id}`;

  const act = async (key: string, call: () => Promise<unknown>, done: string) => {
    setBusy(key);
    setError(null);
    try {
      await call();
      confirm(done);
      setPage(1);
      reload();
      onQueued();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const sendTest = () =>
    act(
      'test',
      () => adminRequest('POST /webhooks/:id/test', { params: { id: endpoint.id }, body: {} }),
      'Evento de teste na fila: ele é enviado em instantes.',
    );
  const resend = (delivery: WebhookDeliveryView) =>
    act(
      delivery.id,
      () => adminRequest('POST /webhooks/deliveries/:id/resend', { params: { id: delivery.id }, body: {} }),
      `${webhookEventLabel(delivery.eventType)}: reenvio na fila.`,
    );

  return (
    <section className="webhook-deliveries" aria-labelledby={titleId} aria-busy={loading}>
      <h3 id={titleId}>Entregas</h3>
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button"
          disabled={busy !== null || disabled}
          onClick={() => void sendTest()}
        >
          {busy === 'test' ? 'Enviando...' : 'Enviar evento de teste'}
        </button>
        <button type="button" className="admin-button admin-button--secondary" onClick={reload}>
          Atualizar
        </button>
      </div>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <ResourceStatus resource={resource} loadingText="Carregando entregas..." />
      {data !== undefined &&
        (data.deliveries.length === 0 ? (
          <p className="admin-empty">
            Nenhuma entrega ainda. Envie um evento de teste para conferir o endereço.
          </p>
        ) : (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table webhook-deliveries__table">
                <caption>Entregas, da mais recente à mais antiga</caption>
                <thead>
                  <tr>
                    <th scope="col">Evento</th>
                    <th scope="col">Situação</th>
                    <th scope="col" className="admin-table__number">
                      Código da resposta
                    </th>
                    <th scope="col">Última tentativa</th>
                    <th scope="col" className="admin-table__number">
                      Tentativas
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">Ações</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.deliveries.map((delivery) => (
                    <DeliveryRow
                      key={delivery.id}
                      delivery={delivery}
                      busy={busy !== null}
                      canResend={!disabled}
                      resending={busy === delivery.id}
                      onResend={() => void resend(delivery)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager of={data} onPage={setPage} noun="entregas" />
          </>
        ))}
    </section>
  );
}

interface RowProps {
  delivery: WebhookDeliveryView;
  busy: boolean;
  canResend: boolean;
  resending: boolean;
  onResend: () => void;
}

function DeliveryRow({ delivery, busy, canResend, resending, onResend }: RowProps) {
  const event = webhookEventLabel(delivery.eventType);
  return (
    <tr>
      <Cell label="Evento">
        {event}
        <br />
        <small className="admin-muted">Criada em {formatDateTime(delivery.createdAt)}</small>
      </Cell>
      <Cell label="Situação">
        <span className={`webhook-delivery webhook-delivery--${delivery.status}`}>
          {WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status]}
        </span>
        {delivery.status === 'pending' && delivery.nextAttemptAt && (
          <>
            <br />
            <small className="admin-muted">Próxima tentativa: {formatDateTime(delivery.nextAttemptAt)}</small>
          </>
        )}
      </Cell>
      <Cell label="Código da resposta" number>
        {delivery.lastStatusCode ?? '—'}
      </Cell>
      <Cell label="Última tentativa">{formatDateTime(delivery.lastAttemptAt)}</Cell>
      <Cell label="Tentativas" number>
        {formatInteger(delivery.attempts)}
        {delivery.tries.length > 0 && (
          <details className="webhook-tries">
            <summary>
              Ver tentativas<span className="visually-hidden"> de {event}</span>
            </summary>
            <ol>
              {delivery.tries.map((one) => (
                <li key={one.attempt}>
                  {formatDateTime(one.startedAt)} · {formatInteger(one.durationMs)} ms ·{' '}
                  {one.error === null
                    ? `Resposta ${one.statusCode ?? '—'}`
                    : webhookAttemptErrorLabel(one.error)}
                </li>
              ))}
            </ol>
          </details>
        )}
      </Cell>
      <td className="webhook-deliveries__action">
        {/* A delivery not tried yet is on its way already: there is nothing to send again. */}
        {(delivery.status !== 'pending' || delivery.attempts > 0) && (
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={busy || !canResend}
            onClick={onResend}
          >
            {resending ? 'Reenviando...' : 'Reenviar'}
            <span className="visually-hidden"> {event}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/** A cell with its column's name, which a phone shows beside the value (webhooks.css). */
function Cell({ label, number = false, children }: { label: string; number?: boolean; children: ReactNode }) {
  return (
    <td className={number ? 'admin-table__number' : undefined} data-label={label}>
      <div>{children}</div>
    </td>
  );
}
