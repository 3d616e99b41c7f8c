// The settings health list: every setting a public page needs that is still empty, with what the
// pages hide or do differently without it (core/src/public-site.ts, answered by the server with the
// launch settings). Public pages never show a staff note: the warning lives here.
import type { MissingSetting } from '@funil/core/public-site';
import { Link } from 'react-router';
import { useAdminResource } from '../use-admin-resource.ts';
import '../../styles/admin-launch-settings.css';

/** The launch settings form's field for a setting ('contacts.teamWhatsapp' → #launch-contacts-teamWhatsapp). */
const fieldId = (key: string) => `launch-${key.replace('.', '-')}`;

/** On /admin/launch-settings, above the form. */
export function SettingsHealthList({ missing }: { missing: readonly MissingSetting[] }) {
  return (
    <section className="admin-card settings-health" aria-labelledby="settings-health-title">
      <h2 id="settings-health-title">O que falta para as páginas públicas</h2>
      {missing.length === 0 ? (
        <p>Tudo o que as páginas públicas usam está configurado.</p>
      ) : (
        <>
          <p>Enquanto estas configurações estiverem vazias, os visitantes não veem o que depende delas:</p>
          <ul className="settings-health__list">
            {missing.map((setting) => (
              <li key={setting.key}>
                <strong>{setting.label}</strong>: {setting.consequence}{' '}
                {setting.editable ? (
                  <a href={`#${fieldId(setting.key)}`}>Preencher</a>
                ) : (
                  <span className="admin-muted">Peça à equipe técnica.</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A short notice for the staff home, linking to the list; nothing when all is set (or unreadable). */
export function SettingsHealthNotice() {
  const current = useAdminResource('GET /launch-settings');
  const missing = current.data?.missing ?? [];
  if (missing.length === 0) return null;
  const count =
    missing.length === 1
      ? '1 configuração que as páginas públicas usam está vazia'
      : `${missing.length} configurações que as páginas públicas usam estão vazias`;
  return (
    <aside className="admin-card settings-health settings-health--notice" aria-label="Configurações faltando">
      <p>
        <strong>{count}</strong> ({missing.map((setting) => setting.label).join(', ')}).{' '}
        <Link to="/admin/launch-settings">Ver o que falta</Link>
      </p>
    </aside>
  );
}
