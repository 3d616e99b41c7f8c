// The integrated dashboard: one screen for /admin/dashboard-integrado, /behavior, /opportunities and
// /predictions, one tab per route, so the address always says which tab is open.
import { NavLink, useLocation } from 'react-router';
import { BehaviourTab } from './behaviour-tab.tsx';
import { OpportunitiesTab } from './opportunities-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { PredictionsTab } from './predictions-tab.tsx';
import { AnalyticsPage } from './report-view.tsx';
import { usePeriod } from './use-period.ts';

export const INTEGRATED_TABS = [
  { path: '/admin/dashboard-integrado', label: 'Visão geral', Tab: OverviewTab },
  { path: '/behavior', label: 'Comportamento', Tab: BehaviourTab },
  { path: '/opportunities', label: 'Oportunidades', Tab: OpportunitiesTab },
  { path: '/predictions', label: 'Previsões', Tab: PredictionsTab },
] as const;

export default function IntegratedPage() {
  const [period, setPeriod] = usePeriod();
  const { pathname, search } = useLocation();
  const current = INTEGRATED_TABS.find((tab) => pathname.startsWith(tab.path)) ?? INTEGRATED_TABS[0];
  const { Tab } = current;
  return (
    <AnalyticsPage
      title={`Painel integrado — ${current.label}`}
      period={period}
      onPeriod={setPeriod}
      nav={
        <nav aria-label="Abas do painel integrado">
          <ul className="analytics__tabs">
            {INTEGRATED_TABS.map((tab) => (
              <li key={tab.path}>
                {/* The period travels with the tab. */}
                <NavLink to={{ pathname: tab.path, search }}>{tab.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <Tab period={period} />
    </AnalyticsPage>
  );
}
