// /admin/privacy: LGPD requests — find a lead by phone, export its data, anonymise or delete it.

import { formatDateTime } from '@funil/core/dates';
import type { ErasureReport, PrivacyLeadMatch } from '@funil/core/privacy';
import { useState } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { LeadCell } from '../lead-cell.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { saveJson } from '../save-file.ts';
import { SearchForm } from '../search-form.tsx';
import { AdminOnly } from '../staff-context.tsx';
import { useToast } from '../toast.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { type ErasureAction, ErasureDialog } from './erasure-dialog.tsx';
import '../../styles/admin-ops.css';

interface Pending {
  action: ErasureAction;
  lead: PrivacyLeadMatch;
}

export default function PrivacyPage() {
  const [phone, setPhone] = useState<string | null>(null);
  const resource = useAdminResource(
    'GET /privacy/leads',
    phone === null ? null : { query: new URLSearchParams({ phone }) },
  );
  const { data, reload, loading } = resource;
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useToast();

  const search = (typed: string) => {
    setFailure(null);
    if (phone === typed) reload();
    else setPhone(typed);
  };

  const exportData = async (lead: PrivacyLeadMatch) => {
    setFailure(null);
    try {
      const data = await adminRequest('GET /privacy/leads/:id/export', { params: { id: lead.id } });
      saveJson(`lead-${lead.id}.json`, data);
      confirm(`Dados de ${lead.name} exportados.`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const erase = async ({ action, lead }: Pending) => {
    setBusy(true);
    try {
      const call = { params: { id: lead.id }, body: {} };
      // A JSON body on every state change: the staff API refuses other content types (CSRF defence).
      const report =
        action === 'anonymize'
          ? await adminRequest('POST /privacy/leads/:id/anonymize', call)
          : await adminRequest('DELETE /privacy/leads/:id', call);
      setFailure(null);
      confirm(doneText(lead.name, report));
      reload();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <section className="admin-page" aria-labelledby="privacy-title" aria-busy={loading}>
      <PageMeta title="LGPD · Funil Equipe" description="Pedidos de titulares de dados." noindex />
      <h1 id="privacy-title">LGPD</h1>
      <p>
        Atenda pedidos de titulares: encontre o lead pelo telefone, exporte os dados, anonimize ou exclua.
      </p>
      <SearchForm
        id="privacy-phone"
        label="Telefone do titular"
        placeholder="(11) 98765-4321"
        type="tel"
        required
        onSearch={search}
      />
      {failure && (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      )}
      {phone !== null && <ResourceStatus resource={resource} />}
      {phone !== null &&
        data !== undefined &&
        (data.leads.length === 0 ? (
          <p className="admin-empty">Nenhum lead com este telefone.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>Leads com o telefone {phone}</caption>
              <thead>
                <tr>
                  <th scope="col">Lead</th>
                  <th scope="col">Cadastro</th>
                  <th scope="col">Comprou</th>
                  <th scope="col">
                    <span className="visually-hidden">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.leads.map((lead) => (
                  <tr key={lead.id}>
                    <LeadCell name={lead.name} phone={lead.phone} instagram={lead.instagram}>
                      {lead.email && (
                        <>
                          <br />
                          <small>{lead.email}</small>
                        </>
                      )}
                    </LeadCell>
                    <td>{formatDateTime(lead.createdAt)}</td>
                    <td>{lead.hasPurchased ? 'Sim' : 'Não'}</td>
                    <td className="admin-actions">
                      <AdminOnly>
                        <button type="button" className="admin-button" onClick={() => void exportData(lead)}>
                          Exportar dados (JSON)<span className="visually-hidden"> de {lead.name}</span>
                        </button>
                        <button
                          type="button"
                          className="admin-button"
                          onClick={() => setPending({ action: 'anonymize', lead })}
                        >
                          Anonimizar<span className="visually-hidden"> {lead.name}</span>
                        </button>
                        <button
                          type="button"
                          className="admin-button admin-button--danger"
                          onClick={() => setPending({ action: 'delete', lead })}
                        >
                          Excluir<span className="visually-hidden"> {lead.name}</span>
                        </button>
                      </AdminOnly>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {pending && (
        <ErasureDialog
          action={pending.action}
          leadName={pending.lead.name}
          busy={busy}
          onConfirm={() => void erase(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}

function doneText(name: string, report: ErasureReport): string {
  const kept = Object.values(report.keptAnonymous).reduce((sum, n) => sum + n, 0);
  if (report.action === 'anonymized') return `Dados de ${name} anonimizados.`;
  return kept > 0
    ? `${name} foi excluído. Pagamentos realizados ficaram só como registro financeiro anônimo.`
    : `${name} foi excluído.`;
}
