// /admin/dashboard-v2: the funnel from visit to purchase, per day and by attribution.
import { FUNNEL_DIMENSIONS, funnelTables, lowerFirst } from '@funil/core/analytics';
import { NavLink, useLocation } from 'react-router';
import { formatInteger, formatPercent } from '../admin-format.ts';
import { Chart } from './chart.tsx';
import { AnalyticsPage, Kpis, Report } from './report-view.tsx';
import { tableOf } from './tables.ts';
import { usePeriod } from './use-period.ts';

/** The funnel's two screens; the period and the launch travel with the link. */
export function DashboardNav() {
  const { search } = useLocation();
  return (
    <ul className="analytics__subnav" aria-label="Painéis do funil">
      <li>
        <NavLink to={{ pathname: '/admin/dashboard-v2', search }} end>
          Funil
        </NavLink>
      </li>
      <li>
        <NavLink to={{ pathname: '/admin/dashboard-v2/journey', search }}>Jornada</NavLink>
      </li>
    </ul>
  );
}

export default function FunnelPage() {
  const [period, setPeriod] = usePeriod();
  return (
    <AnalyticsPage title="Funil de conversão" period={period} onPeriod={setPeriod} nav={<DashboardNav />}>
      <Report path="funnel" period={period}>
        {(report) => {
          const tables = funnelTables(report);
          const [visits, , , , , purchases] = report.steps;
          return (
            <>
              <Kpis
                items={report.steps.map((step) => ({
                  label: step.label,
                  value: formatInteger(step.count),
                  ...(step.conversion === null
                    ? {}
                    : {
                        hint: `${formatPercent(step.conversion)} de ${report.steps
                          .find((other) => other.key === step.base)
                          ?.label.toLowerCase()}`,
                      }),
                }))}
              />
              <div className="analytics__grid">
                <Chart
                  report="funnel"
                  period={period}
                  table={tableOf(tables, 'steps')}
                  kind="bars"
                  series={[1]}
                  legend="none"
                  summary={`${formatInteger(visits?.count ?? 0)} visitas e ${formatInteger(purchases?.count ?? 0)} vendas no período.`}
                />
                <Chart
                  report="funnel"
                  period={period}
                  table={tableOf(tables, 'daily')}
                  kind="line"
                  series={[1, 2, 3, 4, 5, 6]}
                  summary="Cada etapa do funil por dia, das visitas às compras."
                />
                {FUNNEL_DIMENSIONS.map((dimension) => (
                  <Chart
                    key={dimension.key}
                    report="funnel"
                    period={period}
                    table={tableOf(tables, dimension.key)}
                    kind="bars"
                    series={[2, 6]}
                    summary={`Leads e vendas por ${lowerFirst(dimension.label)}.`}
                  />
                ))}
              </div>
            </>
          );
        }}
      </Report>
    </AnalyticsPage>
  );
}
