// Asks the name (and, optionally, the address) of a new launch: one made from the template, or a
// copy of another. The server's refusal stays in the dialog, under the field it names.
import { type LaunchDetail, type NewLaunch, slugFromName } from '@funil/core/launches';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../admin-api.ts';
import { LaunchDialog } from './launch-dialog.tsx';
import { LaunchIdentityField } from './launch-identity-fields.tsx';

interface Props {
  title: string;
  intro: string;
  submitLabel: string;
  send: (body: NewLaunch) => Promise<LaunchDetail>;
  onDone: (launch: LaunchDetail) => void;
  onCancel: () => void;
}

type State = { kind: 'idle' | 'saving' } | { kind: 'error'; message: string; fields: Record<string, string> };

export function LaunchNameDialog({ title, intro, submitLabel, send, onDone, onCancel }: Props) {
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = state.kind === 'saving';
  const fields = state.kind === 'error' ? state.fields : {};
  const suggested = slugFromName(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      onDone(await send({ name, ...(slug.trim() ? { slug: slug.trim() } : {}) }));
    } catch (failure) {
      setState({
        kind: 'error',
        message: errorMessage(failure),
        fields: failure instanceof ApiError ? failure.fields : {},
      });
    }
  };

  return (
    <LaunchDialog title={title} busy={busy} onCancel={onCancel}>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{intro}</p>
        <LaunchIdentityField
          id="new-launch-name"
          label="Nome do lançamento"
          value={name}
          error={fields.name}
          onChange={setName}
        />
        <LaunchIdentityField
          id="new-launch-slug"
          label="Endereço (opcional)"
          value={slug}
          error={fields.slug}
          onChange={setSlug}
          hint={`Só letras minúsculas sem acento, números e hífens. Em branco, fica ${
            suggested ? `«${suggested}»` : 'feito a partir do nome'
          }.`}
        />
        {state.kind === 'error' && (
          <p role="alert" className="admin-error">
            {Object.keys(fields).length > 0
              ? 'Nada foi criado: corrija os campos marcados.'
              : `Nada foi criado. ${state.message}`}
          </p>
        )}
        <div className="admin-actions">
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={busy}
            onClick={onCancel}
          >
            Cancelar
          </button>
          <button type="submit" className="admin-button" disabled={busy}>
            {busy ? 'Criando...' : submitLabel}
          </button>
        </div>
      </form>
    </LaunchDialog>
  );
}
