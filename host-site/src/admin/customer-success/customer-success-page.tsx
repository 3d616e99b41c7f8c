// /admin/customer-success: customers (with or without the lead form) with their latest sale and the
// onboarding checklist the team ticks.

import type { CustomerSuccessBuyer, OnboardingChecklist } from '@funil/core/onboarding';
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
  const resource = useAdminResource('GET /customer-success', {
    query: new URLSearchParams({ q: search, page: String(page) }),
  });
  const { data, update, loading } = resource;

  const submit = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const saved = (buyerId: string) => (checklist: OnboardingChecklist) =>
    update((data) => ({
      ...data,
      buyers: data.buyers.map((buyer) => (buyer.id === buyerId ? { ...buyer, checklist } : buyer)),
    }));

  return (
    <section className="admin-page" aria-labelledby="customer-success-title" aria-busy={loading}>
      <PageMeta title="Sucesso do cliente · Funil Equipe" description="Compradores e onboarding." noindex />
      <h1 id="customer-success-title">Sucesso do cliente</h1>
      <p>Quem comprou, com ou sem o formulário de lead, como pagou e em que ponto está o onboarding.</p>
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
            {search ? `Nenhum cliente encontrado para "${search}".` : 'Ainda não há vendas registradas.'}
          </p>
        ) : (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption>
                  {data.total === 1 ? '1 cliente' : `${data.total} clientes`}, venda mais recente primeiro
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Cliente</th>
                    <th scope="col">Última venda</th>
                    <th scope="col">Onboarding</th>
                    <th scope="col">Observações</th>
                  </tr>
                </thead>
                <tbody>
                  {data.buyers.map((buyer) => (
                    <BuyerRow key={buyer.id} buyer={buyer} onSaved={saved(buyer.id)} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager of={data} onPage={setPage} noun="clientes" />
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
  // Paid without the lead form: the provider knows who, by its checkout id.
  const name = buyer.name || (buyer.leadId === null ? 'Comprador sem cadastro' : '(sem nome)');
  return (
    <tr>
      <LeadCell name={name} phone={buyer.phone} instagram={buyer.instagram} optedOut={buyer.optedOut}>
        {/* Where the access details go for a buyer who gave the e-mail on the payment page only. */}
        {buyer.email && (
          <>
            <br />
            <small>{buyer.email}</small>
          </>
        )}
        {buyer.leadId === null && purchase.providerCheckoutId && (
          <>
            <br />
            <small>Checkout no provedor: {purchase.providerCheckoutId}</small>
          </>
        )}
      </LeadCell>
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
        <ChecklistCell leadId={buyer.id} buyerName={name} checklist={buyer.checklist} onSaved={onSaved} />
      </td>
      <td>
        {canEdit ? (
          <NotesForm leadId={buyer.id} buyerName={name} notes={buyer.checklist.notes} onSaved={onSaved} />
        ) : (
          <p className="admin-notes">
            {buyer.checklist.notes || <span className="admin-muted">Sem observações</span>}
          </p>
        )}
      </td>
    </tr>
  );
}
