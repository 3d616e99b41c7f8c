// The embedded default: a local WhatsApp that sends nothing out. It records every message (in the
// database, so every process sees the same conversations) and delivers the webhooks Meta would,
// signed with the app secret, to the app's own webhook route: the message log moves as in production.
import { randomBytes } from 'node:crypto';
import {
  type SentWhatsAppMessage,
  type WhatsAppProvider,
  WhatsAppProviderError,
} from '../../domain/ports/whatsapp.ts';
import { inboundWebhook, type SignedWebhook, statusWebhook } from './sandbox-webhooks.ts';

export type SandboxMessageStatus = 'sent' | 'delivered' | 'read' | 'received';

export interface SandboxWhatsAppMessage {
  /** 'wamid.…': answered for our messages, made up for the lead's. */
  id: string;
  /** The lead's number, digits with the country code. */
  phone: string;
  direction: 'outbound' | 'inbound';
  /** The text; for a template, its parameters as a JSON array (templateParameters reads them). */
  body: string;
  templateName: string | null;
  /** Outbound: sent, delivered, read. Inbound: received. */
  status: SandboxMessageStatus;
  createdAt: string;
  updatedAt: string;
  /**
   * The text the sender logged for this message (whatsapp_messages.body), when it did: for a
   * template, what the lead would read, where the sandbox itself only has the parameters.
   */
  loggedText?: string;
}

/** Where the sandbox keeps its messages: the database (storage/sandbox-whatsapp-repository.ts) or memory. */
export interface SandboxWhatsAppStore {
  insertMessage(message: SandboxWhatsAppMessage): Promise<void>;
  findMessage(id: string): Promise<SandboxWhatsAppMessage | undefined>;
  /** Moves an outbound message from one of `from` to `to` in one step; false when it was not in `from`. */
  moveStatus(
    id: string,
    from: SandboxMessageStatus[],
    to: SandboxMessageStatus,
    at: string,
  ): Promise<boolean>;
  /** When this number last wrote to us (ISO), if ever. */
  lastInboundAt(phone: string): Promise<string | undefined>;
  /** The newest message of each number, newest conversation first. */
  latestPerPhone(limit: number): Promise<SandboxWhatsAppMessage[]>;
  /** One number's messages, oldest first (the last `limit`). */
  conversation(phone: string, limit: number): Promise<SandboxWhatsAppMessage[]>;
}

/** Delivers one signed webhook to the app's /api/whatsapp/webhook; answers the HTTP status. */
export type WebhookDeliverer = (webhook: SignedWebhook) => Promise<number>;

export interface SandboxWhatsAppProvider extends WhatsAppProvider {
  readonly name: 'sandbox';
  /** Where its webhooks go (app.ts: the app itself). Until then, none is delivered. */
  deliverWebhooksTo(deliver: WebhookDeliverer): void;
  findMessage(id: string): Promise<SandboxWhatsAppMessage | undefined>;
  latestPerPhone(limit: number): Promise<SandboxWhatsAppMessage[]>;
  conversation(phone: string, limit: number): Promise<SandboxWhatsAppMessage[]>;
  /**
   * Moves one of our messages to delivered or read and delivers Meta's webhooks for it (a message
   * read before it was marked delivered gets both, in order). Answers the webhook route's status,
   * 'unchanged' when the message was already there, 'not_found' when there is no such message of ours.
   */
  markStatus(id: string, status: 'delivered' | 'read'): Promise<number | 'unchanged' | 'not_found'>;
  /** The lead writes: recorded (it opens their 24 h window) and delivered as Meta's inbound webhook. */
  replyAsLead(phone: string, text: string, profileName?: string): Promise<number>;
  /** Resolves once every webhook started in the background so far has been delivered. */
  idle(): Promise<void>;
}

export interface SandboxWhatsAppOptions {
  store?: SandboxWhatsAppStore;
  /** The secret its webhooks are signed with: the webhook route checks them with the same one. */
  appSecret: string;
  now?: () => Date;
  /**
   * How long after a send its 'sent' webhook leaves, as Meta's arrives after the send's answer: the
   * sender has time to log the message id the webhook names. Tests pass 0.
   */
  sentWebhookDelayMs?: number;
  /** A background delivery that failed or was refused (log it). */
  onDeliveryFailure?: (failure: { messageId: string; status?: number; error?: unknown }) => void;
}

const WINDOW_MS = 24 * 60 * 60_000;
const PHONE = /^\d{8,15}$/;
/** Meta's code for free text outside the 24 h window, kept so the sandbox reads like the real API. */
const OUTSIDE_WINDOW_CODE = 131_047;

/** Ids look like Meta's and only ever match this shape on the sandbox page. */
export const SANDBOX_MESSAGE_ID = /^wamid\.SBX[0-9A-F]{32}$/;

const newId = () => `wamid.SBX${randomBytes(16).toString('hex').toUpperCase()}`;

