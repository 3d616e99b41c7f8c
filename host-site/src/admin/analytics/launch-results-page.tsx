// /admin/launch-results: the launch's revenue and sales by day, method, campaign, source and partner,
// events side by side, and its revenue by offer, batch, coupon and order bump.

import { launchTables } from '@funil/core/analytics';
import { METRIC_LABELS } from '@funil/core/metrics';
import { formatInteger, formatMetric, formatMoney } from '../admin-format.ts';
import { Chart } from './chart.tsx';
import { AnalyticsPage, Kpis, Report } from './report-view.tsx';
import { tableOf } from './tables.ts';
import { usePeriod } from './use-period.ts';

const M = METRIC_LABELS;

export default function LaunchResultsPage() {
  const [period, setPeriod] = usePeriod();
  return (
    <AnalyticsPage title="Resultados do lançamento" period={period} onPeriod={setPeriod}>
      <Report path="launch" period={period}>
        {(report) => {
          const tables = launchTables(report);
          const t = report.totals;
          const chart = (
            key: string,
            series: number[],
            summary: string,
            kind: 'bars' | 'line' = 'bars',
            title?: string,
          ) => (
            <Chart
              report="launch"
              period={period}
              table={tableOf(tables, key)}
              kind={kind}
              series={series}
              summary={summary}
              {...(title ? { title } : {})}
            />
          );
          return (
            <>
              <Kpis
                items={[
                  { label: M.sales, value: formatMetric('sales', t.sales) },
                  { label: M.grossRevenue, value: formatMetric('grossRevenue', t.grossRevenue) },
                  { label: M.averageTicket, value: formatMetric('averageTicket', t.averageTicket) },
                  {
                    label: M.refunds,
                    value: formatMetric('refunds', t.refunds),
                    hint: formatMetric('refundedValue', t.refundedValue),
                  },
                  {
                    label: M.chargebacks,
                    value: formatMetric('chargebacks', t.chargebacks),
                    hint: formatMetric('chargebackValue', t.chargebackValue),
                  },
                  { label: M.netRevenue, value: formatMetric('netRevenue', t.netRevenue) },
                ]}
              />
              <div className="analytics__grid">
                {chart(
                  'daily',
                  [2],
                  `Receita de ${formatMoney(t.grossRevenue)} em ${formatInteger(t.sales)} vendas no período.`,
                  'line',
                  'Receita por dia',
                )}
                {chart('daily', [1], 'Vendas por dia.', 'line', 'Vendas por dia')}
                {chart('method', [2], 'Receita por forma de pagamento: PIX ou cartão.')}
                {chart('campaign', [2], 'Receita por campanha.')}
                {chart('source', [2], 'Receita por origem.')}
                {chart('partner', [2], 'Receita por parceiro.')}
                {chart('events', [1, 2], 'Inscrições e clientes de cada evento.')}
                {chart(
                  'offer',
                  [2],
                  'Receita de cada oferta vendida, incluindo as vendidas como order bump.',
                )}
                {chart('batch', [2], 'Receita da oferta principal em cada lote.')}
                {chart('coupon', [2], 'Receita das vendas com cada cupom.')}
                {chart('bump', [2], 'Receita de cada order bump.')}
              </div>
            </>
          );
        }}
      </Report>
    </AnalyticsPage>
  );
}
