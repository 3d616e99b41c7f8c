// /admin/lancamentos/:id (issue 29): one launch's name, address and settings (the launch settings
// form), what its pages still miss, a preview only staff see, publishing, and its history.
import type { AdminResponse } from '@funil/core/admin-api';
import { LAUNCH_LIFECYCLE_LABELS, type LaunchDetail, type LaunchIdentity } from '@funil/core/launches';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { PREVIEW_PARAM } from '../../lib/launch-preview.ts';
import { adminRequest } from '../admin-api.ts';
import { formatDateTime } from '../admin-format.ts';
import { LaunchSettingsForm } from '../launch-settings/launch-settings-form.tsx';
import { SettingsHealthList } from '../launch-settings/settings-health.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { useStaff } from '../staff-context.tsx';
import { useToast } from '../toast.tsx';
import { type AdminResource, useAdminResource } from '../use-admin-resource.ts';
import { LaunchAuditList } from './launch-audit-list.tsx';
import { LaunchConfirmDialog } from './launch-confirm-dialog.tsx';
import { LaunchIdentityFields } from './launch-identity-fields.tsx';
import { LaunchPricingSection } from './launch-pricing-section.tsx';
import { LaunchProductFields } from './launch-product-fields.tsx';
import { saveLaunch } from './launch-save.ts';
import { canPublish } from './launch-summary.ts';
import { LaunchTicketsSection } from './launch-tickets-section.tsx';
import '../../styles/admin-ops.css';
import '../../styles/admin-launch-settings.css';
import '../../styles/admin-launches.css';

type Detail = AdminResponse<'GET /launches/:id'>;

export default function LaunchEditorPage() {
  const { id = '' } = useParams();
  const detail = useAdminResource('GET /launches/:id', { params: { id } });
  const name = detail.data?.launch.name;

  return (
    <section className="admin-page launch-editor" aria-labelledby="launch-editor-title">
      <PageMeta
        title={`${name ?? 'Lançamento'} · Funil Equipe`}
        description="Nome, endereço, datas, preços, links e pixels de um lançamento."
        noindex
      />
      <p>
        <Link to="/admin/lancamentos">← Todos os lançamentos</Link>
      </p>
      {detail.data === undefined && <h1 id="launch-editor-title">Lançamento</h1>}
      <ResourceStatus resource={detail} loadingText="Carregando lançamento..." />
      {detail.data !== undefined && (
        <LaunchEditor key={detail.data.launch.id} detail={detail} data={detail.data} />
      )}
    </section>
  );
}

function LaunchEditor({ detail, data }: { detail: AdminResource<Detail>; data: Detail }) {
  const { launch } = data;
  const isAdmin = useStaff().role === 'admin';
  const closed = launch.state === 'closed';
  const readOnly = !isAdmin || closed;
  const [identity, setIdentity] = useState<LaunchIdentity>({ name: launch.name, slug: launch.slug });
  const [publishing, setPublishing] = useState(false);
  const confirm = useToast();
  const preview = (path: string) => `${path}?${PREVIEW_PARAM}=${encodeURIComponent(launch.id)}`;

  const saved = (next: LaunchDetail) => {
    detail.update((current) => ({ ...current, launch: next }));
    setIdentity({ name: next.name, slug: next.slug });
  };

  return (
    <>
      <header className="launch-editor__header">
        <h1 id="launch-editor-title">{launch.name}</h1>
        <p className="launch-editor__facts">
          {launch.isCurrent && <span className="launch-badge">Atual</span>}
          <span className={`launch-state launch-state--${launch.state}`}>
            {LAUNCH_LIFECYCLE_LABELS[launch.state]}
          </span>
          <span className="admin-muted">Última alteração em {formatDateTime(launch.updatedAt)}</span>
        </p>
      </header>
      {!isAdmin && (
        <p className="admin-status" role="note">
          Você pode ver este lançamento, mas só um administrador pode alterá-lo.
        </p>
      )}
      {isAdmin && closed && (
        <p className="admin-status" role="note">
          Este lançamento foi encerrado: dá para ver como ele ficou, mas não alterá-lo.
        </p>
      )}
      <section className="admin-card launch-preview" aria-labelledby="launch-preview-title">
        <h2 id="launch-preview-title">Ver como os visitantes veriam</h2>
        <p>
          {launch.isCurrent
            ? 'Este é o lançamento atual: é o que os visitantes veem agora. Uma alteração salva aparece nas páginas em até um minuto.'
            : 'Os visitantes não veem este lançamento até ele ser publicado. A pré-visualização mostra as páginas com a última versão salva, só para a equipe.'}
        </p>
        <div className="admin-actions">
          <a
            className="admin-button admin-button--secondary"
            href={preview('/')}
            target="_blank"
            rel="noopener"
          >
            Pré-visualizar
          </a>
          <a href={preview('/ianapratica')} target="_blank" rel="noopener">
            Página do programa
          </a>
          {isAdmin && canPublish(launch) && (
            <button type="button" className="admin-button" onClick={() => setPublishing(true)}>
              Publicar
            </button>
          )}
        </div>
      </section>
      <SettingsHealthList missing={data.missing} />
      <LaunchSettingsForm
        settings={launch.settings}
        readOnly={readOnly}
        ads
        submitLabel="Salvar lançamento"
        savedText={
          launch.isCurrent
            ? 'Lançamento salvo. As páginas e os novos checkouts já usam os novos valores.'
            : 'Lançamento salvo. Os visitantes só o veem depois de publicado.'
        }
        leading={(errors) => (
          <LaunchIdentityFields
            identity={identity}
            errors={errors}
            disabled={readOnly}
            onChange={setIdentity}
          />
        )}
        save={async (settings) => {
          const next = await saveLaunch(launch.id, identity, settings);
          saved(next);
          return next.settings;
        }}
        extra={(fields) => <LaunchProductFields {...fields} />}
        // The history and the health list are the server's: read again.
        onSaved={detail.reload}
      />
      <LaunchTicketsSection launchId={launch.id} readOnly={readOnly} />
      <LaunchPricingSection launchId={launch.id} readOnly={readOnly} />
      <LaunchAuditList audit={data.audit} />
      {publishing && (
        <LaunchConfirmDialog
          step="publish"
          launch={launch}
          send={async () =>
            (await adminRequest('POST /launches/:id/publish', { params: { id: launch.id }, body: {} })).launch
          }
          onDone={(next) => {
            saved(next);
            setPublishing(false);
            detail.reload();
            confirm(`${next.name} publicado: agora é o que os visitantes veem.`);
          }}
          onCancel={() => setPublishing(false)}
        />
      )}
    </>
  );
}
