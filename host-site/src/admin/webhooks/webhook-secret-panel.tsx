// The new endpoint's signing secret, shown this once with a copy button and how to check a delivery;
// the list never shows it again.
import { useEffect, useRef } from 'react';
import { CopyButton } from '../copy-button.tsx';
import { WebhookSigningNote } from './webhook-signing-note.tsx';

interface Props {
  url: string;
  secret: string;
  onClose: () => void;
}

export function WebhookSecretPanel({ url, secret, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the staff member's eyes (and a screen reader) should go once the endpoint is added.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="admin-card webhook-secret" aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title" ref={heading} tabIndex={-1}>
        Endpoint cadastrado: copie o segredo agora
      </h2>
      <p className="webhook-secret__url">{url}</p>
      <p className="webhook-secret__warning">
        Este segredo assina cada entrega. Ele aparece só desta vez: guarde-o no sistema que recebe os eventos.
        Se perder, exclua o endpoint e cadastre-o de novo.
      </p>
      <div className="admin-field">
        <label htmlFor="webhook-secret-value">Segredo de assinatura</label>
        <input id="webhook-secret-value" readOnly value={secret} className="webhook-secret__value" />
      </div>
      <div className="admin-actions">
        <CopyButton text={secret} label="Copiar segredo" copied="Segredo copiado!" />
        <button type="button" className="admin-button admin-button--secondary" onClick={onClose}>
          Já guardei o segredo
        </button>
      </div>
      <WebhookSigningNote />
    </section>
  );
}
