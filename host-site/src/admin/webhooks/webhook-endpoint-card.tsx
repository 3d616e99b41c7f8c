// One endpoint: its address, events, description, state (an alert when failing or disabled), its
// deliveries counted, and the way to its deliveries or to delete it.
import { WEBHOOK_DELIVERY_STATUS_LABELS, WEBHOOK_ENDPOINT_STATE_LABELS } from '@funil/core/labels';
import { OUTBOUND_EVENT_LABELS } from '@funil/core/outbound-events';
import { type AdminWebhookEndpoint, WEBHOOK_DELIVERY_STATUSES } from '@funil/core/webhook-admin';
import { useState } from 'react';
import { formatDateTime, formatInteger } from '../admin-format.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { endpointStateAdvice, endpointStateText } from './webhook-status.ts';

interface Props {
  endpoint: AdminWebhookEndpoint;
  onDelete: () => void;
  onQueued: () => void;
}

export function WebhookEndpointCard({ endpoint, onDelete, onQueued }: Props) {
  const [showDeliveries, setShowDeliveries] = useState(false);
  const base = `webhook-${endpoint.id}`;
  const advice = endpointStateAdvice(endpoint);
  const name = endpoint.description ?? endpoint.url;

  return (
    <li className="admin-card webhook-card" aria-labelledby={`${base}-title`}>
      <div className="webhook-card__head">
        <h2 id={`${base}-title`} className="webhook-card__title">
          {endpoint.description ?? 'Endpoint sem descrição'}
        </h2>
        {/* Short beside the title; when it is not active, the alert below says since when and why. */}
        <span className={`webhook-state webhook-state--${endpoint.state}`}>
          {WEBHOOK_ENDPOINT_STATE_LABELS[endpoint.state]}
        </span>
      </div>
      <p className="webhook-card__url">{endpoint.url}</p>
      {advice && (
        <div className={`webhook-alert webhook-alert--${endpoint.state}`} role="alert">
          <strong>{endpointStateText(endpoint)}.</strong> {advice}
        </div>
      )}
      <div>
        <h3 className="webhook-card__label">Eventos</h3>
        <ul className="webhook-card__events">
          {endpoint.events.map((type) => (
            <li key={type}>{OUTBOUND_EVENT_LABELS[type] ?? type}</li>
          ))}
        </ul>
      </div>
      <dl className="admin-figures">
        {WEBHOOK_DELIVERY_STATUSES.map((status) => (
          <div key={status}>
            <dt>{WEBHOOK_DELIVERY_STATUS_LABELS[status]}</dt>
            <dd>{formatInteger(endpoint.deliveries[status])}</dd>
          </div>
        ))}
        <div>
          <dt>Cadastrado em</dt>
          <dd>{formatDateTime(endpoint.createdAt)}</dd>
        </div>
      </dl>
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button"
          aria-expanded={showDeliveries}
          aria-controls={`${base}-deliveries`}
          onClick={() => setShowDeliveries(!showDeliveries)}
        >
          {showDeliveries ? 'Ocultar entregas' : 'Ver entregas'}
          <span className="visually-hidden"> de {name}</span>
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={onDelete}>
          Excluir<span className="visually-hidden"> {name}</span>
        </button>
      </div>
      <div id={`${base}-deliveries`}>
        {showDeliveries && <WebhookDeliveries endpoint={endpoint} onQueued={onQueued} />}
      </div>
    </li>
  );
}
