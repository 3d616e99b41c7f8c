import { PageMeta } from '../../components/page-meta.tsx';
import { formatDateTime } from '../admin-format.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { useStaff } from '../staff-context.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { LaunchSettingsAudit } from './launch-settings-audit.tsx';
import { LaunchSettingsForm } from './launch-settings-form.tsx';
import { SettingsHealthList } from './settings-health.tsx';
import '../../styles/admin-ops.css';
import '../../styles/admin-launch-settings.css';

export default function LaunchSettingsPage() {
  const readOnly = useStaff().role !== 'admin';
  const current = useAdminResource('GET /launch-settings');
  const audit = useAdminResource('GET /launch-settings/audit');

  return (
    <section className="admin-page" aria-labelledby="launch-settings-title">
      <PageMeta
        title="Configurações do lançamento · Funil Equipe"
        description="Datas, preços, links, pixels e textos do lançamento."
        noindex
      />
      <h1 id="launch-settings-title">Configurações do lançamento</h1>
      <p>
        Datas, preços, links, pixels e textos que as páginas, os checkouts e os convites de agenda usam. Uma
        alteração salva vale em até um minuto, sem reiniciar nada; preços valem para os próximos checkouts.
      </p>
      {readOnly && (
        <p className="admin-status" role="note">
          Você pode ver as configurações, mas só um administrador pode alterá-las.
        </p>
      )}
      <ResourceStatus resource={current} loadingText="Carregando configurações..." />
      {current.data !== undefined && (
        <>
          <SettingsHealthList missing={current.data.missing} />
          <p>
            {current.data.updatedAt
              ? `Última alteração em ${formatDateTime(current.data.updatedAt)}.`
              : 'Ainda com os valores iniciais do lançamento.'}
          </p>
          <LaunchSettingsForm
            settings={current.data.settings}
            readOnly={readOnly}
            onSaved={() => {
              current.reload();
              audit.reload();
            }}
          />
        </>
      )}
      <ResourceStatus resource={audit} loadingText="Carregando histórico..." />
      {audit.data !== undefined && <LaunchSettingsAudit changes={audit.data.changes} />}
    </section>
  );
}
