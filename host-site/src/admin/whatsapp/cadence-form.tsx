// The cadence form: name, what starts it, its steps (a wait, a text with variables, an optional
// approved template) and when it stops; the server's message under each field it refuses.
// Viewers see the same form, read-only.
import { CADENCE_TRIGGER_LABELS, CADENCE_TRIGGERS, type CadenceTrigger } from '@funil/core/cadence';
import type { CadenceSummary } from '@funil/core/whatsapp-staff';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, adminRequest, errorMessage } from '../admin-api.ts';
import { SaveError } from '../save-error.tsx';
import { useToast } from '../toast.tsx';
import { type CadenceDraft, draftOf, inputOf, type StepDraft, stepDraft } from './cadence-draft.ts';
import { CadenceStepFields } from './cadence-step-fields.tsx';

const MAX_STEPS = 10;

type SaveState =
  | { kind: 'idle' | 'saving' }
  | { kind: 'error'; message: string; fields: Record<string, string> };

export function CadenceForm({
  cadence,
  readOnly,
  onSaved,
  onDraftChange,
}: {
  cadence: CadenceSummary | undefined;
  readOnly: boolean;
  onSaved: (cadence: CadenceSummary) => void;
  /** The preview fills the cadence as typed, saved or not. */
  onDraftChange?: (draft: CadenceDraft) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(cadence));
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const confirm = useToast();
  const errors = state.kind === 'error' ? state.fields : {};
  useEffect(() => onDraftChange?.(draft), [draft, onDraftChange]);
  const set = <K extends keyof CadenceDraft>(key: K, value: CadenceDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setStep = (index: number, step: StepDraft) =>
    setDraft((current) => ({ ...current, steps: current.steps.map((s, i) => (i === index ? step : s)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      // Pause and resume have their own buttons: a save keeps the status the server has.
      const body = { ...inputOf(draft), status: cadence?.status ?? 'active' };
      const answer = cadence
        ? await adminRequest('PUT /whatsapp/cadences/:id', { params: { id: cadence.id }, body })
        : await adminRequest('POST /whatsapp/cadences', { body });
      setState({ kind: 'idle' });
      confirm('Cadência salva.');
      onSaved(answer.cadence);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      setState({ kind: 'error', message: errorMessage(failure), fields });
    }
  };

  const fieldError = (key: string, id: string) =>
    errors[key] && (
      <small id={`${id}-error`} className="admin-error">
        {errors[key]}
      </small>
    );

  return (
    <form className="admin-form cadence-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="admin-card" disabled={readOnly}>
        <legend>Cadência</legend>
        <div className="admin-field">
          <label htmlFor="cadence-name">Nome</label>
          <input
            id="cadence-name"
            value={draft.name}
            maxLength={120}
            placeholder="Ex.: Recuperação de PIX"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'cadence-name-error' : undefined}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          {fieldError('name', 'cadence-name')}
        </div>
        <div className="admin-field">
          <label htmlFor="cadence-trigger">Começa quando</label>
          <select
            id="cadence-trigger"
            value={draft.trigger}
            aria-invalid={errors.trigger ? true : undefined}
            aria-describedby={
              [
                draft.trigger === 'event_reminder' && 'cadence-trigger-hint',
                errors.trigger && 'cadence-trigger-error',
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => set('trigger', event.currentTarget.value as CadenceTrigger)}
          >
            {CADENCE_TRIGGERS.map((trigger) => (
              <option key={trigger} value={trigger}>
                {CADENCE_TRIGGER_LABELS[trigger]}
              </option>
            ))}
          </select>
          {draft.trigger === 'event_reminder' && (
            <small id="cadence-trigger-hint">
              Os lembretes da call gratuita (véspera, 1 hora antes e início) usam os textos de cada
              lançamento, em Lançamentos → Textos; aqui ficam o momento de cada envio, o modelo aprovado e o
              texto dos outros eventos.
            </small>
          )}
          {fieldError('trigger', 'cadence-trigger')}
        </div>
        <label className="cadence-form__check">
          <input
            type="checkbox"
            checked={draft.stopOnPurchase}
            onChange={(event) => set('stopOnPurchase', event.currentTarget.checked)}
          />
          Parar quando o lead comprar
        </label>
        <label className="cadence-form__check">
          <input
            type="checkbox"
            checked={draft.stopOnReply}
            onChange={(event) => set('stopOnReply', event.currentTarget.checked)}
          />
          Parar quando o lead responder
        </label>
        <p className="admin-muted">Quem responde SAIR ou PARAR deixa de receber qualquer mensagem.</p>
      </fieldset>

      <fieldset className="admin-card cadence-form__steps" disabled={readOnly}>
        <legend>Passos</legend>
        {errors.steps && (
          <p className="admin-error" id="cadence-steps-error">
            {errors.steps}
          </p>
        )}
        <ol className="cadence-form__step-list">
          {draft.steps.map((step, index) => (
            <li key={step.key}>
              <CadenceStepFields
                index={index}
                trigger={draft.trigger}
                step={step}
                errors={errors}
                onChange={(next) => setStep(index, next)}
                onRemove={
                  draft.steps.length > 1
                    ? () =>
                        setDraft((current) => ({
                          ...current,
                          steps: current.steps.filter((_, i) => i !== index),
                        }))
                    : undefined
                }
              />
            </li>
          ))}
        </ol>
        {!readOnly && draft.steps.length < MAX_STEPS && (
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => setDraft((current) => ({ ...current, steps: [...current.steps, stepDraft(60)] }))}
          >
            Adicionar passo
          </button>
        )}
      </fieldset>

      {!readOnly && (
        <div className="admin-actions">
          <button type="submit" className="admin-button" disabled={state.kind === 'saving'}>
            {state.kind === 'saving' ? 'Salvando...' : cadence ? 'Salvar alterações' : 'Criar cadência'}
          </button>
          {state.kind === 'error' && <SaveError fields={state.fields} message={state.message} />}
        </div>
      )}
    </form>
  );
}
