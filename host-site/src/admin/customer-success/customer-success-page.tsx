// /admin/customer-success: buyers with their purchase and the onboarding checklist the team ticks.

import type {
  CustomerSuccessBuyer,
  OnboardingChecklist,
  CustomerSuccessPage as Page,
} from '@funil/core/onboarding';
import { useState } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { formatDateTime, formatMoney } from '../admin-format.ts';
import { LeadCell } from '../lead-cell.tsx';
import { Pager } from '../pager.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { SearchForm } from '../search-form.tsx';
import { useStaff } from '../staff-context.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { ChecklistCell } from './checklist-cell.tsx';
import { NotesForm } from './notes-form.tsx';
import { paymentMethodLabel, purchaseStatusLabel } from './purchase-labels.ts';
import '../../styles/admin-ops.css';

export default function CustomerSuccessPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const resource = useAdminResource<Page>(
    `/customer-success?${new URLSearchParams({ q: search, page: String(page) })}`,
  );
  const { data, update, loading } = resource;

  const submit = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const saved = (leadId: string) => (checklist: OnboardingChecklist) =>
    update((data) => ({
      ...data,
      buyers: data.buyers.map((buyer) => (buyer.leadId === leadId ? { ...buyer, checklist } : buyer)),
    }));

  return (
    <section className="admin-page" aria-labelledby="customer-success-title" aria-busy={loading}>
      <PageMeta title="Sucesso do cliente · Funil Equipe" description="Compradores e onboarding." noindex />
      <h1 id="customer-success-title">Sucesso do cliente</h1>
      <p>Quem comprou, como pagou e em que ponto está o onboarding.</p>
      <SearchForm
        id="buyer-search"
        label="Buscar comprador"
        placeholder="Nome, telefone ou Instagram"
        onSearch={submit}
      />
      <ResourceStatus resource={resource} />
      {data !== undefined &&
        (data.buyers.length === 0 ? (
          <p className="admin-empty">
            {search ? `Nenhum comprador encontrado para "${search}".` : 'Ainda não há compras registradas.'}
          </p>
        ) : (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption>
                  {data.total === 1 ? '1 comprador' : `${data.total} compradores`}, compra mais recente
                  primeiro
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Comprador</th>
                    <th scope="col">Compra</th>
                    <th scope="col">Onboarding</th>
                    <th scope="col">Observações</th>
                  </tr>
                </thead>
                <tbody>
                  {data.buyers.map((buyer) => (
                    <BuyerRow key={buyer.leadId} buyer={buyer} onSaved={saved(buyer.leadId)} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager of={data} onPage={setPage} noun="compradores" />
          </>
        ))}
    </section>
  );
}

function BuyerRow({
  buyer,
  onSaved,
}: {
  buyer: CustomerSuccessBuyer;
  onSaved: (c: OnboardingChecklist) => void;
}) {
  const { purchase } = buyer;
  const canEdit = useStaff().role === 'admin';
  return (
    <tr>
      <LeadCell name={buyer.name} phone={buyer.phone} instagram={buyer.instagram} />
      <td>
        {purchase.plan ?? 'Plano não informado'}
        {purchaseStatusLabel(purchase.status) && <strong> ({purchaseStatusLabel(purchase.status)})</strong>}
        <br />
        <small>
          {formatMoney(purchase.valueCents)} · {paymentMethodLabel(purchase)}
        </small>
        <br />
        <small>{purchase.date ? formatDateTime(purchase.date) : 'Data não informada'}</small>
      </td>
      <td>
        <ChecklistCell
          leadId={buyer.leadId}
          buyerName={buyer.name}
          checklist={buyer.checklist}
          onSaved={onSaved}
        />
      </td>
      <td>
        {canEdit ? (
          <NotesForm
            leadId={buyer.leadId}
            buyerName={buyer.name}
            notes={buyer.checklist.notes}
            onSaved={onSaved}
          />
        ) : (
          <p className="admin-notes">
            {buyer.checklist.notes || <span className="admin-muted">Sem observações</span>}
          </p>
        )}
      </td>
    </tr>
  );
}
