// /admin/dashboard: the period's KPIs and the leads table.
import { useEffect } from 'react';
import { SettingsHealthNotice } from '../launch-settings/settings-health.tsx';
import { LeadKpisSection } from './lead-kpis.tsx';
import { LeadsTable } from './leads-table.tsx';
import './leads.css';

export default function DashboardPage() {
  useEffect(() => {
    document.title = 'Leads · Funil';
  }, []);
  return (
    <div className="admin-page">
      <h1>Leads</h1>
      <SettingsHealthNotice />
      <LeadKpisSection />
      <LeadsTable />
    </div>
  );
}
