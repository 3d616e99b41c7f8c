// Creates a partner: the code (fixed once created, it goes on the partner's site), the name and,
// optionally, the address of the partner's own site.
import type { AdminPartner } from '@funil/core/partner-admin';
import { type FormEvent, useState } from 'react';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { useToast } from '../toast.tsx';
import { PARTNER_SITE_HINT, PARTNER_SITE_LABEL } from './partner-site.ts';

export function NewPartnerForm({ onCreated }: { onCreated: (partner: AdminPartner) => void }) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [siteOrigin, setSiteOrigin] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'saving' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });
  const confirm = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      const answer = await adminRequest('POST /partners', {
        body: { code, name, ...(siteOrigin.trim() ? { siteOrigin } : {}) },
      });
      onCreated(answer.partner);
      setCode('');
      setName('');
      setSiteOrigin('');
      setState({ kind: 'idle' });
      confirm(`Parceiro ${answer.partner.name} criado.`);
    } catch (failure) {
      setState({ kind: 'error', message: errorMessage(failure) });
    }
  };

  return (
    <form
      className="admin-form admin-card"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="new-partner"
    >
      <h2 id="new-partner">Novo parceiro</h2>
      <div className="admin-field">
        <label htmlFor="partner-code">Código</label>
        <input
          id="partner-code"
          required
          maxLength={60}
          pattern="[A-Za-z0-9._\-]+"
          aria-describedby="partner-code-hint"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <small id="partner-code-hint">
          Letras sem acento, números, ponto, hífen ou sublinhado. Não muda depois.
        </small>
        <label htmlFor="partner-name">Nome</label>
        <input
          id="partner-name"
          required
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <label htmlFor="partner-site-origin">{PARTNER_SITE_LABEL} (opcional)</label>
        <input
          id="partner-site-origin"
          type="url"
          inputMode="url"
          maxLength={200}
          placeholder="https://www.loja.com.br"
          aria-describedby="partner-site-origin-hint"
          value={siteOrigin}
          onChange={(event) => setSiteOrigin(event.currentTarget.value)}
        />
        <small id="partner-site-origin-hint">{PARTNER_SITE_HINT}</small>
      </div>
      <button type="submit" className="admin-button" disabled={state.kind === 'saving'}>
        Criar parceiro
      </button>
      {state.kind === 'error' && (
        <p role="alert" className="admin-error">
          {state.message}
        </p>
      )}
    </form>
  );
}
