// /admin/dashboard: the chosen launch's KPIs for a period, and its leads' table.
import { PageMeta } from '../../components/page-meta.tsx';
import { scopedTitle } from '../launch-scope/launch-scope.ts';
import { LaunchScopeName, LaunchSelector } from '../launch-scope/launch-selector.tsx';
import { useLaunchScope } from '../launch-scope/use-launch-scope.ts';
import { SettingsHealthNotice } from '../launch-settings/settings-health.tsx';
import { LeadKpisSection } from './lead-kpis.tsx';
import { LeadsTable } from './leads-table.tsx';
import './leads.css';

export default function DashboardPage() {
  const scope = useLaunchScope();
  return (
    <div className="admin-page">
      <PageMeta
        title={scopedTitle('Leads', scope.launch)}
        description="Os leads e os números do período."
        noindex
      />
      <div className="launch-scope__title">
        <h1>Leads</h1>
        <LaunchScopeName scope={scope} />
      </div>
      <LaunchSelector scope={scope} />
      <SettingsHealthNotice />
      {scope.ready && <LeadKpisSection launch={scope.launch?.id} />}
      {scope.ready && <LeadsTable launch={scope.launch?.id} />}
    </div>
  );
}
