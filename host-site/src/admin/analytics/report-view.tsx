// The frame every dashboard shares: title, launch and period selectors, and its report's loading,
// error and ready states. The reports wait for the launches list, so they ask once, for the chosen launch.
import type { AnalyticsReportName, AnalyticsReports } from '@funil/core/admin-api';
import type { Period } from '@funil/core/analytics-period';
import type { ReactNode } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { keepTogether } from '../admin-format.ts';
import { launchDays, scopedTitle } from '../launch-scope/launch-scope.ts';
import { LaunchScopeName, LaunchSelector } from '../launch-scope/launch-selector.tsx';
import { useLaunchScope } from '../launch-scope/use-launch-scope.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { type AdminResource, useAdminResource } from '../use-admin-resource.ts';
import { PeriodSelector } from './period-selector.tsx';
import { periodQuery } from './use-period.ts';
import './analytics.css';

/** One analytics report for a period, typed by its name in the admin API contract. */
export function useReport<Name extends AnalyticsReportName>(
  name: Name,
  period: Period,
): AdminResource<AnalyticsReports[Name]> {
  const route: `GET /analytics/${AnalyticsReportName}` = `GET /analytics/${name}`;
  // The contract maps `GET /analytics/${name}` to AnalyticsReports[name]; TypeScript cannot follow a
  // generic name through the template, so it is said once here.
  return useAdminResource(route, { query: periodQuery(period) }) as unknown as AdminResource<
    AnalyticsReports[Name]
  >;
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

export function Report<Name extends AnalyticsReportName>({
  path,
  period,
  children,
}: {
  path: Name;
  period: Period;
  children: (data: AnalyticsReports[Name]) => ReactNode;
}) {
  return <ReportView resource={useReport(path, period)}>{children}</ReportView>;
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
  const scope = useLaunchScope();
  return (
    <section className="admin-page" aria-labelledby="analytics-title">
      <PageMeta
        title={scopedTitle(title, scope.launch)}
        description="Os números da equipe, por lançamento e período."
        noindex
      />
      <header className="analytics__head">
        <div className="launch-scope__title">
          <h1 id="analytics-title">{title}</h1>
          <LaunchScopeName scope={scope} />
        </div>
        {nav}
        <div className="analytics__choices">
          <LaunchSelector scope={scope} />
          <PeriodSelector
            period={period}
            onChange={onPeriod}
            launchRange={scope.launch && launchDays(scope.launch, new Date())}
          />
        </div>
      </header>
      {scope.ready && children}
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
