// Asks before what visitors or the launch itself cannot take back: publishing (the launch becomes what
// every visitor sees) and closing (no more changes). A refusal stays in the dialog.
import type { LaunchDetail, LaunchSummary } from '@funil/core/launches';
import { useState } from 'react';
import { errorMessage } from '../admin-api.ts';
import { LaunchDialog } from './launch-dialog.tsx';

export type LaunchStep = 'publish' | 'close';

const COPY: Record<LaunchStep, { title: (name: string) => string; body: string; confirm: string }> = {
  publish: {
    title: (name) => `Publicar ${name}?`,
    body:
      'Ele passa a ser o lançamento atual do site: é o que os visitantes veem nas páginas, no modal de ' +
      'cadastro e no checkout, e os novos cadastros e compras passam a ser dele. O lançamento atual de ' +
      'agora deixa de aparecer para os visitantes.',
    confirm: 'Publicar',
  },
  close: {
    title: (name) => `Encerrar ${name}?`,
    body:
      'Um lançamento encerrado não pode mais ser alterado nem publicado. Os cadastros, as vendas e os ' +
      'relatórios dele continuam guardados.',
    confirm: 'Encerrar',
  },
};

interface Props {
  step: LaunchStep;
  launch: LaunchSummary;
  send: () => Promise<LaunchDetail>;
  onDone: (launch: LaunchDetail) => void;
  onCancel: () => void;
}

export function LaunchConfirmDialog({ step, launch, send, onDone, onCancel }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const copy = COPY[step];

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onDone(await send());
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <LaunchDialog title={copy.title(launch.name)} busy={busy} onCancel={onCancel}>
      <p>{copy.body}</p>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <div className="admin-actions">
        {/* Cancel first, as the safe choice: the opened dialog gives it the focus. */}
        <button
          type="button"
          className="admin-button admin-button--secondary"
          disabled={busy}
          onClick={onCancel}
        >
          Cancelar
        </button>
        <button
          type="button"
          className={`admin-button${step === 'close' ? ' admin-button--danger' : ''}`}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy ? 'Aguarde...' : copy.confirm}
        </button>
      </div>
    </LaunchDialog>
  );
}
