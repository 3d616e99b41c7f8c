// The leads table: search, filters, sorting and pages run on the server; the address keeps them all.
import {
  CONVERSION_STAGE_LABELS,
  JOURNEY_STAGE_LABELS,
  type LeadSort,
  QUALIFICATION_LABELS,
  stageLabel,
} from '@funil/core/admin-leads';
import { formatPhone } from '@funil/core/phone';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime, formatInteger, formatMoney } from '../admin-format.ts';
import { OptOutBadge } from '../opt-out.tsx';
import { Pager, pageCount } from '../pager.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { SearchForm } from '../search-form.tsx';
import { AdminOnly } from '../staff-context.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { exportHref, listQuery, withChange } from './lead-query.ts';

const SORTABLE: { key: LeadSort; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Nome' },
  { key: 'engagement_score', label: 'Engajamento', numeric: true },
  { key: 'visit_count', label: 'Visitas', numeric: true },
  { key: 'trans_value', label: 'Valor pago', numeric: true },
  { key: 'last_visit', label: 'Última visita' },
  { key: 'created_at', label: 'Cadastro' },
];

/** `launch`: the chosen launch's id (its people only); every launch's when left out. */
export function LeadsTable({ launch }: { launch?: string | undefined }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = useAdminResource('GET /leads', { query: listQuery(params, launch) });
  const options = useAdminResource('GET /leads/filters');
  const change = (changes: Record<string, string>) => setParams(withChange(params, changes));
  const sort = (params.get('sort') ?? 'created_at') as LeadSort;
  const order = params.get('order') ?? 'desc';

  const select = (key: string, label: string, values: { value: string; label: string }[]) => (
    <label className="admin-field">
      {label}
      <select value={params.get(key) ?? ''} onChange={(event) => change({ [key]: event.target.value })}>
        <option value="">Todos</option>
        {values.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  const plain = (values: string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));
  const labelled = (values: string[] | undefined, labels: Record<string, string>) =>
    (values ?? []).map((value) => ({ value, label: stageLabel(labels, value) }));

  const data = page.data;
  /** A partner by the name staff gave it; its code until the filter options arrive. */
  const partnerName = (code: string) =>
    options.data?.partners.find((partner) => partner.code === code)?.name ?? code;

  return (
    <section aria-labelledby={`${id}-title`} className="admin-card">
      <h2 id={`${id}-title`}>Leads</h2>
      <SearchForm
        key={params.get('q') ?? ''}
        id={`${id}-search`}
        label="Buscar por nome, telefone ou Instagram"
        initial={params.get('q') ?? ''}
        onSearch={(q) => change({ q })}
      />

      <fieldset className="admin-form admin-form--inline leads-filters">
        <legend>Filtros</legend>
        {select(
          'journey_stage',
          'Etapa da jornada',
          labelled(options.data?.journeyStages, JOURNEY_STAGE_LABELS),
        )}
        {select(
          'conversion_stage',
          'Etapa de conversão',
          labelled(options.data?.conversionStages, CONVERSION_STAGE_LABELS),
        )}
        {select('utm_source', 'Origem (UTM)', plain(options.data?.utmSources))}
        {select('utm_campaign', 'Campanha (UTM)', plain(options.data?.utmCampaigns))}
        {select('region', 'Região', plain(options.data?.regions))}
        {select(
          'partner',
          'Parceiro',
          (options.data?.partners ?? []).map((partner) => ({ value: partner.code, label: partner.name })),
        )}
        {select('purchased', 'Comprou', [
          { value: 'true', label: 'Sim' },
          { value: 'false', label: 'Não' },
        ])}
        <label className="admin-field">
          Cadastrado de
          <input
            type="date"
            value={params.get('from') ?? ''}
            onChange={(e) => change({ from: e.target.value })}
          />
        </label>
        <label className="admin-field">
          até
          <input
            type="date"
            value={params.get('to') ?? ''}
            onChange={(e) => change({ to: e.target.value })}
          />
        </label>
        <button type="button" className="admin-button admin-button--secondary" onClick={() => setParams({})}>
          Limpar filtros
        </button>
      </fieldset>
      {options.error !== null && <ResourceStatus resource={options} />}

      <div className="admin-actions leads-toolbar">
        <p aria-live="polite">
          {data
            ? `${formatInteger(data.total)} leads encontrados`
            : page.loading
              ? 'Carregando leads...'
              : ''}
        </p>
        <AdminOnly>
          <a className="admin-button admin-button--secondary" href={exportHref(params, launch)} download>
            Exportar CSV
          </a>
        </AdminOnly>
      </div>

      {page.error !== null && <ResourceStatus resource={page} />}

      {data && (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-busy={page.loading}>
            <caption className="leads-caption">
              Leads, página {data.page} de {pageCount(data)}
            </caption>
            <thead>
              <tr>
                {SORTABLE.slice(0, 1).map((column) => header(column))}
                <th scope="col">Telefone</th>
                <th scope="col">Instagram</th>
                <th scope="col">Região</th>
                <th scope="col">Etapa</th>
                <th scope="col">Origem</th>
                <th scope="col">Qualificação</th>
                {SORTABLE.slice(1).map((column) => header(column))}
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && (
                <tr>
                  <td colSpan={12}>Nenhum lead encontrado com esses filtros.</td>
                </tr>
              )}
              {data.items.map((lead) => (
                <tr key={lead.id}>
                  <th scope="row">
                    <Link
                      to={`/admin/leads/${encodeURIComponent(lead.id)}`}
                      state={{ from: params.toString() }}
                    >
                      {lead.name || 'Sem nome'}
                    </Link>
                    {lead.opted_out && (
                      <>
                        <br />
                        <OptOutBadge optedOut />
                      </>
                    )}
                  </th>
                  <td className="leads-nowrap">{formatPhone(lead.phone)}</td>
                  <td>{lead.instagram ? `@${lead.instagram}` : '—'}</td>
                  <td>{lead.region ?? '—'}</td>
                  <td className="leads-stage">
                    {stageLabel(JOURNEY_STAGE_LABELS, lead.journey_stage)}
                    <small>{stageLabel(CONVERSION_STAGE_LABELS, lead.conversion_stage)}</small>
                  </td>
                  <td className="leads-origin">
                    {lead.utm_source || lead.utm_campaign || lead.partner_code ? (
                      <>
                        {lead.utm_source && <span>{lead.utm_source}</span>}
                        {lead.utm_campaign && <small>Campanha: {lead.utm_campaign}</small>}
                        {lead.partner_code && <small>Parceiro: {partnerName(lead.partner_code)}</small>}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{lead.qualification_status ? QUALIFICATION_LABELS[lead.qualification_status] : '—'}</td>
                  <td className="admin-table__number">{lead.engagement_score ?? '—'}</td>
                  <td className="admin-table__number">{formatInteger(lead.visit_count)}</td>
                  <td className="admin-table__number">
                    {lead.has_purchased ? formatMoney(lead.trans_value) : '—'}
                  </td>
                  <td className="leads-nowrap">{formatDateTime(lead.last_visit)}</td>
                  <td className="leads-nowrap">{formatDateTime(lead.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && <Pager of={data} onPage={(n) => change({ page: String(n) })} noun="leads" />}
    </section>
  );

  function header(column: (typeof SORTABLE)[number]) {
    const active = sort === column.key;
    const next = active && order === 'desc' ? 'asc' : 'desc';
    return (
      <th
        key={column.key}
        scope="col"
        className={column.numeric ? 'admin-table__number' : undefined}
        aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <button
          type="button"
          className="leads-sort"
          onClick={() => change({ sort: column.key, order: next })}
        >
          {column.label}
          <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
        </button>
      </th>
    );
  }
}
