// Adds an endpoint: its https address, the events it hears (by their pt-BR names) and a description.
// The server checks the address is public; what it refuses is said beside the field.
import {
  OUTBOUND_EVENT_LABELS,
  OUTBOUND_EVENT_TYPES,
  type OutboundEventType,
} from '@funil/core/outbound-events';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEndpointCreated,
} from '@funil/core/webhook-admin';
import { type FormEvent, useState } from 'react';
import { ApiError, adminRequest, errorMessage } from '../admin-api.ts';

interface Props {
  onCreated: (created: WebhookEndpointCreated & { url: string }) => void;
}

type State = { kind: 'idle' | 'saving' } | { kind: 'error'; message: string; fields: Record<string, string> };

export function NewWebhookForm({ onCreated }: Props) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<OutboundEventType[]>([]);
  const [description, setDescription] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const fields = state.kind === 'error' ? state.fields : {};

  const toggle = (type: OutboundEventType, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, type] : chosen.filter((one) => one !== type)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      const body = { url: url.trim(), events, ...(description.trim() ? { description } : {}) };
      const created = await adminRequest('POST /webhooks', { body });
      onCreated({ ...created, url: body.url });
      setUrl('');
      setEvents([]);
      setDescription('');
      setState({ kind: 'idle' });
    } catch (failure) {
      setState({
        kind: 'error',
        message: errorMessage(failure),
        fields: failure instanceof ApiError ? failure.fields : {},
      });
    }
  };

  return (
    <form
      className="admin-form admin-card"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="new-webhook"
    >
      <h2 id="new-webhook">Novo endpoint</h2>
      <div className="admin-field">
        <label htmlFor="webhook-url">Endereço (URL)</label>
        <input
          id="webhook-url"
          type="url"
          inputMode="url"
          required
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          placeholder="https://seu-sistema.com.br/webhooks/funil"
          aria-describedby="webhook-url-hint"
          aria-invalid={fields.url ? true : undefined}
          aria-errormessage={fields.url ? 'webhook-url-error' : undefined}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <small id="webhook-url-hint">
          Um endereço público que comece com https://. Endereços da rede interna não são aceitos.
        </small>
        {fields.url && (
          <small id="webhook-url-error" className="admin-error">
            {fields.url}
          </small>
        )}
      </div>
      <fieldset
        className="webhook-events"
        aria-describedby={fields.events ? 'webhook-events-error' : undefined}
      >
        <legend>Eventos que este endpoint recebe</legend>
        {OUTBOUND_EVENT_TYPES.map((type) => (
          <label key={type} className="webhook-events__option">
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(event) => toggle(type, event.currentTarget.checked)}
            />{' '}
            {OUTBOUND_EVENT_LABELS[type]}
          </label>
        ))}
        {fields.events && (
          <small id="webhook-events-error" className="admin-error">
            {fields.events}
          </small>
        )}
      </fieldset>
      <div className="admin-field">
        <label htmlFor="webhook-description">Descrição (opcional)</label>
        <input
          id="webhook-description"
          maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
          placeholder="Ex.: CRM de vendas"
          aria-invalid={fields.description ? true : undefined}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {fields.description && <small className="admin-error">{fields.description}</small>}
      </div>
      <div className="admin-actions">
        <button
          type="submit"
          className="admin-button"
          disabled={state.kind === 'saving' || events.length === 0}
        >
          {state.kind === 'saving' ? 'Cadastrando...' : 'Cadastrar endpoint'}
        </button>
        {events.length === 0 && <small className="admin-muted">Escolha pelo menos um evento.</small>}
      </div>
      {state.kind === 'error' && (
        <p role="alert" className="admin-error">
          {state.message}
        </p>
      )}
    </form>
  );
}
