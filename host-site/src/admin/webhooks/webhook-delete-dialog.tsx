// Asks before an endpoint is deleted, naming its address; a refusal stays in the dialog.
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../admin-api.ts';

interface Props {
  url: string;
  send: () => Promise<void>;
  onCancel: () => void;
}

export function WebhookDeleteDialog({ url, send, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // showModal keeps the focus inside and closing gives it back; Cancel first, as the safe choice.
    if (!element.open) element.showModal();
    cancel.current?.focus();
    return () => element.close();
  }, []);

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
    <dialog
      ref={dialog}
      className="admin-dialog admin-card"
      aria-labelledby="webhook-delete-title"
      aria-describedby="webhook-delete-body"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id="webhook-delete-title">Excluir este endpoint?</h2>
      <p className="webhook-card__url">{url}</p>
      <p id="webhook-delete-body">
        Ele deixa de receber eventos, e as entregas que ainda esperavam envio são canceladas. O histórico de
        entregas fica guardado. Não dá para desfazer.
      </p>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <button type="button" className="admin-button" ref={cancel} disabled={busy} onClick={onCancel}>
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
    </dialog>
  );
}
