// /admin/dashboard-v2/journey: how leads moved between stages per day, and one lead's timeline.
import { JOURNEY_MOVES, journeyTables } from '@funil/core/analytics';
import { formatInteger } from '../admin-format.ts';
import { Chart } from './chart.tsx';
import { DashboardNav } from './funnel-page.tsx';
import { LeadTimelineLookup } from './lead-timeline-lookup.tsx';
import { AnalyticsPage, Kpis, Report } from './report-view.tsx';
import { tableOf } from './tables.ts';
import { usePeriod } from './use-period.ts';

export default function JourneyPage() {
  const [period, setPeriod] = usePeriod();
  return (
    <AnalyticsPage title="Jornada dos leads" period={period} onPeriod={setPeriod} nav={<DashboardNav />}>
      <Report path="journey" period={period}>
        {(report) => {
          const tables = journeyTables(report);
          return (
            <>
              <Kpis
                items={JOURNEY_MOVES.map((move) => ({
                  label: move.label,
                  value: formatInteger(report.totals[move.key]),
                }))}
              />
              <div className="analytics__grid">
                <Chart
                  report="journey"
                  period={period}
                  table={tableOf(tables, 'moves')}
                  kind="line"
                  series={[1, 2, 3, 4, 5, 6]}
                  summary="Quantos leads entraram em cada etapa, dia a dia."
                />
                <Chart
                  report="journey"
                  period={period}
                  table={tableOf(tables, 'stages')}
                  kind="bars"
                  series={[1]}
                  summary="Os leads do período por etapa atual da jornada e da conversão."
                />
              </div>
            </>
          );
        }}
      </Report>
      <LeadTimelineLookup />
    </AnalyticsPage>
  );
}
