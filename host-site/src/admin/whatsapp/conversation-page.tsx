// /admin/whatsapp/conversas/:leadId: one lead's WhatsApp conversation as a chat, and the reply box.
// WhatsApp takes free text only within 24 h of the lead's last message; the server has the last word.

import { OPT_OUT_LABELS } from '@funil/core/labels';
import { formatPhone } from '@funil/core/phone';
import type { LeadConversation, WhatsAppLogMessage } from '@funil/core/whatsapp-staff';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminRequest, errorMessage } from '../admin-api.ts';
import { formatDateTime } from '../admin-format.ts';
import { OptOutBadge } from '../opt-out.tsx';
import { ResourceStatus } from '../resource-status.tsx';
import { AdminOnly } from '../staff-context.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { ChatMessage } from './chat-message.tsx';
import './whatsapp.css';

export default function ConversationPage() {
  const { leadId = '' } = useParams();
  const conversation = useAdminResource('GET /whatsapp/leads/:leadId/messages', { params: { leadId } });
  const name = conversation.data?.lead.name || 'Lead';

  useEffect(() => {
    document.title = `Conversa com ${name} · WhatsApp · Funil`;
  }, [name]);

  const added = (message: WhatsAppLogMessage) =>
    conversation.update((data) => ({ ...data, messages: [...data.messages, message] }));

  return (
    <div className="admin-page whatsapp-page">
      <p>
        <Link to={`/admin/leads/${encodeURIComponent(leadId)}`}>← Voltar para o lead</Link>
      </p>
      <h1>Conversa com {name}</h1>
      {conversation.data?.lead.optedOut && (
        <p>
          <OptOutBadge optedOut />
        </p>
      )}
      <ResourceStatus resource={conversation} loadingText="Carregando conversa..." />
      {conversation.data && (
        <div className="admin-card conversation">
          <div className="conversation__head">
            <p className="conversation__who">
              {formatPhone(conversation.data.lead.phone)} · <WindowNote lead={conversation.data.lead} />
            </p>
            <button
              type="button"
              className="admin-button admin-button--secondary"
              disabled={conversation.loading}
              onClick={conversation.reload}
            >
              {conversation.loading ? 'Atualizando...' : 'Atualizar conversa'}
            </button>
          </div>
          {conversation.data.messages.length === 0 ? (
            <p className="admin-muted">Nenhuma mensagem trocada com este lead.</p>
          ) : (
            <ol className="conversation__messages" aria-label="Mensagens">
              {conversation.data.messages.map((message) => (
                <ChatMessage key={message.id} message={message} />
              ))}
            </ol>
          )}
          <AdminOnly>
            <ReplyBox leadId={leadId} lead={conversation.data.lead} onSent={added} />
          </AdminOnly>
        </div>
      )}
    </div>
  );
}

/** Why staff can or cannot type free text now. */
function WindowNote({ lead }: { lead: LeadConversation['lead'] }) {
  if (lead.optedOut) return <strong id="reply-closed">{OPT_OUT_LABELS.reason}</strong>;
  if (!lead.hasConsent) return <strong>Sem autorização para WhatsApp</strong>;
  if (lead.windowOpenUntil) return <>Janela de 24 h aberta até {formatDateTime(lead.windowOpenUntil)}</>;
  return <>Janela de 24 h fechada: só modelos aprovados podem ser enviados</>;
}

function ReplyBox({
  leadId,
  lead,
  onSent,
}: {
  leadId: string;
  lead: LeadConversation['lead'];
  onSent: (message: WhatsAppLogMessage) => void;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const closed = lead.optedOut || !lead.hasConsent || lead.windowOpenUntil === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(undefined);
    try {
      const answer = await adminRequest('POST /whatsapp/leads/:leadId/replies', {
        params: { leadId },
        body: { text },
      });
      onSent(answer.message);
      setText('');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="admin-form conversation__reply" onSubmit={(event) => void submit(event)} noValidate>
      <div className="admin-field">
        <label htmlFor="reply-text">Responder pelo WhatsApp</label>
        <textarea
          id="reply-text"
          rows={3}
          maxLength={1000}
          value={text}
          disabled={closed}
          aria-describedby={failure ? 'reply-error' : lead.optedOut ? 'reply-closed' : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </div>
      <div className="admin-actions">
        <button
          type="submit"
          className="admin-button"
          disabled={closed || sending || text.trim() === ''}
          aria-describedby={lead.optedOut ? 'reply-closed' : undefined}
        >
          {sending ? 'Enviando...' : 'Enviar resposta'}
        </button>
        {failure && (
          <p id="reply-error" className="admin-error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}
