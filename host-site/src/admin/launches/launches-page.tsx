// /admin/lancamentos (issue 29): every launch with its state, the current one marked; admins create
// one from the template, duplicate, publish (it becomes what visitors see) and close. Viewers read.
import { LAUNCH_LIFECYCLE_LABELS, type LaunchDetail, type LaunchSummary } from '@funil/core/launches';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { adminRequest } from '../admin-api.ts';
import { formatDateTime } from '../admin-format.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { AdminOnly, useStaff } from '../staff-context.tsx';
import { useToast } from '../toast.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { LaunchConfirmDialog, type LaunchStep } from './launch-confirm-dialog.tsx';
import { LaunchNameDialog } from './launch-name-dialog.tsx';
import { canClose, canPublish, summaryOf, withPublished } from './launch-summary.ts';
import '../../styles/admin-ops.css';
import '../../styles/admin-launches.css';

type Dialog =
  | { kind: 'new' }
  | { kind: 'duplicate'; launch: LaunchSummary }
  | { kind: LaunchStep; launch: LaunchSummary };

export default function LaunchesPage() {
  const list = useAdminResource('GET /launches');
  const readOnly = useStaff().role !== 'admin';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const confirm = useToast();
  const close = () => setDialog(null);

  const added = (launch: LaunchDetail, text: string) => {
    list.update((data) => ({ launches: [summaryOf(launch), ...data.launches] }));
    close();
    confirm(text);
  };
  const changed = (launch: LaunchDetail, text: string) => {
    list.update((data) => ({
      launches: launch.isCurrent
        ? withPublished(data.launches, launch)
        : data.launches.map((row) => (row.id === launch.id ? summaryOf(launch) : row)),
    }));
    close();
    confirm(text);
  };

  return (
    <section className="admin-page" aria-labelledby="launches-title">
      <PageMeta
        title="Lançamentos · Funil Equipe"
        description="Os lançamentos: criar, duplicar, publicar e encerrar."
        noindex
      />
      <h1 id="launches-title">Lançamentos</h1>
      <p>
        Cada lançamento tem suas datas, preços, links e pixels, e seus próprios inscritos. Só um é o atual: é
        o que os visitantes veem nas páginas. Um novo lançamento começa como rascunho e só aparece para os
        visitantes quando é publicado.
      </p>
      <p className="admin-muted">
        Para mudar só o lançamento atual, use também{' '}
        <Link to="/admin/launch-settings">Configurações do lançamento</Link>.
      </p>
      <p>
        <Link to="/admin/lancamentos/comparar">Comparar lançamentos</Link>: leads, inscrições, vendas, receita
        e custo por lead de cada um, lado a lado.
      </p>
      {readOnly ? (
        <p className="admin-status" role="note">
          Você pode ver os lançamentos, mas só um administrador pode criá-los, publicá-los ou encerrá-los.
        </p>
      ) : (
        <p>
          <button type="button" className="admin-button" onClick={() => setDialog({ kind: 'new' })}>
            Novo lançamento
          </button>
        </p>
      )}
      <ResourceStatus resource={list} loadingText="Carregando lançamentos..." />
      {list.data && list.data.launches.length === 0 && (
        <p className="admin-empty">Nenhum lançamento ainda.</p>
      )}
      {list.data && list.data.launches.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table launches-table">
            <caption className="visually-hidden">Lançamentos</caption>
            <thead>
              <tr>
                <th scope="col">Lançamento</th>
                <th scope="col">Endereço</th>
                <th scope="col">Situação</th>
                <th scope="col">Call gratuita</th>
                <th scope="col">Última alteração</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.launches.map((launch) => (
                <LaunchRow
                  key={launch.id}
                  launch={launch}
                  readOnly={readOnly}
                  onAct={(kind) => setDialog({ kind, launch })}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog?.kind === 'new' && (
        <LaunchNameDialog
          title="Novo lançamento"
          intro="Começa como rascunho, com as datas, os preços e os textos do modelo (o lançamento IA na Prática)."
          submitLabel="Criar lançamento"
          send={async (body) => (await adminRequest('POST /launches', { body })).launch}
          onDone={(launch) => added(launch, `Lançamento ${launch.name} criado a partir do modelo.`)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'duplicate' && (
        <LaunchNameDialog
          title={`Duplicar ${dialog.launch.name}`}
          intro="A cópia começa como rascunho, com tudo o que este lançamento tem configurado, e sem inscritos."
          submitLabel="Duplicar"
          send={async (body) =>
            (await adminRequest('POST /launches/:id/duplicate', { params: { id: dialog.launch.id }, body }))
              .launch
          }
          onDone={(launch) => added(launch, `Cópia criada: ${launch.name}, em rascunho.`)}
          onCancel={close}
        />
      )}
      {(dialog?.kind === 'publish' || dialog?.kind === 'close') && (
        <LaunchConfirmDialog
          step={dialog.kind}
          launch={dialog.launch}
          send={async () => {
            const call = { params: { id: dialog.launch.id }, body: {} };
            const answer =
              dialog.kind === 'publish'
                ? await adminRequest('POST /launches/:id/publish', call)
                : await adminRequest('POST /launches/:id/close', call);
            return answer.launch;
          }}
          onDone={(launch) =>
            changed(
              launch,
              dialog.kind === 'publish'
                ? `${launch.name} publicado: agora é o que os visitantes veem.`
                : `${launch.name} encerrado.`,
            )
          }
          onCancel={close}
        />
      )}
    </section>
  );
}

function LaunchRow({
  launch,
  readOnly,
  onAct,
}: {
  launch: LaunchSummary;
  readOnly: boolean;
  onAct: (kind: 'duplicate' | LaunchStep) => void;
}) {
  const editable = !readOnly && launch.state !== 'closed';
  const hidden = <span className="visually-hidden"> {launch.name}</span>;
  return (
    <tr className={launch.isCurrent ? 'launches-table__current' : undefined}>
      <th scope="row">
        <Link to={`/admin/lancamentos/${launch.id}`}>{launch.name}</Link>
        {launch.isCurrent && <span className="launch-badge">Atual</span>}
      </th>
      <td>
        <code>{launch.slug}</code>
      </td>
      <td>
        <span className={`launch-state launch-state--${launch.state}`}>
          {LAUNCH_LIFECYCLE_LABELS[launch.state]}
        </span>
      </td>
      <td>{formatDateTime(launch.freeCallStartsAt)}</td>
      <td>{formatDateTime(launch.updatedAt)}</td>
      <td>
        <div className="admin-actions launches-table__actions">
          <Link className="admin-button admin-button--secondary" to={`/admin/lancamentos/${launch.id}`}>
            {editable ? 'Editar' : 'Ver'}
            {hidden}
          </Link>
          <AdminOnly>
            <button
              type="button"
              className="admin-button admin-button--secondary"
              onClick={() => onAct('duplicate')}
            >
              Duplicar{hidden}
            </button>
            {canPublish(launch) && (
              <button
                type="button"
                className="admin-button admin-button--secondary"
                onClick={() => onAct('publish')}
              >
                Publicar{hidden}
              </button>
            )}
            {canClose(launch) && (
              <button
                type="button"
                className="admin-button admin-button--secondary"
                onClick={() => onAct('close')}
              >
                Encerrar{hidden}
              </button>
            )}
          </AdminOnly>
        </div>
      </td>
    </tr>
  );
}
