// /admin/dashboard-v2/journey: how leads moved between stages per day, and one lead's timeline.
import { JOURNEY_MOVES, type JourneyReport, journeyTables, type LeadTimeline } from '@funil/core/analytics';
import { type FormEvent, useState } from 'react';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { formatDateTime, formatInteger } from '../admin-format.ts';
import { Chart } from './chart.tsx';
import { DashboardNav } from './funnel-page.tsx';
import { AnalyticsPage, Kpis, Report } from './report-view.tsx';
import { tableOf } from './tables.ts';
import { usePeriod } from './use-period.ts';

export default function JourneyPage() {
  const [period, setPeriod] = usePeriod();
  return (
    <AnalyticsPage title="Jornada dos leads" period={period} onPeriod={setPeriod} nav={<DashboardNav />}>
      <Report<JourneyReport> path="journey" period={period}>
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

function LeadTimelineLookup() {
  const [leadId, setLeadId] = useState('');
  const [timeline, setTimeline] = useState<LeadTimeline | null>(null);
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage('Carregando...');
    setTimeline(null);
    try {
      setTimeline(
        await adminRequest<LeadTimeline>(
          `/analytics/journey/leads/${encodeURIComponent(leadId.trim())}/timeline`,
        ),
      );
      setMessage('');
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };

  return (
    <section aria-labelledby="timeline-title" className="admin-card chart">
      <h2 id="timeline-title">Linha do tempo de um lead</h2>
      <form className="admin-form admin-form--inline" onSubmit={(event) => void submit(event)}>
        <label className="admin-field">
          ID do lead{' '}
          <input value={leadId} onChange={(event) => setLeadId(event.currentTarget.value)} required />
        </label>
        <button type="submit" className="admin-button">
          Ver linha do tempo
        </button>
      </form>
      {message && <p role="status">{message}</p>}
      {timeline && (
        <>
          <p>
            <strong>{timeline.lead.name || '(sem nome)'}</strong> — {timeline.lead.journeyStage} /{' '}
            {timeline.lead.conversionStage}
          </p>
          <ol className="timeline">
            {timeline.entries.map((entry, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are a fixed, ordered list
              <li key={i}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                <span>
                  {entry.label}
                  {entry.detail && <small> · {entry.detail}</small>}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
