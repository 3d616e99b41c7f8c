// /admin/hot-leads: the chosen launch's most engaged leads not yet customers, each score explained.
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { formatDateTime } from '../admin-format.ts';
import { scopedTitle } from '../launch-scope/launch-scope.ts';
import { LaunchScopeName, LaunchSelector } from '../launch-scope/launch-selector.tsx';
import { useLaunchScope } from '../launch-scope/use-launch-scope.ts';
import { OptOutBadge, WhatsAppAction } from '../opt-out.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import './leads.css';

export default function HotLeadsPage() {
  const scope = useLaunchScope();
  return (
    <>
      <PageMeta
        title={scopedTitle('Leads quentes', scope.launch)}
        description="Os leads mais engajados."
        noindex
      />
      <div className="launch-scope__title">
        <h1>Leads quentes</h1>
        <LaunchScopeName scope={scope} />
      </div>
      <LaunchSelector scope={scope} />
      {scope.ready && <HotLeads launch={scope.launch?.id} />}
    </>
  );
}

/** The chosen launch's hot leads (every launch's when none is chosen). */
function HotLeads({ launch }: { launch: string | undefined }) {
  const hot = useAdminResource('GET /hot-leads', {
    query: launch ? `limit=50&launch=${launch}` : 'limit=50',
  });
  return (
    <>
      <p className="admin-muted">
        Os 50 leads mais engajados que ainda não compraram. A pontuação (0 a 100) soma visitas, tempo na
        página, cliques, checkout aberto, visitado ou abandonado e Instagram informado.
      </p>
      <ResourceStatus resource={hot} loadingText="Carregando leads quentes..." />
      {hot.data && hot.data.items.length === 0 && (
        <p>Nenhum lead engajado ainda. Os leads aparecem aqui quando visitam, clicam ou abrem o checkout.</p>
      )}
      {hot.data && hot.data.items.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="leads-caption">Leads quentes por pontuação de engajamento</caption>
            <thead>
              <tr>
                <th scope="col">Lead</th>
                <th scope="col" className="admin-table__number">
                  Pontuação
                </th>
                <th scope="col">Como chegou a ela</th>
                <th scope="col">Região</th>
                <th scope="col">Última visita</th>
                <th scope="col">Contato</th>
              </tr>
            </thead>
            <tbody>
              {hot.data.items.map((lead) => (
                <tr key={lead.id}>
                  <th scope="row">
                    <Link to={`/admin/leads/${encodeURIComponent(lead.id)}`}>{lead.name || 'Sem nome'}</Link>
                    {lead.instagram && <div className="admin-muted">@{lead.instagram}</div>}
                    {lead.optedOut && (
                      <div>
                        <OptOutBadge optedOut />
                      </div>
                    )}
                  </th>
                  <td className="admin-table__number">
                    <strong>{lead.score}</strong>
                  </td>
                  <td>
                    <ul className="leads-parts">
                      {lead.parts.map((part) => (
                        <li key={part.signal}>
                          {part.label}: +{part.points}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{lead.region ?? '—'}</td>
                  <td>{formatDateTime(lead.last_visit)}</td>
                  <td>
                    <WhatsAppAction
                      className="admin-button"
                      optedOut={lead.optedOut}
                      href={lead.whatsappUrl}
                      ariaLabel={`Chamar ${lead.name || 'lead'} no WhatsApp (abre em nova aba)`}
                    >
                      Chamar no WhatsApp
                    </WhatsAppAction>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
