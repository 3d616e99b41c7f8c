// The integrated dashboard's first tab: the funnel at a glance with the period's sales and open opportunities.

import { funnelTables } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { METRIC_LABELS } from '@funil/core/metrics';
import { formatInteger, formatMetric } from '../admin-format.ts';
import { Chart } from './chart.tsx';
import { Kpis, Report } from './report-view.tsx';
import { tableOf } from './tables.ts';

export function OverviewTab({ period }: { period: Period }) {
  return (
    <>
      <Report path="launch" period={period}>
        {(launch) => (
          <Report path="opportunities" period={period}>
            {(opportunities) => (
              <Kpis
                items={[
                  { label: METRIC_LABELS.sales, value: formatMetric('sales', launch.totals.sales) },
                  {
                    label: METRIC_LABELS.grossRevenue,
                    value: formatMetric('grossRevenue', launch.totals.grossRevenue),
                  },
                  {
                    label: METRIC_LABELS.netRevenue,
                    value: formatMetric('netRevenue', launch.totals.netRevenue),
                  },
                  {
                    label: METRIC_LABELS.checkoutsAbandoned,
                    value: formatMetric('checkoutsAbandoned', opportunities.checkoutsAbandoned),
                  },
                  { label: 'Leads engajados sem compra', value: formatInteger(opportunities.engaged.total) },
                ]}
              />
            )}
          </Report>
        )}
      </Report>
      <Report path="funnel" period={period}>
        {(report) => (
          <div className="analytics__grid">
            <Chart
              report="funnel"
              period={period}
              table={tableOf(funnelTables(report), 'steps')}
              kind="bars"
              series={[1]}
              legend="none"
              summary={report.steps.map((step) => `${step.label}: ${formatInteger(step.count)}`).join('; ')}
            />
            <Chart
              report="funnel"
              period={period}
              table={tableOf(funnelTables(report), 'daily')}
              kind="line"
              series={[1, 2, 6]}
              summary="Visitas, leads e vendas por dia."
            />
          </div>
        )}
      </Report>
    </>
  );
}
