// The WhatsApp sandbox's pages: plain server-rendered HTML in Portuguese, clearly a test
// environment. The conversations list, and one conversation as a chat with its test controls.
import { formatDateTime } from '@funil/core/dates';
import { formatPhone } from '@funil/core/phone';
import { html } from 'hono/html';
import type { WhatsAppQueue } from '../../domain/whatsapp/queued-messages.ts';
import { type SandboxPage, sandboxPage, styleHash } from '../sandbox-page.ts';
import { type SandboxWhatsAppMessage, templateParameters } from './sandbox-provider.ts';

type Page = SandboxPage;

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; line-height: 1.5; }
  main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
  .banner { background: #fef3c7; border: 2px solid #b45309; padding: .75rem 1rem; border-radius: .5rem; margin: 0 0 1rem; }
  h1 { font-size: 1.5rem; margin: .5rem 0; }
  a { color: #1d4ed8; }
  ul.conversations { list-style: none; padding: 0; margin: 0; }
  ul.conversations li { background: #fff; border-radius: .5rem; margin: .5rem 0; }
  ul.conversations a { display: block; padding: .75rem 1rem; color: inherit; text-decoration: none; }
  ul.conversations a:hover { background: #f0fdf4; }
  .who { display: flex; flex-wrap: wrap; justify-content: space-between; gap: .25rem 1rem; }
  .name { font-weight: 600; }
  .muted { color: #52525b; font-size: .875rem; }
  .preview { margin: .25rem 0 0; overflow-wrap: anywhere; }
  ol.chat { list-style: none; padding: 0; margin: 1rem 0; display: flex; flex-direction: column; gap: .75rem; }
  ol.chat li { max-width: 85%; padding: .5rem .75rem; border-radius: .75rem; background: #fff; align-self: flex-start; box-shadow: 0 1px 1px rgb(0 0 0 / .08); }
  ol.chat li.ours { align-self: flex-end; background: #dcfce7; }
  .text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
  .template { font-size: .75rem; font-weight: 600; color: #166534; margin: 0 0 .25rem; overflow-wrap: anywhere; }
  .meta { display: flex; flex-wrap: wrap; gap: .25rem .75rem; align-items: center; margin-top: .25rem; }
  .status { font-weight: 600; font-size: .875rem; }
  .actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .5rem; }
  .actions form { margin: 0; }
  section.reply { background: #fff; border-radius: .5rem; padding: 1rem; }
  section.reply h2 { margin: 0 0 .75rem; font-size: 1.125rem; }
  label { display: block; font-weight: 600; }
  textarea, input { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; border: 1px solid #71717a; border-radius: .25rem; margin-top: .25rem; }
  button { padding: .5rem .75rem; font: inherit; font-weight: 600; border-radius: .25rem; border: 0; cursor: pointer; background: #15803d; color: #fff; }
  button.secondary { background: #fff; color: #166534; border: 1px solid #166534; font-size: .875rem; padding: .375rem .625rem; }
  .reply button { margin-top: .75rem; }
  .error { color: #b91c1c; font-weight: 600; }
  input + label { margin-top: .75rem; }
  button:focus-visible, textarea:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;

/** The one inline style of these pages, allowed by its hash in their Content-Security-Policy. */
export const SANDBOX_WHATSAPP_STYLE_HASH = styleHash(STYLE);

export const SANDBOX_BANNER = 'Ambiente de teste — nenhuma mensagem sai para o WhatsApp de verdade';

const STATUS_LABELS: Record<SandboxWhatsAppMessage['status'], string> = {
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  received: 'Recebida',
};

/** A reply as a person types it; WhatsApp's own limit for a text message. */
export const MAX_REPLY_LENGTH = 4096;

function layout(title: string, body: unknown): Page {
  return sandboxPage({
    title,
    style: STYLE,
    banner: html`<strong>${SANDBOX_BANNER}.</strong> As conversas abaixo simulam o WhatsApp dos leads.`,
    body,
  });
}

/** A conversation's page: addressed by one of its messages' ids, never by the lead's number. */
export const conversationPath = (messageId: string) => `/sandbox/whatsapp/${encodeURIComponent(messageId)}`;

/** What the lead reads: the text, or for a template the text the sender logged (else its parameters). */
function textOf(message: SandboxWhatsAppMessage): string {
  if (message.templateName === null) return message.body;
  return message.loggedText ?? templateParameters(message).join('\n');
}

function preview(message: SandboxWhatsAppMessage): string {
  if (message.templateName === null || message.loggedText) return textOf(message);
  const parameters = templateParameters(message);
  return `Modelo ${message.templateName}${parameters.length ? `: ${parameters.join(' · ')}` : ''}`;
}

const URL_IN_TEXT = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/;

/** The text with its web addresses as links, as WhatsApp shows them (escaped like any text). */
function withLinks(text: string) {
  return text
    .split(URL_IN_TEXT)
    .map((part, index) => (index % 2 === 1 ? html`<a href="${part}" rel="noreferrer">${part}</a>` : part));
}

export interface ConversationSummary {
  last: SandboxWhatsAppMessage;
  leadName: string | undefined;
}

/** What the list's "write first" form shows again after a refusal. */
export interface FirstMessageForm {
  error?: string;
  phone?: string;
  text?: string;
}

export function conversationsPage(
  conversations: ConversationSummary[],
  canAct: boolean,
  form: FirstMessageForm = {},
  queue: WhatsAppQueue = { total: 0, next: [] },
): Page {
  return layout(
    'WhatsApp de teste',
    html`<h1>WhatsApp de teste</h1>
    ${queueSection(queue)}
    ${
      conversations.length === 0
        ? html`<p>Nenhuma conversa ainda. Quando uma cadência enviar uma mensagem, ela aparece aqui.</p>`
        : html`<ul class="conversations" aria-label="Conversas">
          ${conversations.map(
            ({ last, leadName }) => html`<li>
              <a href="${conversationPath(last.id)}">
                <span class="who">
                  <span class="name">${leadName ?? 'Número sem lead'}</span>
                  <span class="muted">${formatPhone(last.phone)}</span>
                </span>
                <p class="preview">${last.direction === 'inbound' ? 'Lead: ' : 'Nós: '}${truncate(preview(last), 120)}</p>
                <span class="muted"><time datetime="${last.createdAt}">${formatDateTime(last.createdAt)}</time></span>
              </a>
            </li>`,
          )}
        </ul>`
    }
    ${canAct ? firstMessageForm(form) : ''}`,
  );
}

/** Messages the cadences will send, and when (at night they wait for the send hours). */
function queueSection(queue: WhatsAppQueue) {
  if (queue.total === 0) return '';
  const count = queue.total === 1 ? '1 mensagem na fila' : `${queue.total} mensagens na fila`;
  return html`<section aria-labelledby="fila">
    <h2 id="fila">${count}</h2>
    <p class="muted">Ainda não enviadas: saem no horário de envio, a partir do horário indicado.</p>
    <ul class="conversations" aria-label="Fila de envio">
      ${queue.next.map(
        (item) => html`<li><a>
          <span class="who">
            <span class="name">${item.leadName}</span>
            <span class="muted">${item.cadenceName} · passo ${item.step}</span>
          </span>
          <p class="preview">Sai em <time datetime="${item.sendAt}">${formatDateTime(item.sendAt)}</time></p>
        </a></li>`,
      )}
    </ul>
    ${queue.total > queue.next.length ? html`<p class="muted">Mostrando as ${queue.next.length} primeiras.</p>` : ''}
  </section>`;
}

/**
 * A lead who writes before we ever did: the number goes in the form's body, never in an address,
 * and the page that answers is the new conversation's.
 */
function firstMessageForm(form: FirstMessageForm) {
  return html`<section class="reply" aria-labelledby="escrever">
    <h2 id="escrever">Escrever como um lead</h2>
    <form method="post" action="/sandbox/whatsapp">
      <label for="first-phone">WhatsApp do lead</label>
      <input id="first-phone" name="phone" type="tel" autocomplete="off" required value="${form.phone ?? ''}" />
      <label for="first-text">Primeira mensagem do lead</label>
      <textarea id="first-text" name="text" rows="3" maxlength="${MAX_REPLY_LENGTH}" required
        aria-describedby="first-hint${form.error ? ' first-error' : ''}">${form.text ?? ''}</textarea>
      <p id="first-hint" class="muted">Chega ao servidor como a mensagem de alguém que escreve primeiro pelo WhatsApp.</p>
      ${form.error ? html`<p id="first-error" class="error" role="alert">${form.error}</p>` : ''}
      <button type="submit">Enviar como o lead</button>
    </form>
  </section>`;
}

export interface ConversationView {
  phone: string;
  /** The message id the page's forms post to (conversationPath). */
  address: string;
  leadName: string | undefined;
  messages: SandboxWhatsAppMessage[];
  /** Admins may reply and mark; viewers only read. */
  canAct: boolean;
  error?: string;
  draft?: string;
}

export function conversationPage(view: ConversationView): Page {
  const path = conversationPath(view.address);
  const title = view.leadName ?? formatPhone(view.phone);
  return layout(
    `Conversa com ${title}`,
    html`<p><a href="/sandbox/whatsapp">← Todas as conversas</a></p>
    <h1>${title}</h1>
    ${view.leadName ? html`<p class="muted">${formatPhone(view.phone)}</p>` : ''}
    ${
      view.messages.length === 0
        ? html`<p>Nenhuma mensagem com este número ainda.</p>`
        : html`<ol class="chat" aria-label="Mensagens">
          ${view.messages.map((message) => bubble(message, path, view.canAct))}
        </ol>`
    }
    ${
      view.canAct
        ? html`<section class="reply" aria-labelledby="responder">
          <h2 id="responder">Responder como o lead</h2>
          <form method="post" action="${path}/reply">
            <label for="reply-text">Mensagem do lead</label>
            <textarea id="reply-text" name="text" rows="3" maxlength="${MAX_REPLY_LENGTH}" required
              aria-describedby="reply-hint${view.error ? ' reply-error' : ''}">${view.draft ?? ''}</textarea>
            <p id="reply-hint" class="muted">Chega ao servidor como uma mensagem do lead pelo WhatsApp. Responda SAIR ou PARAR para testar o descadastro.</p>
            ${view.error ? html`<p id="reply-error" class="error" role="alert">${view.error}</p>` : ''}
            <button type="submit">Enviar como o lead</button>
          </form>
        </section>`
        : html`<p class="muted">Só administradores podem responder como o lead ou mudar o status das mensagens.</p>`
    }`,
  );
}

function bubble(message: SandboxWhatsAppMessage, path: string, canAct: boolean) {
  const ours = message.direction === 'outbound';
  const text = textOf(message);
  const action = (status: 'delivered' | 'read', label: string) =>
    html`<form method="post" action="${path}/messages/${message.id}/${status}">
      <button type="submit" class="secondary" aria-label="${label}: mensagem de ${formatDateTime(message.createdAt)}">${label}</button>
    </form>`;
  return html`<li class="${ours ? 'ours' : 'theirs'}" data-message-id="${message.id}">
    ${message.templateName === null ? '' : html`<p class="template">Modelo aprovado ${message.templateName}</p>`}
    ${text ? html`<p class="text">${withLinks(text)}</p>` : ''}
    <div class="meta">
      <span class="muted">${ours ? 'Nós' : 'Lead'} · <time datetime="${message.createdAt}">${formatDateTime(message.createdAt)}</time></span>
      ${ours ? html`<span class="status">${STATUS_LABELS[message.status]}</span>` : ''}
    </div>
    ${
      ours && canAct && message.status !== 'read'
        ? html`<div class="actions">
          ${message.status === 'sent' ? action('delivered', 'Marcar como entregue') : ''}
          ${action('read', 'Marcar como lida')}
        </div>`
        : ''
    }
  </li>`;
}

export function sandboxWhatsAppMessagePage(title: string, message: string, back?: string): Page {
  return layout(
    title,
    html`<h1>${title}</h1><p role="alert">${message}</p>
    <p><a href="${back ?? '/sandbox/whatsapp'}">Voltar</a></p>`,
  );
}

function truncate(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > max ? `${single.slice(0, max - 1)}…` : single;
}
