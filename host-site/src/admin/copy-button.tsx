// Copies a text to the clipboard and says so on screen, or says what went wrong.
import { useState } from 'react';

interface Props {
  text: string;
  label: string;
  /** What the confirmation says, e.g. 'Código copiado!'. */
  copied: string;
  /** Names the thing copied for screen readers when several buttons share one label. */
  describedBy?: string;
}

export function CopyButton({ text, label, copied, describedBy }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="admin-copy">
      <button
        type="button"
        className="admin-button"
        aria-describedby={describedBy}
        onClick={() => void copy()}
      >
        {label}
      </button>
      <span role="status" className="admin-copy__status">
        {state === 'copied' && copied}
        {state === 'failed' && 'Não foi possível copiar: selecione o texto e copie manualmente.'}
      </span>
    </span>
  );
}
