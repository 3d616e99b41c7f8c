// The lead detail's WhatsApp log: every message in and out, its status and who sent it, with the
// way to the conversation view.
import { labelFor } from '@funil/core/labels';
import { WHATSAPP_DIRECTION_LABELS, WHATSAPP_MESSAGE_STATUS_LABELS } from '@funil/core/whatsapp-staff';
import { Link } from 'react-router';
import { formatDateTime } from '../admin-format.ts';
import { ResourceStatus } from '../resource-status.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { senderOf } from '../whatsapp/whatsapp-format.ts';

export function LeadWhatsAppLog({ leadId }: { leadId: string }) {
  const log = useAdminResource('GET /whatsapp/leads/:leadId/messages', { params: { leadId } });
  const messages = log.data?.messages ?? [];
  return (
    <div className="lead-whatsapp">
      <h3 className="lead-whatsapp__title">Mensagens de WhatsApp</h3>
      <ResourceStatus resource={log} loadingText="Carregando mensagens..." />
      {log.data && messages.length === 0 && (
        <p className="admin-muted">Nenhuma mensagem de WhatsApp trocada com este lead.</p>
      )}
      {messages.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Mensagens de WhatsApp</caption>
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Direção</th>
                <th scope="col">Mensagem</th>
                <th scope="col">Situação</th>
                <th scope="col">Enviada por</th>
              </tr>
            </thead>
            <tbody>
              {[...messages].reverse().map((message) => (
                <tr key={message.id}>
                  <td>{formatDateTime(message.sentAt ?? message.createdAt)}</td>
                  <td>{labelFor(WHATSAPP_DIRECTION_LABELS, message.direction)}</td>
                  <td className="lead-detail__breakable">{message.body}</td>
                  <td>{labelFor(WHATSAPP_MESSAGE_STATUS_LABELS, message.status)}</td>
                  <td className="lead-detail__breakable">{senderOf(message)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link to={`/admin/whatsapp/conversas/${encodeURIComponent(leadId)}`}>
          Abrir a conversa no WhatsApp
        </Link>
      </p>
    </div>
  );
}
