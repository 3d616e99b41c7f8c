// /admin/webhooks-de-saida (admins only): the producer's own systems hear what happens here through
// signed webhooks (issue 31). Endpoints with their state, a form to add one (its secret shown once),
// deletion, and each endpoint's deliveries with a test event and resends.
import type { AdminWebhookEndpoint, WebhookEndpointCreated } from '@funil/core/webhook-admin';
import { useState } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { adminRequest } from '../admin-api.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { useToast } from '../toast.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { NewWebhookForm } from './new-webhook-form.tsx';
import { WebhookDeleteDialog } from './webhook-delete-dialog.tsx';
import { WebhookEndpointCard } from './webhook-endpoint-card.tsx';
import { WebhookSecretPanel } from './webhook-secret-panel.tsx';
import '../../styles/admin-ops.css';
import './webhooks.css';

export default function WebhooksPage() {
  const resource = useAdminResource('GET /webhooks');
  const { data, reload } = resource;
  const [created, setCreated] = useState<(WebhookEndpointCreated & { url: string }) | null>(null);
  const [deleting, setDeleting] = useState<AdminWebhookEndpoint | null>(null);
  const confirm = useToast();

  const remove = async (endpoint: AdminWebhookEndpoint) => {
    await adminRequest('DELETE /webhooks/:id', { params: { id: endpoint.id }, body: {} });
    setDeleting(null);
    if (created?.id === endpoint.id) setCreated(null);
    confirm('Endpoint excluído: ele não recebe mais eventos.');
    reload();
  };

  return (
    <section className="admin-page webhook-page" aria-labelledby="webhooks-title">
      <PageMeta
        title="Webhooks de saída · Funil Equipe"
        description="Endereços dos seus sistemas que recebem os eventos do Funil."
        noindex
      />
      <h1 id="webhooks-title">Webhooks de saída</h1>
      <p>
        Cada endpoint é um endereço dos seus sistemas (CRM, planilha, automação) que recebe os eventos
        escolhidos assim que acontecem, assinados com um segredo só dele. Quando o endereço não responde, o
        Funil tenta de novo por alguns dias.
      </p>
      {created && (
        <WebhookSecretPanel url={created.url} secret={created.secret} onClose={() => setCreated(null)} />
      )}
      <NewWebhookForm
        onCreated={(endpoint) => {
          setCreated(endpoint);
          confirm('Endpoint cadastrado.');
          reload();
        }}
      />
      <ResourceStatus resource={resource} loadingText="Carregando endpoints..." />
      {data !== undefined &&
        (data.endpoints.length === 0 ? (
          <p className="admin-empty">Nenhum endpoint cadastrado ainda.</p>
        ) : (
          <ul className="webhook-list" aria-label="Endpoints cadastrados">
            {data.endpoints.map((endpoint) => (
              <WebhookEndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                onDelete={() => setDeleting(endpoint)}
                onQueued={reload}
              />
            ))}
          </ul>
        ))}
      {deleting && (
        <WebhookDeleteDialog
          url={deleting.url}
          send={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
