// The dashboard's KPIs for a chosen period (São Paulo calendar days, both ends included).
import type { LeadKpis } from '@funil/core/admin-leads';
import { addDays, localDay } from '@funil/core/analytics-period';
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

const CARDS: { label: string; value: (kpis: LeadKpis) => string }[] = [
  { label: 'Leads', value: (k) => formatInteger(k.leads) },
  { label: 'Leads com Instagram', value: (k) => formatInteger(k.leadsWithInstagram) },
  { label: 'Checkouts criados', value: (k) => formatInteger(k.checkoutsCreated) },
  { label: 'Checkouts visitados', value: (k) => formatInteger(k.checkoutsVisited) },
  { label: 'Checkouts abandonados', value: (k) => formatInteger(k.checkoutsAbandoned) },
  { label: 'Compras', value: (k) => formatInteger(k.purchases) },
  { label: 'Receita', value: (k) => formatMoney(k.revenueCents) },
  { label: 'Taxa de conversão', value: (k) => formatPercent(k.conversionRate) },
];

export function LeadKpisSection() {
  const id = useId();
  const today = localDay(new Date());
  const [preset, setPreset] = useState<string>('29');
  const [custom, setCustom] = useState({ from: addDays(today, -29), to: today });
  const period = preset === 'custom' ? custom : { from: addDays(today, -Number(preset)), to: today };
  const valid = period.from !== '' && period.to !== '' && period.from <= period.to;
  const kpis = useAdminResource<LeadKpis>(valid ? `/leads/kpis?${periodQuery(period)}` : null);

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
          Escolha uma data inicial anterior ou igual à final.
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
        Taxa de conversão: dos leads cadastrados no período, quantos compraram. Receita e compras contam os
        pagamentos confirmados no período, sem reembolsos.
      </p>
    </section>
  );
}
