// /admin/lancamentos/comparar (issue 29): the published and closed launches side by side over their
// whole life — leads, registrations, attendance, sales, revenue, ad spend and cost per lead.
import { LAUNCH_LIFECYCLE_LABELS } from '@funil/core/launches';
import { useId } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { searchWithLaunch } from '../launch-scope/launch-scope.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { comparedLaunches, comparisonLines } from './launch-comparison.ts';
import '../../styles/admin-ops.css';
import '../../styles/admin-launches.css';
import './launch-comparison.css';

export default function LaunchComparisonPage() {
  const id = useId();
  const comparison = useAdminResource('GET /launches/comparison');
  // For each launch's address: its reports open with ?lancamento=<slug>.
  const list = useAdminResource('GET /launches');
  const slugOf = (launchId: string) => list.data?.launches.find((launch) => launch.id === launchId)?.slug;
  const launches = comparison.data ? comparedLaunches(comparison.data.launches) : [];
  const lines = comparisonLines(launches);

  return (
    <section className="admin-page" aria-labelledby={`${id}-title`}>
      <PageMeta
        title="Comparar lançamentos · Funil Equipe"
        description="Os lançamentos lado a lado: leads, inscrições, presenças, vendas, receita e custo por lead."
        noindex
      />
      <p>
        <Link to="/admin/lancamentos">← Todos os lançamentos</Link>
      </p>
      <h1 id={`${id}-title`}>Comparar lançamentos</h1>
      <p>
        Os números de cada lançamento desde o início, sem filtro de período: os leads captados enquanto ele
        era o atual ou inscritos nos seus eventos, e as vendas dos checkouts abertos nele. Rascunhos não
        aparecem: ainda não têm inscritos.
      </p>
      <ResourceStatus resource={comparison} loadingText="Carregando a comparação..." />
      {comparison.data && launches.length === 0 && (
        <p className="admin-empty">Nenhum lançamento publicado ainda.</p>
      )}
      {launches.length > 0 && (
        <div className="admin-table-wrap launch-comparison-wrap">
          <table className="admin-table launch-comparison" aria-busy={comparison.loading}>
            <caption className="visually-hidden">Lançamentos lado a lado</caption>
            <thead>
              <tr>
                <td />
                {launches.map((launch) => {
                  const slug = slugOf(launch.id);
                  return (
                    <th key={launch.id} scope="col">
                      <Link to={`/admin/lancamentos/${launch.id}`}>{launch.name}</Link>
                      <span className="launch-comparison__facts">
                        {launch.isCurrent && <span className="launch-badge">Atual</span>}
                        <span className={`launch-state launch-state--${launch.state}`}>
                          {LAUNCH_LIFECYCLE_LABELS[launch.state]}
                        </span>
                      </span>
                      {slug !== undefined && (
                        <Link
                          className="launch-comparison__reports"
                          to={{ pathname: '/admin/launch-results', search: searchWithLaunch('', slug) }}
                        >
                          Ver resultados<span className="visually-hidden"> de {launch.name}</span>
                        </Link>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.key}>
                  <th scope="row">{line.label}</th>
                  {line.cells.map((cell, index) => (
                    <td key={launches[index]?.id}>
                      {cell.text}
                      {cell.hint && <small className="launch-comparison__hint">{cell.hint}</small>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
