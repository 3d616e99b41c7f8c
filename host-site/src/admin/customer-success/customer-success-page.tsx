// /admin/customer-success: buyers with their purchase and the onboarding checklist the team ticks.

import { formatDateTime } from '@funil/core/dates';
import { formatBRL } from '@funil/core/offers';
import type {
  CustomerSuccessBuyer,
  OnboardingChecklist,
  CustomerSuccessPage as Page,
} from '@funil/core/onboarding';
import { formatPhone } from '@funil/core/phone';
import { type FormEvent, useState } from 'react';
import { Pager } from '../pager.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { ChecklistCell } from './checklist-cell.tsx';
import { NotesForm } from './notes-form.tsx';
import { paymentMethodLabel } from './purchase-labels.ts';

export default function CustomerSuccessPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { resource, reload, update, refreshing } = useAdminResource<Page>(
    `/customer-success?${new URLSearchParams({ q: search, page: String(page) })}`,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  const saved = (leadId: string) => (checklist: OnboardingChecklist) =>
    update((data) => ({
      ...data,
      buyers: data.buyers.map((buyer) => (buyer.leadId === leadId ? { ...buyer, checklist } : buyer)),
    }));

  return (
    <section className="admin-page" aria-labelledby="customer-success-title" aria-busy={refreshing}>
      <h1 id="customer-success-title">Sucesso do cliente</h1>
      <p>Quem comprou, como pagou e em que ponto está o onboarding.</p>
      <form className="admin-form admin-search" onSubmit={submit}>
        <label htmlFor="buyer-search">Buscar comprador</label>
        <input
          id="buyer-search"
          type="search"
          value={typed}
          placeholder="Nome, telefone ou Instagram"
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" className="admin-button">
          Buscar
        </button>
      </form>
      <ResourceStatus resource={resource} onRetry={reload} />
      {resource.status === 'ready' &&
        (resource.data.buyers.length === 0 ? (
          <p className="admin-empty">
            {search ? `Nenhum comprador encontrado para "${search}".` : 'Ainda não há compras registradas.'}
          </p>
        ) : (
          <>
            <table className="admin-table">
              <caption>
                {resource.data.total === 1 ? '1 comprador' : `${resource.data.total} compradores`}, compra
                mais recente primeiro
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
                {resource.data.buyers.map((buyer) => (
                  <BuyerRow key={buyer.leadId} buyer={buyer} onSaved={saved(buyer.leadId)} />
                ))}
              </tbody>
            </table>
            <Pager
              page={resource.data.page}
              pageSize={resource.data.pageSize}
              total={resource.data.total}
              onPage={setPage}
              noun="compradores"
            />
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
  return (
    <tr>
      <th scope="row">
        <span className="admin-table__primary">{buyer.name}</span>
        <br />
        <small>{formatPhone(buyer.phone)}</small>
        {buyer.instagram && (
          <>
            <br />
            <small>@{buyer.instagram}</small>
          </>
        )}
      </th>
      <td>
        {purchase.plan ?? 'Plano não informado'}
        <br />
        <small>
          {purchase.valueCents === null ? '—' : formatBRL(purchase.valueCents)} ·{' '}
          {paymentMethodLabel(purchase)}
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
        <NotesForm
          leadId={buyer.leadId}
          buyerName={buyer.name}
          notes={buyer.checklist.notes}
          onSaved={onSaved}
        />
      </td>
    </tr>
  );
}
