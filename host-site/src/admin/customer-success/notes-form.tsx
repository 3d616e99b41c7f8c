// The team's notes on a buyer (how they prefer to be contacted, what they asked), saved on demand.
import type { OnboardingChecklist } from '@funil/core/onboarding';
import { ONBOARDING_NOTES_MAX } from '@funil/core/onboarding';
import { type FormEvent, useState } from 'react';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { useToast } from '../toast.tsx';

interface Props {
  leadId: string;
  buyerName: string;
  notes: string;
  onSaved: (checklist: OnboardingChecklist) => void;
}

export function NotesForm({ leadId, buyerName, notes, onSaved }: Props) {
  const [text, setText] = useState(notes);
  const [state, setState] = useState<{ kind: 'idle' | 'saving' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });
  const confirm = useToast();
  const id = `notes-${leadId}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      const answer = await adminRequest('PATCH /customer-success/:buyerId/checklist', {
        params: { buyerId: leadId },
        body: { notes: text },
      });
      onSaved(answer.checklist);
      setState({ kind: 'idle' });
      confirm('Observação salva.');
    } catch (failure) {
      setState({ kind: 'error', message: errorMessage(failure) });
    }
  };

  return (
    <form className="admin-form admin-notes" onSubmit={(event) => void save(event)}>
      <div className="admin-field">
        <label htmlFor={id} className="visually-hidden">
          Observações sobre {buyerName}
        </label>
        <textarea
          id={id}
          rows={2}
          maxLength={ONBOARDING_NOTES_MAX}
          value={text}
          placeholder="Observações"
          onChange={(event) => {
            setText(event.currentTarget.value);
            setState({ kind: 'idle' });
          }}
        />
      </div>
      <button type="submit" className="admin-button" disabled={state.kind === 'saving' || text === notes}>
        Salvar observação
      </button>
      {state.kind === 'error' && (
        <small role="alert" className="admin-error">
          {state.message}
        </small>
      )}
    </form>
  );
}
