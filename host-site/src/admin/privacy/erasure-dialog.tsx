// Asks before an erasure, naming the lead, in a modal dialog that takes the focus and gives it back.
import { useEffect, useRef } from 'react';

export type ErasureAction = 'anonymize' | 'delete';

const COPY: Record<ErasureAction, { title: (name: string) => string; body: string; confirm: string }> = {
  anonymize: {
    title: (name) => `Anonimizar ${name}?`,
    body:
      'Nome, telefone, e-mail, Instagram, dados de navegação e eventos de rastreamento deste lead serão apagados. ' +
      'A compra, se houver, continua nos números como registro anônimo. Não dá para desfazer.',
    confirm: 'Anonimizar',
  },
  delete: {
    title: (name) => `Excluir ${name}?`,
    body:
      'O lead e tudo o que se refere a ele serão excluídos: interações, inscrições, consentimentos, checklist e rastreamento. ' +
      'Pagamentos realizados ficam só como registro financeiro anônimo, como exige a lei fiscal. Não dá para desfazer.',
    confirm: 'Excluir definitivamente',
  },
};

interface Props {
  action: ErasureAction;
  leadName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ErasureDialog({ action, leadName, busy, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const copy = COPY[action];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // showModal keeps the focus inside and closing gives it back; Cancel first, as the safe choice.
    if (!element.open) element.showModal();
    cancel.current?.focus();
    return () => element.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog admin-card"
      aria-labelledby="erasure-title"
      aria-describedby="erasure-body"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id="erasure-title">{copy.title(leadName)}</h2>
      <p id="erasure-body">{copy.body}</p>
      <div className="admin-actions">
        <button type="button" className="admin-button" ref={cancel} disabled={busy} onClick={onCancel}>
          Cancelar
        </button>
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? 'Aguarde...' : copy.confirm}
        </button>
      </div>
    </dialog>
  );
}
