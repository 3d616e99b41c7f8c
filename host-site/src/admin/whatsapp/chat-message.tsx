// One message of a conversation as a chat bubble: the lead's on the left, ours on the right, with
// the time in São Paulo, its status and who sent it.

import { labelFor } from '@funil/core/labels';
import type { WhatsAppLogMessage } from '@funil/core/whatsapp-staff';
import { WHATSAPP_MESSAGE_STATUS_LABELS } from '@funil/core/whatsapp-staff';
import { formatDateTime } from '../admin-format.ts';
import { senderOf } from './whatsapp-format.ts';

export function ChatMessage({ message }: { message: WhatsAppLogMessage }) {
  const side = message.direction === 'inbound' ? 'inbound' : 'outbound';
  return (
    <li className={`chat-row chat-row--${side}`}>
      <div className={`chat-bubble chat-bubble--${side}`}>
        <p className="chat-bubble__text">{message.body || '(mensagem sem texto)'}</p>
        <p className="chat-bubble__meta">
          {senderOf(message)} · {formatDateTime(message.sentAt ?? message.createdAt)} ·{' '}
          <span className={`message-status message-status--${message.status}`}>
            {labelFor(WHATSAPP_MESSAGE_STATUS_LABELS, message.status)}
          </span>
          {message.templateName ? ` · modelo ${message.templateName}` : ''}
        </p>
        {message.error && <p className="chat-bubble__error">{message.error}</p>}
      </div>
    </li>
  );
}
