// The dashboard's KPIs for a chosen period (São Paulo calendar days, both ends included).

import type { LeadKpis } from '@funil/core/admin-leads';
import { addDays, localDay, periodSchema } from '@funil/core/analytics-period';
import { METRIC_HINTS, METRIC_LABELS } from '@funil/core/labels';
import { useId, useState } from 'react';
import { formatInteger, formatMoney, formatPercent, keepTogether } from '../admin-format.ts';
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
/** The same words, for the same definitions, as every other staff screen (decision 0017). */
const CARDS: { label: string; value: (kpis: LeadKpis) => string }[] = [
  { label: M.visits, value: (k) => formatInteger(k.visits) },
  { label: M.leads, value: (k) => formatInteger(k.leads) },
  { label: M.leadsWithInstagram, value: (k) => formatInteger(k.leadsWithInstagram) },
  { label: M.checkoutsOpened, value: (k) => formatInteger(k.checkoutsCreated) },
  { label: M.checkoutsVisited, value: (k) => formatInteger(k.checkoutsVisited) },
  { label: M.checkoutsAbandoned, value: (k) => formatInteger(k.checkoutsAbandoned) },
  { label: M.sales, value: (k) => formatInteger(k.purchases) },
  { label: M.grossRevenue, value: (k) => formatMoney(k.revenueCents) },
  { label: M.netRevenue, value: (k) => formatMoney(k.netRevenueCents) },
  { label: M.leadConversion, value: (k) => formatPercent(k.conversionRate) },
];

export function LeadKpisSection() {
  const id = useId();
  const today = localDay(new Date());
  const [preset, setPreset] = useState<string>('29');
  const [custom, setCustom] = useState({ from: addDays(today, -29), to: today });
  const period = preset === 'custom' ? custom : { from: addDays(today, -Number(preset)), to: today };
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
          {CARDS.map((card) => (
            <li key={card.label} className="admin-kpi">
              <span className="admin-kpi__label">{card.label}</span>
              <span className="admin-kpi__value">{keepTogether(card.value(kpis.data as LeadKpis))}</span>
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
