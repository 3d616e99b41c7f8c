// One partner: figures, its commission, the embed snippet to copy, rename, its site's address, and switching it off or on again.
import { ATTRIBUTION_LABELS } from '@funil/core/labels';
import { METRIC_LABELS } from '@funil/core/metrics';
import { formatBRL } from '@funil/core/offers';
import type { AdminPartner } from '@funil/core/partner-admin';
import { type FormEvent, useState } from 'react';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { CopyButton } from '../copy-button.tsx';
import { PartnerCommission } from './partner-commission.tsx';
import { PartnerPageLink } from './partner-page-link.tsx';
import { PARTNER_SITE_EMPTY, PARTNER_SITE_HINT, PARTNER_SITE_LABEL } from './partner-site.ts';

interface Props {
  partner: AdminPartner;
  onChanged: (partner: AdminPartner) => void;
  onShowLeads: () => void;
}

export function PartnerRow({ partner, onChanged, onShowLeads }: Props) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(partner.name);
  const [editingSite, setEditingSite] = useState(false);
  const [siteOrigin, setSiteOrigin] = useState(partner.siteOrigin ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `partner-${partner.code}`;

  const change = async (body: { name?: string; isActive?: boolean; siteOrigin?: string }) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await adminRequest('PATCH /partners/:code', { params: { code: partner.code }, body });
      onChanged(answer.partner);
      setRenaming(false);
      setEditingSite(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    void change({ name });
  };
  const saveSite = (event: FormEvent) => {
    event.preventDefault();
    void change({ siteOrigin });
  };

  return (
    <li className="admin-card admin-partner" aria-labelledby={`${base}-name`}>
      <h2 id={`${base}-name`}>
        {partner.name} <small>({partner.isActive ? 'ativo' : 'inativo'})</small>
      </h2>
      <dl className="admin-figures">
        <div>
          <dt>Código</dt>
          <dd>
            <code>{partner.code}</code>
          </dd>
        </div>
        <div>
          <dt>{PARTNER_SITE_LABEL}</dt>
          <dd>{partner.siteOrigin ?? PARTNER_SITE_EMPTY}</dd>
        </div>
        <div>
          <dt>{METRIC_LABELS.leads}</dt>
          <dd>{partner.leads}</dd>
        </div>
        <div>
          <dt>{METRIC_LABELS.sales}</dt>
          <dd>{partner.sales}</dd>
        </div>
        <div>
          <dt>{METRIC_LABELS.grossRevenue}</dt>
          <dd>{formatBRL(partner.grossRevenue)}</dd>
        </div>
        <div>
          <dt>{METRIC_LABELS.netRevenue}</dt>
          <dd>{formatBRL(partner.netRevenue)}</dd>
        </div>
      </dl>
      {/* Credited to the first touch above; where the latest touch came through, beside it. */}
      <dl className="admin-figures" aria-label={`${ATTRIBUTION_LABELS.lastTouch} por ${partner.name}`}>
        <div>
          <dt>{ATTRIBUTION_LABELS.lastTouchLeads}</dt>
          <dd>{partner.lastTouchLeads}</dd>
        </div>
        <div>
          <dt>{ATTRIBUTION_LABELS.lastTouchSales}</dt>
          <dd>{partner.lastTouchSales}</dd>
        </div>
        <div>
          <dt>{ATTRIBUTION_LABELS.lastTouchRevenue}</dt>
          <dd>{formatBRL(partner.lastTouchGrossRevenue)}</dd>
        </div>
      </dl>
      <PartnerCommission partner={partner} onChanged={onChanged} />
      <p>
        Página do parceiro: <a href={partner.landingUrl}>{partner.landingUrl}</a>
      </p>
      <div className="admin-field">
        <label htmlFor={`${base}-snippet`}>Código para o site de {partner.name}</label>
        <textarea
          id={`${base}-snippet`}
          readOnly
          rows={3}
          value={partner.snippet}
          className="admin-snippet"
        />
      </div>
      <CopyButton
        text={partner.snippet}
        label="Copiar código"
        copied="Código copiado!"
        describedBy={`${base}-name`}
      />
      <PartnerPageLink code={partner.code} name={partner.name} />

      <div className="admin-actions">
        <button type="button" className="admin-button" onClick={onShowLeads}>
          Ver leads<span className="visually-hidden"> de {partner.name}</span>
        </button>
        <button
          type="button"
          className="admin-button"
          aria-expanded={renaming}
          aria-controls={`${base}-rename`}
          onClick={() => {
            setName(partner.name);
            setRenaming(!renaming);
          }}
        >
          Renomear<span className="visually-hidden"> {partner.name}</span>
        </button>
        <button
          type="button"
          className="admin-button"
          aria-expanded={editingSite}
          aria-controls={`${base}-site`}
          onClick={() => {
            setSiteOrigin(partner.siteOrigin ?? '');
            setEditingSite(!editingSite);
          }}
        >
          Alterar site<span className="visually-hidden"> de {partner.name}</span>
        </button>
        <button
          type="button"
          className="admin-button"
          disabled={busy}
          onClick={() => void change({ isActive: !partner.isActive })}
        >
          {partner.isActive ? 'Desativar' : 'Reativar'}
          <span className="visually-hidden"> {partner.name}</span>
        </button>
      </div>
      {renaming && (
        <form id={`${base}-rename`} className="admin-form admin-form--inline" onSubmit={rename}>
          <div className="admin-field">
            <label htmlFor={`${base}-new-name`}>Novo nome</label>
            <input
              id={`${base}-new-name`}
              required
              maxLength={120}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </div>
          <button type="submit" className="admin-button" disabled={busy}>
            Salvar nome
          </button>
        </form>
      )}
      {editingSite && (
        <form id={`${base}-site`} className="admin-form admin-form--inline" onSubmit={saveSite}>
          <div className="admin-field">
            <label htmlFor={`${base}-site-origin`}>{PARTNER_SITE_LABEL}</label>
            <input
              id={`${base}-site-origin`}
              type="url"
              inputMode="url"
              maxLength={200}
              placeholder="https://www.loja.com.br"
              aria-describedby={`${base}-site-hint`}
              value={siteOrigin}
              onChange={(event) => setSiteOrigin(event.currentTarget.value)}
            />
            <small id={`${base}-site-hint`}>{PARTNER_SITE_HINT} Deixe em branco para remover.</small>
          </div>
          <button type="submit" className="admin-button" disabled={busy}>
            Salvar site
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
    </li>
  );
}