export function createSandboxWhatsAppProvider(options: SandboxWhatsAppOptions): SandboxWhatsAppProvider {
  const store = options.store ?? memorySandboxWhatsAppStore();
  const now = options.now ?? (() => new Date());
  const delayMs = options.sentWebhookDelayMs ?? 500;
  const pending = new Set<Promise<void>>();
  let deliver: WebhookDeliverer | undefined;

  const send = async (webhook: SignedWebhook): Promise<number> => (deliver ? deliver(webhook) : 503);

  /** The 'sent' webhook, without holding up the send (Meta's arrives on its own too). */
  function sentLater(message: SandboxWhatsAppMessage): void {
    const delivery = new Promise<void>((resolve) => setTimeout(resolve, delayMs))
      .then(() => send(statusWebhook(message, 'sent', now(), options.appSecret)))
      .then(
        (status) => {
          if (status !== 200) options.onDeliveryFailure?.({ messageId: message.id, status });
        },
        (error: unknown) => options.onDeliveryFailure?.({ messageId: message.id, error }),
      )
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  async function record(to: string, body: string, templateName: string | null): Promise<SentWhatsAppMessage> {
    if (!PHONE.test(to)) throw new WhatsAppProviderError('rejected', `Número inválido: "${to}".`, 100);
    const time = now().toISOString();
    const message: SandboxWhatsAppMessage = {
      id: newId(),
      phone: to,
      direction: 'outbound',
      body,
      templateName,
      status: 'sent',
      createdAt: time,
      updatedAt: time,
    };
    try {
      await store.insertMessage(message);
    } catch (error) {
      // Nothing was sent: the sender may try again later, as after Meta's own outage.
      throw new WhatsAppProviderError('unavailable', `Sandbox sem banco: ${(error as Error).message}`);
    }
    sentLater(message);
    return { id: message.id };
  }

  return {
    name: 'sandbox',
    sendTemplate: ({ to, template, parameters }) => record(to, JSON.stringify(parameters), template),
    async sendText({ to, text }) {
      const wrote = await store.lastInboundAt(to);
      if (wrote === undefined || now().getTime() - Date.parse(wrote) > WINDOW_MS) {
        throw new WhatsAppProviderError(
          'outside_window',
          'Mais de 24 horas desde a última mensagem do lead: use um modelo aprovado.',
          OUTSIDE_WINDOW_CODE,
        );
      }
      return record(to, text, null);
    },
    deliverWebhooksTo(target) {
      deliver = target;
    },
    findMessage: (id) => store.findMessage(id),
    latestPerPhone: (limit) => store.latestPerPhone(limit),
    conversation: (phone, limit) => store.conversation(phone, limit),
    async markStatus(id, status) {
      const message = await store.findMessage(id);
      if (message?.direction !== 'outbound') return 'not_found';
      const steps: ('delivered' | 'read')[] =
        status === 'read' && message.status === 'sent' ? ['delivered', 'read'] : [status];
      const from: SandboxMessageStatus[] = status === 'delivered' ? ['sent'] : ['sent', 'delivered'];
      const at = now();
      if (!(await store.moveStatus(id, from, status, at.toISOString()))) return 'unchanged';
      let answer = 200;
      for (const step of steps) {
        answer = await send(statusWebhook(message, step, at, options.appSecret));
        if (answer !== 200) break;
      }
      return answer;
    },
    async replyAsLead(phone, text, profileName) {
      const time = now();
      const message: SandboxWhatsAppMessage = {
        id: newId(),
        phone,
        direction: 'inbound',
        body: text,
        templateName: null,
        status: 'received',
        createdAt: time.toISOString(),
        updatedAt: time.toISOString(),
      };
      await store.insertMessage(message);
      return send(inboundWebhook({ id: message.id, phone, text }, time, options.appSecret, profileName));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/** A template message's parameters, in order; [] for free text or an unreadable body. */
export function templateParameters(message: Pick<SandboxWhatsAppMessage, 'body' | 'templateName'>): string[] {
  if (message.templateName === null) return [];
  try {
    const parsed: unknown = JSON.parse(message.body);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function isSandboxWhatsAppProvider(provider: WhatsAppProvider): provider is SandboxWhatsAppProvider {
  return provider.name === 'sandbox' && 'replyAsLead' in provider;
}

/** For tests of one process and the provider contract: messages in this process's memory. */
export function memorySandboxWhatsAppStore(): SandboxWhatsAppStore {
  const messages: SandboxWhatsAppMessage[] = [];
  const newestFirst = (a: SandboxWhatsAppMessage, b: SandboxWhatsAppMessage) =>
    b.createdAt.localeCompare(a.createdAt);
  return {
    insertMessage: async (message) => void messages.push({ ...message }),
    findMessage: async (id) => {
      const found = messages.find((message) => message.id === id);
      return found && { ...found };
    },
    async moveStatus(id, from, to, at) {
      const found = messages.find((message) => message.id === id);
      if (!found || !from.includes(found.status)) return false;
      found.status = to;
      found.updatedAt = at;
      return true;
    },
    lastInboundAt: async (phone) =>
      messages.filter((m) => m.phone === phone && m.direction === 'inbound').sort(newestFirst)[0]?.createdAt,
    async latestPerPhone(limit) {
      const latest = new Map<string, SandboxWhatsAppMessage>();
      for (const message of [...messages].reverse().sort(newestFirst)) {
        if (!latest.has(message.phone)) latest.set(message.phone, { ...message });
      }
      return [...latest.values()].slice(0, limit);
    },
    conversation: async (phone, limit) =>
      messages
        .filter((message) => message.phone === phone)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .slice(-limit)
        .map((message) => ({ ...message })),
  };
}
