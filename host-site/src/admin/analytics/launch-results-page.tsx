// /admin/launch-results: the launch's revenue and sales by day, method, campaign, source and partner, events side by side.

import { launchTables } from '@funil/core/analytics';
import { METRIC_LABELS } from '@funil/core/labels';
import { formatInteger, formatMoney } from '../admin-format.ts';
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
                  { label: M.sales, value: formatInteger(t.sales) },
                  { label: M.grossRevenue, value: formatMoney(t.revenueCents) },
                  {
                    label: M.averageTicket,
                    value: t.averageTicketCents === null ? '—' : formatMoney(t.averageTicketCents),
                  },
                  {
                    label: M.refunds,
                    value: formatInteger(t.refunds),
                    hint: formatMoney(t.refundedCents),
                  },
                  {
                    label: M.chargebacks,
                    value: formatInteger(t.chargebacks),
                    hint: formatMoney(t.chargebackCents),
                  },
                  { label: M.netRevenue, value: formatMoney(t.netRevenueCents) },
                ]}
              />
              <div className="analytics__grid">
                {chart(
                  'daily',
                  [2],
                  `Receita de ${formatMoney(t.revenueCents)} em ${formatInteger(t.sales)} vendas no período.`,
                  'line',
                  'Receita por dia',
                )}
                {chart('daily', [1], 'Vendas por dia.', 'line', 'Vendas por dia')}
                {chart('method', [2], 'Receita por forma de pagamento: PIX ou cartão.')}
                {chart('campaign', [2], 'Receita por campanha.')}
                {chart('source', [2], 'Receita por origem.')}
                {chart('partner', [2], 'Receita por parceiro.')}
                {chart('events', [1, 2], 'Inscrições e clientes de cada evento.')}
              </div>
            </>
          );
        }}
      </Report>
    </AnalyticsPage>
  );
}
