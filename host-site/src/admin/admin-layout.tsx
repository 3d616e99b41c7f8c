// The staff area's frame: navigation between the screens, no lead modal, popup or tracker.
import { NavLink, Outlet } from 'react-router';

const SCREENS = [
  { to: '/admin/dashboard', label: 'Leads' },
  { to: '/admin/hot-leads', label: 'Leads quentes' },
  { to: '/admin/dashboard-v2', label: 'Funil' },
  { to: '/admin/dashboard-integrado', label: 'Painel integrado' },
  { to: '/admin/launch-results', label: 'Resultados' },
  { to: '/admin/qualification', label: 'Qualificação' },
  { to: '/admin/customer-success', label: 'Sucesso do cliente' },
  { to: '/admin/debriefing', label: 'Debriefing' },
  { to: '/admin/partners', label: 'Parceiros' },
  { to: '/admin/privacy', label: 'LGPD' },
] as const;

export function AdminLayout() {
  return (
    <div className="admin">
      <header className="admin__header">
        <strong className="admin__brand">Funil · Equipe</strong>
        <nav aria-label="Áreas da equipe">
          <ul className="admin__nav">
            {SCREENS.map((screen) => (
              <li key={screen.to}>
                <NavLink to={screen.to}>{screen.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="admin__main">
        <Outlet />
      </main>
    </div>
  );
}
