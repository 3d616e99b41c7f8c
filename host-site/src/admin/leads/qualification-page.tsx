// /admin/qualification: leads by Instagram audience, region and source; admins mark each qualified or not.
import { AUDIENCE_BUCKETS, type QualificationSegment } from '@funil/core/admin-leads';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { formatInteger } from '../admin-format.ts';
import { scopedTitle } from '../launch-scope/launch-scope.ts';
import { LaunchScopeName, LaunchSelector } from '../launch-scope/launch-selector.tsx';
import { useLaunchScope } from '../launch-scope/use-launch-scope.ts';
import { OptOutBadge } from '../opt-out.tsx';
import { Pager, pageCount } from '../pager.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { withChange } from './lead-query.ts';
import { QualificationButtons } from './qualification-buttons.tsx';
import './leads.css';

const KEYS = ['audience', 'region', 'source', 'status', 'page'] as const;

export default function QualificationPage() {
  const scope = useLaunchScope();
  return (
    <div className="admin-page">
      <PageMeta title={scopedTitle('Qualificação', scope.launch)} description="Leads por segmento." noindex />
      <div className="launch-scope__title">
        <h1>Qualificação</h1>
        <LaunchScopeName scope={scope} />
      </div>
      <LaunchSelector scope={scope} />
      {scope.ready && <Qualification launch={scope.launch?.id} />}
    </div>
  );
}

/** The chosen launch's leads by segment (every launch's when none is chosen). */
function Qualification({ launch }: { launch: string | undefined }) {
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams();
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  if (launch) query.set('launch', launch);
  const overview = useAdminResource('GET /qualification', { query });
  const change = (changes: Record<string, string>) => setParams(withChange(params, changes));

  const data = overview.data;
  const chosen = [
    params.get('audience') && AUDIENCE_BUCKETS.find((b) => b.key === params.get('audience'))?.label,
    params.get('region'),
    params.get('source'),
  ].filter(Boolean);

  return (
    <>
      <ResourceStatus resource={overview} loadingText="Carregando segmentos..." />
      {data && (
        <>
          <div className="qualification-segments">
            <Segments
              title="Tamanho da audiência no Instagram"
              caption="Leads por número de seguidores"
              param="audience"
              rows={data.audience}
              onPick={change}
            />
            <Segments
              title="Região"
              caption="Leads por região"
              param="region"
              rows={data.regions}
              onPick={change}
            />
            <Segments
              title="Origem (UTM)"
              caption="Leads por origem (UTM)"
              param="source"
              rows={data.sources}
              onPick={change}
            />
          </div>

          <section className="admin-card" aria-labelledby="qualification-leads">
            <h2 id="qualification-leads">
              Leads {chosen.length > 0 ? `— ${chosen.join(' · ')}` : 'de todos os segmentos'}
            </h2>
            <div className="admin-form admin-form--inline">
              <label className="admin-field">
                Situação
                <select
                  value={params.get('status') ?? ''}
                  onChange={(e) => change({ status: e.target.value })}
                >
                  <option value="">Todas</option>
                  <option value="pending">Não avaliados</option>
                  <option value="qualified">Qualificados</option>
                  <option value="not_qualified">Não qualificados</option>
                </select>
              </label>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                onClick={() => setParams({})}
              >
                Ver todos os segmentos
              </button>
            </div>
            {data.leads.items.length === 0 ? (
              <p>Nenhum lead neste segmento.</p>
            ) : (
              <div className="admin-table-wrap">
                <table className="admin-table" aria-busy={overview.loading}>
                  <caption className="leads-caption">
                    {formatInteger(data.leads.total)} leads, página {data.leads.page} de{' '}
                    {pageCount(data.leads)}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Lead</th>
                      <th scope="col" className="admin-table__number">
                        Seguidores
                      </th>
                      <th scope="col">Região</th>
                      <th scope="col">Origem</th>
                      <th scope="col">Qualificação</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.leads.items.map((lead) => (
                      <tr key={lead.id}>
                        <th scope="row">
                          <Link to={`/admin/leads/${encodeURIComponent(lead.id)}`}>
                            {lead.name || 'Sem nome'}
                          </Link>
                          {lead.instagram && <div className="admin-muted">@{lead.instagram}</div>}
                          {lead.opted_out && (
                            <div>
                              <OptOutBadge optedOut />
                            </div>
                          )}
                        </th>
                        <td className="admin-table__number">
                          {lead.followers === null ? '—' : formatInteger(lead.followers)}
                        </td>
                        <td>{lead.region ?? '—'}</td>
                        <td>{lead.utm_source ?? '—'}</td>
                        <td>
                          <QualificationButtons
                            leadId={lead.id}
                            leadName={lead.name}
                            status={lead.qualification_status}
                            onChanged={overview.reload}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager of={data.leads} onPage={(n) => change({ page: String(n) })} noun="leads da qualificação" />
          </section>
        </>
      )}
    </>
  );
}

function Segments(props: {
  title: string;
  caption: string;
  param: 'audience' | 'region' | 'source';
  rows: QualificationSegment[];
  onPick: (changes: Record<string, string>) => void;
}) {
  const id = useId();
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>{props.title}</h2>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="leads-caption">{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">Segmento</th>
              <th scope="col" className="admin-table__number">
                Leads
              </th>
              <th scope="col" className="admin-table__number">
                Qualificados
              </th>
              <th scope="col" className="admin-table__number">
                Não qualificados
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.length === 0 && (
              <tr>
                <td colSpan={4}>Nenhum lead ainda.</td>
              </tr>
            )}
            {props.rows.map((row) => (
              <tr key={row.key ?? 'none'}>
                <th scope="row">
                  {row.key === null ? (
                    row.label
                  ) : (
                    <button
                      type="button"
                      className="leads-sort"
                      onClick={() => props.onPick({ [props.param]: row.key as string })}
                    >
                      {row.label}
                    </button>
                  )}
                </th>
                <td className="admin-table__number">{formatInteger(row.total)}</td>
                <td className="admin-table__number">{formatInteger(row.qualified)}</td>
                <td className="admin-table__number">{formatInteger(row.notQualified)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
