// The dashboard's KPIs for a chosen period (São Paulo calendar days, both ends included) of the
// chosen launch.

import { addDays, localDay, periodSchema } from '@funil/core/analytics-period';
import { LEAD_KPIS, type LeadKpis, METRIC_HINTS, METRIC_LABELS } from '@funil/core/metrics';
import { useId, useState } from 'react';
import { formatMetric, keepTogether } from '../admin-format.ts';
import { periodQuery } from '../analytics/use-period.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';

const PRESETS = [
  { value: '0', label: 'Hoje' },
  { value: '6', label: 'Últimos 7 dias' },
  { value: '29', label: 'Últimos 30 dias' },
  { value: '89', label: 'Últimos 90 dias' },
  { value: 'custom', label: 'Personalizado' },
] as const;

const M = METRIC_LABELS;
export function LeadKpisSection({ launch }: { launch: string | undefined }) {
  const id = useId();
  const today = localDay(new Date());
  const [preset, setPreset] = useState<string>('29');
  const [custom, setCustom] = useState({ from: addDays(today, -29), to: today });
  const days = preset === 'custom' ? custom : { from: addDays(today, -Number(preset)), to: today };
  const period = launch === undefined ? days : { ...days, launch };
  const valid = periodSchema.safeParse(period).success;
  const kpis = useAdminResource('GET /leads/kpis', valid ? { query: periodQuery(period) } : null);

  return (
    <section aria-labelledby={`${id}-title`} className="admin-card">
      <h2 id={`${id}-title`}>Indicadores do período</h2>
      <div className="admin-form admin-form--inline">
        <label className="admin-field">
          Período
          <select value={preset} onChange={(event) => setPreset(event.target.value)}>
            {PRESETS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {preset === 'custom' && (
          <>
            <label className="admin-field">
              De
              <input
                type="date"
                value={custom.from}
                max={today}
                onChange={(event) => setCustom({ ...custom, from: event.target.value })}
              />
            </label>
            <label className="admin-field">
              Até
              <input
                type="date"
                value={custom.to}
                max={today}
                onChange={(event) => setCustom({ ...custom, to: event.target.value })}
              />
            </label>
          </>
        )}
      </div>
      {!valid && (
        <p className="admin-error" role="alert">
          Escolha um início antes do fim, em um período de até um ano.
        </p>
      )}
      {valid && <ResourceStatus resource={kpis} loadingText="Carregando indicadores..." />}
      {valid && kpis.data && (
        <ul className="admin-kpis" aria-busy={kpis.loading}>
          {/* The same words, for the same definitions, as every other staff screen (decision 0017). */}
          {LEAD_KPIS.map((key) => (
            <li key={key} className="admin-kpi">
              <span className="admin-kpi__label">{M[key]}</span>
              <span className="admin-kpi__value">
                {keepTogether(formatMetric(key, (kpis.data as LeadKpis)[key]))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="admin-muted">
        {M.leadConversion}: {METRIC_HINTS.leadConversion}. {M.sales}: {METRIC_HINTS.sales}.{' '}
        {M.checkoutsOpened}: {METRIC_HINTS.checkoutsOpened}. {M.netRevenue}: {METRIC_HINTS.netRevenue}.
      </p>
    </section>
  );
}
