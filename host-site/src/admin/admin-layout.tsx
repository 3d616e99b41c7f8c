// The staff area's frame: the session guard (no session → login, back here afterwards), the staff
// member and 'Sair', navigation between the screens (the reports' links keep the chosen launch,
// ?lancamento=). No lead modal, popup or tracker here.
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { setNoIndex } from '../components/page-meta.tsx';
import { ApiError, errorMessage } from './admin-api.ts';
import { AdminProviders } from './admin-query-provider.tsx';
import { LAUNCH_PARAM, searchWithLaunch } from './launch-scope/launch-scope.ts';
import { StaffContext } from './staff-context.tsx';
import { fetchStaff, logOut, ROLE_LABELS, type Staff } from './staff-session.ts';
import '../styles/admin.css';

const SCREENS = [
  { to: '/admin/dashboard', label: 'Leads', adminOnly: false, scoped: true },
  { to: '/admin/hot-leads', label: 'Leads quentes', adminOnly: false, scoped: true },
  { to: '/admin/dashboard-v2', label: 'Funil', adminOnly: false, scoped: true },
  { to: '/admin/dashboard-integrado', label: 'Painel integrado', adminOnly: false, scoped: true },
  { to: '/admin/launch-results', label: 'Resultados', adminOnly: false, scoped: true },
  { to: '/admin/qualification', label: 'Qualificação', adminOnly: false, scoped: true },
  { to: '/admin/customer-success', label: 'Sucesso do cliente', adminOnly: false },
  { to: '/admin/debriefing', label: 'Debriefing', adminOnly: false, scoped: true },
  { to: '/admin/partners', label: 'Parceiros', adminOnly: true },
  { to: '/admin/cadencias', label: 'Cadências WhatsApp', adminOnly: false },
  { to: '/admin/lancamentos', label: 'Lançamentos', adminOnly: false },
  { to: '/admin/privacy', label: 'LGPD', adminOnly: true },
  { to: '/admin/webhooks', label: 'Webhooks de pagamento', adminOnly: true },
  { to: '/admin/webhooks-de-saida', label: 'Webhooks de saída', adminOnly: true },
] as const;

/** Whether a screen's figures are one launch's, so its link keeps the launch chosen on another. */
const isScoped = (screen: (typeof SCREENS)[number]) => 'scoped' in screen && screen.scoped;

type SessionState =
  | { status: 'checking' }
  | { status: 'ready'; staff: Staff }
  | { status: 'failed'; message: string };

export function AdminLayout() {
  const { pathname, search } = useLocation();
  const launchSlug = new URLSearchParams(search).get(LAUNCH_PARAM);
  const navigate = useNavigate();
  const [session, setSession] = useState<SessionState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [logoutError, setLogoutError] = useState<string>();

  // After the screens' own effects, so no page title or meta of theirs lets the staff area be indexed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every route change on purpose.
  useEffect(() => setNoIndex(), [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per visit (and per retry); admin calls catch expiry later.
  useEffect(() => {
    const controller = new AbortController();
    fetchStaff(controller.signal).then(
      (staff) => setSession({ status: 'ready', staff }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // adminRequest already sends the browser to the login, with this page as ?next=.
        if (error instanceof ApiError && error.status === 401) return;
        setSession({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (session.status === 'checking') return <p className="page-loading">Carregando...</p>;
  if (session.status === 'failed') {
    return (
      <main className="admin__main">
        <p className="admin-error" role="alert">
          {session.message}
        </p>
        <button type="button" className="admin-button" onClick={() => setAttempt((n) => n + 1)}>
          Tentar de novo
        </button>
      </main>
    );
  }

  const { staff } = session;
  const leave = async () => {
    setLogoutError(undefined);
    try {
      await logOut();
      navigate('/admin/login', { replace: true });
    } catch (error) {
      setLogoutError(error instanceof ApiError ? error.message : 'Não foi possível sair. Tente de novo.');
    }
  };

  return (
    <StaffContext.Provider value={staff}>
      <AdminProviders>
        <div className="admin">
          <header className="admin__header">
            <strong className="admin__brand">Funil · Equipe</strong>
            <nav aria-label="Áreas da equipe">
              <ul className="admin__nav">
                {SCREENS.filter((screen) => !screen.adminOnly || staff.role === 'admin').map((screen) => (
                  <li key={screen.to}>
                    <NavLink
                      to={
                        isScoped(screen) && launchSlug !== null
                          ? { pathname: screen.to, search: searchWithLaunch('', launchSlug) }
                          : screen.to
                      }
                    >
                      {screen.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="admin__staff">
              <span>
                <span className="admin__staff-name">{staff.name}</span>{' '}
                <span className="admin__staff-role">{ROLE_LABELS[staff.role]}</span>
              </span>
              <button type="button" className="admin-button admin-button--secondary" onClick={leave}>
                Sair
              </button>
            </div>
            {logoutError && (
              <p className="admin-error" role="alert">
                {logoutError}
              </p>
            )}
          </header>
          <main className="admin__main">
            <Outlet />
          </main>
        </div>
      </AdminProviders>
    </StaffContext.Provider>
  );
}
