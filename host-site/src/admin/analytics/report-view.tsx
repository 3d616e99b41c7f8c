// The frame every dashboard shares: title, period selector, and the loading, error and ready states of its report.
import type { Period } from '@funil/core/analytics-period';
import type { ReactNode } from 'react';
import { PeriodSelector } from './period-selector.tsx';
import { type ReportState, useReport } from './use-report.ts';
import './analytics.css';

export function ReportStateView<T>({
  state,
  children,
}: {
  state: ReportState<T>;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <p className="analytics__loading" role="status">
        Carregando os dados do período...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="analytics__error" role="alert">
        {state.message}
      </p>
    );
  }
  return <>{children(state.data)}</>;
}

export function Report<T>({
  path,
  period,
  reloadKey,
  children,
}: {
  path: string;
  period: Period;
  reloadKey?: number;
  children: (data: T) => ReactNode;
}) {
  const state = useReport<T>(path, period, reloadKey);
  return <ReportStateView state={state}>{children}</ReportStateView>;
}

export function AnalyticsPage({
  title,
  period,
  onPeriod,
  nav,
  children,
}: {
  title: string;
  period: Period;
  onPeriod: (period: Period) => void;
  nav?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="analytics" aria-labelledby="analytics-title">
      <header className="analytics__head">
        <h1 id="analytics-title">{title}</h1>
        {nav}
        <PeriodSelector period={period} onChange={onPeriod} />
      </header>
      {children}
    </section>
  );
}

export function Kpis({ items }: { items: { label: string; value: string; hint?: string }[] }) {
  return (
    <dl className="analytics__kpis">
      {items.map((item) => (
        <div key={item.label} className="analytics__kpi">
          <dt>{item.label}</dt>
          <dd>
            {item.value}
            {item.hint && <small>{item.hint}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
