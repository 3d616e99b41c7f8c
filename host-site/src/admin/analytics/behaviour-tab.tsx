// /behavior: what was clicked, which pages were seen and for how long, on which devices.
import { behaviourTables } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { Chart } from './chart.tsx';
import { Report } from './report-view.tsx';
import { tableOf } from './tables.ts';

export function BehaviourTab({ period }: { period: Period }) {
  return (
    <Report path="behaviour" period={period}>
      {(report) => {
        const tables = behaviourTables(report);
        const top = report.elements[0];
        return (
          <div className="analytics__grid">
            <Chart
              report="behaviour"
              period={period}
              table={tableOf(tables, 'elements')}
              kind="bars"
              series={[1]}
              summary={
                top
                  ? `O elemento mais clicado foi ${top.target}, com ${top.clicks} cliques.`
                  : 'Nenhum clique.'
              }
            />
            <Chart
              report="behaviour"
              period={period}
              table={tableOf(tables, 'pages')}
              kind="bars"
              series={[1]}
              summary="Visualizações por página; o tempo médio está na tabela."
            />
            <Chart
              report="behaviour"
              period={period}
              table={tableOf(tables, 'pages')}
              kind="bars"
              series={[2]}
              title="Tempo médio na página"
              summary="Tempo médio em cada página, em segundos."
            />
            <Chart
              report="behaviour"
              period={period}
              table={tableOf(tables, 'devices')}
              kind="bars"
              series={[1, 2]}
              summary="Cliques e visualizações por dispositivo."
            />
          </div>
        );
      }}
    </Report>
  );
}
