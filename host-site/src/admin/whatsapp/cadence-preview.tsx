// The preview beside the cadence form: staff pick a real lead and read every step as that lead would
// get it, variables filled from the lead's own data, saved or not.
import type { LeadSearchMatch } from '@funil/core/lead-search';
import { formatPhone } from '@funil/core/phone';
import type { CadencePreviewView } from '@funil/core/whatsapp-staff';
import { useState } from 'react';
import { ApiError, adminRequest, errorMessage } from '../admin-api.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { SearchForm } from '../search-form.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { type CadenceDraft, inputOf } from './cadence-draft.ts';
import { formatDelay, stepName } from './whatsapp-format.ts';

type PreviewState =
  | { kind: 'idle' | 'loading' }
  | { kind: 'ready'; preview: CadencePreviewView }
  | { kind: 'error'; message: string };

export function CadencePreview({ draft }: { draft: CadenceDraft }) {
  const [search, setSearch] = useState<string | null>(null);
  const [lead, setLead] = useState<LeadSearchMatch>();
  const [state, setState] = useState<PreviewState>({ kind: 'idle' });
  const results = useAdminResource(
    'GET /analytics/journey/leads',
    search === null ? null : { query: new URLSearchParams({ q: search }) },
  );

  const show = async (chosen: LeadSearchMatch) => {
    setLead(chosen);
    setState({ kind: 'loading' });
    try {
      const preview = await adminRequest('POST /whatsapp/cadences/preview', {
        body: { leadId: chosen.id, cadence: inputOf(draft) },
      });
      setState({ kind: 'ready', preview });
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      const message =
        Object.keys(fields).length > 0
          ? 'Corrija os campos marcados no formulário para ver a prévia.'
          : errorMessage(failure);
      setState({ kind: 'error', message });
    }
  };

  return (
    <section className="admin-card cadence-preview" aria-labelledby="cadence-preview-title">
      <h2 id="cadence-preview-title">Prévia com um lead</h2>
      <SearchForm
        id="cadence-preview-search"
        label="Buscar lead por nome, telefone ou e-mail"
        placeholder="Ex.: Ana ou (11) 98765-4321"
        onSearch={setSearch}
      />
      {search !== null && <ResourceStatus resource={results} loadingText="Buscando leads..." />}
      {search !== null && results.data && results.data.leads.length === 0 && (
        <p className="admin-muted">Nenhum lead encontrado para “{search}”.</p>
      )}
      {search !== null && results.data && results.data.leads.length > 0 && (
        <ul className="cadence-preview__leads">
          {results.data.leads.map((match) => (
            <li key={match.id}>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                aria-pressed={lead?.id === match.id}
                onClick={() => void show(match)}
              >
                {match.name || '(sem nome)'} · {formatPhone(match.phone)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {lead && state.kind !== 'loading' && (
        <button
          type="button"
          className="admin-button admin-button--secondary"
          onClick={() => void show(lead)}
        >
          Atualizar prévia com o texto atual
        </button>
      )}
      {state.kind === 'loading' && <p role="status">Montando a prévia...</p>}
      {state.kind === 'error' && (
        <p className="admin-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' && (
        <div aria-live="polite">
          <h3>Mensagens para {lead?.name || 'o lead'}</h3>
          <ol className="cadence-preview__steps">
            {state.preview.steps.map((step) => (
              <li key={step.step}>
                <p className="cadence-preview__when">
                  <strong>{stepName(step.step)}</strong> · {formatDelay(draft.trigger, step.delayMinutes)}
                </p>
                <p className="chat-bubble chat-bubble--outbound">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
