// /admin/cadencias/nova and /admin/cadencias/:id: the cadence form, with its numbers, pause and
// resume, and a preview of every step filled for a real lead.
import { CADENCE_STATUS_LABELS } from '@funil/core/cadence';
import type { CadenceSummary } from '@funil/core/whatsapp-staff';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { formatDateTime, formatInteger } from '../admin-format.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { AdminOnly, useStaff } from '../staff-context.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { type CadenceDraft, draftOf } from './cadence-draft.ts';
import { CadenceForm } from './cadence-form.tsx';
import { CadencePreview } from './cadence-preview.tsx';
import { WhatsAppTabs } from './whatsapp-tabs.tsx';
import './whatsapp.css';

export default function CadenceEditPage() {
  const { id } = useParams();
  const loaded = useAdminResource('GET /whatsapp/cadences/:id', id ? { params: { id } } : null);
  const title = id ? (loaded.data?.cadence.name ?? 'Cadência') : 'Nova cadência';

  useEffect(() => {
    document.title = `${title} · Cadências de WhatsApp · Funil`;
  }, [title]);

  return (
    <div className="admin-page whatsapp-page">
      <p>
        <Link to="/admin/cadencias">← Voltar para as cadências</Link>
      </p>
      <h1>{title}</h1>
      <WhatsAppTabs />
      {id ? (
        <>
          <ResourceStatus resource={loaded} loadingText="Carregando cadência..." />
          {loaded.data && (
            <Editor
              key={loaded.data.cadence.id}
              cadence={loaded.data.cadence}
              onChanged={(cadence) => loaded.update(() => ({ cadence }))}
            />
          )}
        </>
      ) : (
        <Editor cadence={undefined} onChanged={() => {}} />
      )}
    </div>
  );
}

function Editor({
  cadence,
  onChanged,
}: {
  cadence: CadenceSummary | undefined;
  onChanged: (cadence: CadenceSummary) => void;
}) {
  const navigate = useNavigate();
  const readOnly = useStaff().role !== 'admin';
  const [draft, setDraft] = useState<CadenceDraft>(() => draftOf(cadence));
  const onDraftChange = useCallback((next: CadenceDraft) => setDraft(next), []);

  const saved = (next: CadenceSummary) => {
    if (!cadence) navigate(`/admin/cadencias/${encodeURIComponent(next.id)}`, { replace: true });
    else onChanged(next);
  };

  return (
    <div className="cadence-editor">
      <div className="cadence-editor__form">
        {cadence && <CadenceFacts cadence={cadence} onChanged={onChanged} />}
        <CadenceForm cadence={cadence} readOnly={readOnly} onSaved={saved} onDraftChange={onDraftChange} />
      </div>
      {/* Admins only, as every staff POST: viewers read the cadence as saved. */}
      <AdminOnly>
        <CadencePreview draft={draft} />
      </AdminOnly>
    </div>
  );
}

/** What the cadence did so far, and pause or resume. */
function CadenceFacts({
  cadence,
  onChanged,
}: {
  cadence: CadenceSummary;
  onChanged: (cadence: CadenceSummary) => void;
}) {
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      const action = cadence.status === 'active' ? 'pause' : 'resume';
      const answer = await adminRequest(`POST /whatsapp/cadences/:id/${action}`, {
        params: { id: cadence.id },
        body: {},
      });
      onChanged(answer.cadence);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-card cadence-facts">
      <p>
        <span className={`cadence-status cadence-status--${cadence.status}`}>
          {CADENCE_STATUS_LABELS[cadence.status]}
        </span>{' '}
        · {formatInteger(cadence.messagesSent)}{' '}
        {cadence.messagesSent === 1 ? 'mensagem enviada' : 'mensagens enviadas'}
        {cadence.lastSentAt ? ` · última em ${formatDateTime(cadence.lastSentAt)}` : ''}
      </p>
      <AdminOnly>
        <button
          type="button"
          className="admin-button admin-button--secondary"
          disabled={busy}
          onClick={toggle}
        >
          {cadence.status === 'active' ? 'Pausar cadência' : 'Retomar cadência'}
        </button>
      </AdminOnly>
      {cadence.status === 'paused' && (
        <p className="admin-muted">Pausada: nenhum passo novo é agendado e os já agendados esperam.</p>
      )}
      {failure && (
        <p className="admin-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
