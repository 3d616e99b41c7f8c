// Asks before an endpoint is deleted, naming its address; a refusal stays in the dialog. Cancel comes
// first, so the dialog's focus lands on the safe choice.
import { useState } from 'react';
import { errorMessage } from '../admin-api.ts';
import { LaunchDialog } from '../launches/launch-dialog.tsx';

interface Props {
  url: string;
  send: () => Promise<void>;
  onCancel: () => void;
}

export function WebhookDeleteDialog({ url, send, onCancel }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await send();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <LaunchDialog title="Excluir este endpoint?" busy={busy} onCancel={onCancel}>
      <p className="webhook-card__url">{url}</p>
      <p>
        Ele deixa de receber eventos, e as entregas que ainda esperavam envio são canceladas. O histórico de
        entregas fica guardado. Não dá para desfazer.
      </p>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <button type="button" className="admin-button" disabled={busy} onClick={onCancel}>
          Cancelar
        </button>
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy ? 'Aguarde...' : 'Excluir endpoint'}
        </button>
      </div>
    </LaunchDialog>
  );
}
