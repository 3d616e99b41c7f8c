// The frame every dashboard shares: title, period selector, and its report's loading, error and ready states.
import type { Period } from '@funil/core/analytics-period';
import type { ReactNode } from 'react';
import { keepTogether } from '../admin-format.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { type AdminResource, useAdminResource } from '../use-admin-resource.ts';
import { PeriodSelector } from './period-selector.tsx';
import { periodQuery } from './use-period.ts';
import './analytics.css';

/** One analytics report for a period; a newer period cancels the request still under way. */
export function useReport<T>(path: string, period: Period): AdminResource<T> {
  return useAdminResource<T>(`/analytics/${path}?${periodQuery(period)}`);
}

export function ReportView<T>({
  resource,
  children,
}: {
  resource: AdminResource<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <ResourceStatus resource={resource} loadingText="Carregando os dados do período..." />
      {resource.data !== undefined && (
        <div className="analytics__report" aria-busy={resource.loading}>
          {children(resource.data)}
        </div>
      )}
    </>
  );
}

export function Report<T>({
  path,
  period,
  children,
}: {
  path: string;
  period: Period;
  children: (data: T) => ReactNode;
}) {
  return <ReportView resource={useReport<T>(path, period)}>{children}</ReportView>;
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
    <section className="admin-page" aria-labelledby="analytics-title">
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
    <dl className="admin-kpis">
      {items.map((item) => (
        <div key={item.label} className="admin-kpi analytics__kpi">
          <dt className="admin-kpi__label">{item.label}</dt>
          <dd className="admin-kpi__value">
            {keepTogether(item.value)}
            {item.hint && <small>{item.hint}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
