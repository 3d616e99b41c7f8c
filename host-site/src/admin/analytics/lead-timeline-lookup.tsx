import { CONVERSION_STAGE_LABELS, JOURNEY_STAGE_LABELS, labelFor } from '@funil/core/labels';
import type { LeadSearchResult } from '@funil/core/lead-search';
import { formatPhone } from '@funil/core/phone';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../admin-format.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { SearchForm } from '../search-form.tsx';
import { useAdminResource } from '../use-admin-resource.ts';

const stages = (journey: string, conversion: string) =>
  `${labelFor(JOURNEY_STAGE_LABELS, journey)} · ${labelFor(CONVERSION_STAGE_LABELS, conversion)}`;

export function LeadTimelineLookup() {
  const [params, setParams] = useSearchParams();
  const leadId = params.get('lead');
  const [search, setSearch] = useState<string | null>(null);
  const results = useAdminResource(
    'GET /analytics/journey/leads',
    search === null ? null : { query: new URLSearchParams({ q: search }) },
  );
  const timeline = useAdminResource(
    'GET /analytics/journey/leads/:id/timeline',
    leadId ? { params: { id: leadId } } : null,
  );

  const choose = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('lead', id);
      return next;
    });

  return (
    <section aria-labelledby="timeline-title" className="admin-card lead-timeline">
      <h2 id="timeline-title">Linha do tempo de um lead</h2>
      <SearchForm
        id="timeline-search"
        label="Buscar lead por nome, telefone ou e-mail"
        placeholder="Ex.: Ana, (11) 98765-4321 ou ana@email.com"
        onSearch={setSearch}
      />
      {search !== null && <ResourceStatus resource={results} loadingText="Buscando leads..." />}
      {search !== null && results.data && (
        <SearchResults result={results.data} search={search} current={leadId} onChoose={choose} />
      )}

      {leadId && <ResourceStatus resource={timeline} loadingText="Carregando a linha do tempo..." />}
      {leadId && timeline.data && (
        <div className="lead-timeline__story" aria-live="polite">
          <h3>
            {timeline.data.lead.name || '(sem nome)'}{' '}
            <small className="lead-timeline__who">
              {stages(timeline.data.lead.journeyStage, timeline.data.lead.conversionStage)} · cadastro em{' '}
              {formatDateTime(timeline.data.lead.createdAt)}
            </small>
          </h3>
          <p>
            <Link to={`/admin/leads/${encodeURIComponent(timeline.data.lead.id)}`}>
              Ver todos os dados do lead
            </Link>
          </p>
          <ol className="timeline">
            {timeline.data.entries.map((entry, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are a fixed, ordered list
              <li key={i}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                <span>
                  {entry.label}
                  {entry.detail && <small> · {entry.detail}</small>}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function SearchResults(props: {
  result: LeadSearchResult;
  search: string;
  current: string | null;
  onChoose: (id: string) => void;
}) {
  const { result } = props;
  if (result.leads.length === 0) {
    return <p role="status">Nenhum lead encontrado para “{props.search}”.</p>;
  }
  return (
    <>
      <p role="status">
        {result.more
          ? `Mostrando os ${result.leads.length} mais recentes: digite mais para achar um lead específico.`
          : result.leads.length === 1
            ? '1 lead encontrado.'
            : `${result.leads.length} leads encontrados.`}
      </p>
      <ul className="lead-timeline__matches" aria-label="Leads encontrados">
        {result.leads.map((lead) => (
          <li key={lead.id}>
            <button
              type="button"
              className="admin-button admin-button--secondary"
              aria-pressed={lead.id === props.current}
              onClick={() => props.onChoose(lead.id)}
            >
              <span>
                <strong>{lead.name || '(sem nome)'}</strong>
                <small>
                  {[formatPhone(lead.phone), lead.email, lead.instagram ? `@${lead.instagram}` : '']
                    .filter(Boolean)
                    .join(' · ')}
                </small>
                <small>
                  {stages(lead.journeyStage, lead.conversionStage)} · cadastro em{' '}
                  {formatDateTime(lead.createdAt)}
                </small>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
