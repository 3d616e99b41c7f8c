// One partner's private results link (issue 31): whether there is one and since when; make it, swap it
// for a new one or remove it, asking first when the partner's current link would stop working. The
// new link is shown once, to copy and send: the server keeps only its hash.
import { formatDateTime } from '@funil/core/dates';
import type { PartnerPageLinkCreated } from '@funil/core/partner-results';
import { useState } from 'react';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { CopyButton } from '../copy-button.tsx';
import { LaunchDialog } from '../launches/launch-dialog.tsx';
import { useToast } from '../toast.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import '../../styles/admin-partner-link.css';

type Asking = 'rotate' | 'remove';

const ASK: Record<Asking, { title: (name: string) => string; body: string; confirm: string }> = {
  rotate: {
    title: (name) => `Trocar o link de ${name}?`,
    body:
      'O link atual para de funcionar na hora: quem abrir o link antigo verá que ele é inválido. ' +
      'Depois, envie o novo link ao parceiro.',
    confirm: 'Trocar link',
  },
  remove: {
    title: (name) => `Remover o link de ${name}?`,
    body: 'O link atual para de funcionar na hora, e o parceiro fica sem página de resultados até um novo link.',
    confirm: 'Remover link',
  },
};

export function PartnerPageLink({ code, name }: { code: string; name: string }) {
  const resource = useAdminResource('GET /partners/:code/page-link', { params: { code } });
  const [created, setCreated] = useState<PartnerPageLinkCreated | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const base = `partner-${code}-page-link`;
  const since = resource.data?.link.since ?? null;

  const send = async (step: 'make' | Asking) => {
    setBusy(true);
    setError(null);
    try {
      if (step === 'remove') {
        const answer = await adminRequest('DELETE /partners/:code/page-link', { params: { code }, body: {} });
        resource.update(() => answer);
        setCreated(null);
        toast(`Link privado de ${name} removido.`);
      } else {
        const answer = await adminRequest('POST /partners/:code/page-link', { params: { code }, body: {} });
        resource.update(() => ({ link: { since: answer.since } }));
        setCreated(answer);
        toast(
          step === 'rotate'
            ? `Link de ${name} trocado: o anterior não funciona mais.`
            : `Link privado de ${name} gerado.`,
        );
      }
      setAsking(null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-partner-link" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}>Página privada de resultados</h3>
      <p id={`${base}-state`}>
        {resource.data === undefined
          ? (resource.error ?? 'Carregando...')
          : since === null
            ? 'Sem link privado: o parceiro ainda não vê os próprios resultados.'
            : `Link privado ativo desde ${formatDateTime(since)}.`}
      </p>
      {created && (
        <div className="admin-field">
          <label htmlFor={`${base}-url`}>
            Novo link de {name} (aparece só agora: copie e envie ao parceiro)
          </label>
          <input
            id={`${base}-url`}
            readOnly
            value={created.url}
            className="admin-snippet"
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton
            text={created.url}
            label="Copiar link"
            copied="Link copiado!"
            describedBy={`${base}-url`}
          />
        </div>
      )}
      {resource.data !== undefined && (
        <div className="admin-actions">
          {since === null ? (
            <button type="button" className="admin-button" disabled={busy} onClick={() => void send('make')}>
              {busy ? 'Aguarde...' : 'Gerar link privado'}
              <span className="visually-hidden"> de {name}</span>
            </button>
          ) : (
            <>
              <button
                type="button"
                className="admin-button"
                disabled={busy}
                onClick={() => setAsking('rotate')}
              >
                Trocar link<span className="visually-hidden"> de {name}</span>
              </button>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                disabled={busy}
                onClick={() => setAsking('remove')}
              >
                Remover link<span className="visually-hidden"> de {name}</span>
              </button>
            </>
          )}
        </div>
      )}
      {error && asking === null && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      {asking && (
        <LaunchDialog title={ASK[asking].title(name)} busy={busy} onCancel={() => setAsking(null)}>
          <p>{ASK[asking].body}</p>
          {error && (
            <p role="alert" className="admin-error">
              {error}
            </p>
          )}
          <div className="admin-actions">
            <button
              type="button"
              className="admin-button admin-button--secondary"
              disabled={busy}
              onClick={() => setAsking(null)}
            >
              Cancelar
            </button>
            <button
              type="button"
              className="admin-button admin-button--danger"
              disabled={busy}
              onClick={() => void send(asking)}
            >
              {busy ? 'Aguarde...' : ASK[asking].confirm}
            </button>
          </div>
        </LaunchDialog>
      )}
    </section>
  );
}
