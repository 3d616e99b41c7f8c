// /opportunities: abandoned checkouts and engaged leads without a purchase, each with a WhatsApp message ready.

import { type Opportunity, opportunitiesTables } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { METRIC_LABELS } from '@funil/core/metrics';
import { formatDateTime, formatInteger } from '../admin-format.ts';
import { OptOutBadge, WhatsAppAction } from '../opt-out.tsx';
import { Chart } from './chart.tsx';
import { Kpis, Report } from './report-view.tsx';
import { tableOf } from './tables.ts';

export function OpportunitiesTab({ period }: { period: Period }) {
  return (
    <Report path="opportunities" period={period}>
      {(report) => (
        <>
          <Kpis
            items={[
              { label: METRIC_LABELS.checkoutsAbandoned, value: formatInteger(report.checkoutsAbandoned) },
              { label: 'Leads com checkout abandonado', value: formatInteger(report.abandoned.total) },
              {
                label: 'Leads engajados sem compra',
                value: formatInteger(report.engaged.total),
                hint: `engajamento a partir de ${report.engaged.minimumScore}`,
              },
            ]}
          />
          <Chart
            report="opportunities"
            period={period}
            table={tableOf(opportunitiesTables(report), 'daily')}
            kind="line"
            series={[1, 2]}
            summary={`${report.checkoutsAbandoned} checkouts abandonados e ${report.engaged.total} leads engajados sem compra no período.`}
          />
          <div className="analytics__grid">
            <OpportunityList
              title="Leads com checkout abandonado"
              template={report.abandoned.template}
              leads={report.abandoned.leads}
              total={report.abandoned.total}
            />
            <OpportunityList
              title="Leads engajados sem compra"
              template={report.engaged.template}
              leads={report.engaged.leads}
              total={report.engaged.total}
            />
          </div>
        </>
      )}
    </Report>
  );
}

function OpportunityList({
  title,
  template,
  leads,
  total,
}: {
  title: string;
  template: string;
  leads: Opportunity[];
  total: number;
}) {
  return (
    <section className="admin-card chart" aria-label={title}>
      <h3>{title}</h3>
      <p>
        Modelo da mensagem ({'{nome}'} e {'{evento}'} são preenchidos para cada lead):
      </p>
      <p className="admin-template">{template}</p>
      {leads.length === 0 ? (
        <p className="chart__empty">Nenhum lead nesta situação no período.</p>
      ) : (
        <>
          {total > leads.length && (
            <p>
              Mostrando {formatInteger(leads.length)} de {formatInteger(total)}.
            </p>
          )}
          <ul className="opportunity-list">
            {leads.map((lead) => (
              <li key={lead.id}>
                <span>
                  <strong>{lead.name || '(sem nome)'}</strong>
                  {lead.instagram && ` · @${lead.instagram}`}
                  <small>
                    {' '}
                    · engajamento {lead.engagementScore ?? '—'} · {lead.at ? formatDateTime(lead.at) : ''}
                  </small>{' '}
                  <OptOutBadge optedOut={lead.optedOut} />
                </span>
                <WhatsAppAction optedOut={lead.optedOut} href={lead.whatsappUrl}>
                  Enviar WhatsApp<span className="visually-hidden"> para {lead.name || lead.phone}</span>
                </WhatsAppAction>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
