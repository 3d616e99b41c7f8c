// /sandbox/whatsapp: the local WhatsApp's conversations, where a person marks our messages delivered
// or read and replies as the lead; each action delivers the webhook Meta would. The pages show
// leads' numbers and messages: staff only (admins to act), and mounted only when the sandbox is
// the selected provider. A conversation's address is the id of one of its messages, never the
// number: addresses end up in request logs, browser history and proxies (decision 0012).
import { ERRORS } from '@funil/core/errors';
import { normalisePhoneNumber } from '@funil/core/phone-plan';
import type { Staff } from '@funil/core/staff';
import { cleanMultiline } from '@funil/core/text';
import { type Context, Hono } from 'hono';
import type { StaffStore } from '../../domain/ports/staff-sessions.ts';
import type { QueuedJobsReader } from '../../domain/ports/whatsapp-staff.ts';
import { resolveSession } from '../../domain/staff-sessions.ts';
import { whatsappQueue } from '../../domain/whatsapp/queued-messages.ts';
import { DEFAULT_SEND_HOURS, type SendHours } from '../../domain/whatsapp/quiet-hours.ts';
import { isSameOriginPost } from '../../http/same-origin-post.ts';
import { NO_INDEX } from '../../http/staff-pages.ts';
import { readStaffCookie, type StaffCookieOptions } from '../../http/staff-session-cookie.ts';
import { SANDBOX_MESSAGE_ID, type SandboxWhatsAppProvider } from './sandbox-provider.ts';
import {
  conversationPage,
  conversationPath,
  conversationsPage,
  type FirstMessageForm,
  MAX_REPLY_LENGTH,
  sandboxWhatsAppMessagePage,
} from './sandbox-whatsapp-page.ts';

export interface SandboxWhatsAppDeps {
  sandbox: SandboxWhatsAppProvider;
  /** The lead's name for each number that has one (a read port, wired in wiring/sandbox-mounts.ts). */
  leadNames: (phones: string[]) => Promise<Map<string, string>>;
  /** Staff sessions, as the staff area reads its cookie. */
  staff: StaffStore;
  cookie: StaffCookieOptions;
  now: () => Date;
  /** The site's public origin, accepted as the page's own besides the request's. */
  publicSiteUrl?: string | undefined;
  /** The cadences' messages waiting to go, shown above the conversations. */
  queue?: QueuedJobsReader;
  /** WHATSAPP_SEND_HOURS; 08–21 São Paulo when absent. */
  sendHours?: SendHours;
}

/** Where a visitor without a staff session is sent. */
export const STAFF_LOGIN_PATH = '/admin/login';
const CONVERSATIONS_SHOWN = 200;
const MESSAGES_SHOWN = 200;

type SandboxEnv = { Variables: { staff: Staff } };

export function sandboxWhatsAppRoutes(deps: SandboxWhatsAppDeps): Hono<SandboxEnv> {
  const conversation = async (
    phone: string,
    address: string,
    staff: Staff,
    extra: { error?: string; draft?: string } = {},
  ) => {
    const [messages, names] = await Promise.all([
      deps.sandbox.conversation(phone, MESSAGES_SHOWN),
      deps.leadNames([phone]),
    ]);
    return conversationPage({
      phone,
      address,
      leadName: names.get(phone),
      messages,
      canAct: staff.role === 'admin',
      ...extra,
    });
  };

  const conversations = async (staff: Staff, form: FirstMessageForm = {}) => {
    const latest = await deps.sandbox.latestPerPhone(CONVERSATIONS_SHOWN);
    const names = await deps.leadNames(latest.map((message) => message.phone));
    const queue = deps.queue
      ? await whatsappQueue(deps.queue, { now: deps.now(), sendHours: deps.sendHours ?? DEFAULT_SEND_HOURS })
      : undefined;
    return conversationsPage(
      latest.map((last) => ({ last, leadName: names.get(last.phone) })),
      staff.role === 'admin',
      form,
      queue,
    );
  };

  return new Hono<SandboxEnv>()
    .use(async (c, next) => {
      await next();
      // Never cached, framed nor indexed: leads' numbers and messages, and buttons that act.
      c.header('cache-control', 'no-store');
      c.header('x-frame-options', 'DENY');
      c.header('x-robots-tag', NO_INDEX);
    })
    .use(async (c, next) => {
      const token = readStaffCookie(c, deps.cookie);
      const staff = token === undefined ? undefined : await resolveSession(deps.staff, token, deps.now());
      if (!staff) {
        if (c.req.method === 'GET') return c.redirect(STAFF_LOGIN_PATH, 302);
        return c.html(
          sandboxWhatsAppMessagePage(
            'Sessão encerrada',
            'Entre na área da equipe e tente de novo.',
            STAFF_LOGIN_PATH,
          ),
          401,
        );
      }
      c.set('staff', staff);
      if (c.req.method === 'POST') {
        // A cross-site form is refused before anything is read or sent.
        if (!isSameOriginPost(c, deps.publicSiteUrl)) {
          return c.html(sandboxWhatsAppMessagePage('Pedido recusado', 'Pedido de outro site recusado.'), 403);
        }
        if (staff.role !== 'admin') {
          return c.html(
            sandboxWhatsAppMessagePage(
              'Sem permissão',
              'Só administradores podem agir no WhatsApp de teste.',
            ),
            403,
          );
        }
      }
      await next();
    })
    .get('/', async (c) => c.html(await conversations(c.get('staff'))))
    .post('/', async (c) => {
      const form = await c.req.parseBody();
      const typed = typeof form.phone === 'string' ? form.phone.trim() : '';
      const text = typeof form.text === 'string' ? cleanMultiline(form.text).trim() : '';
      const phone = normalisePhoneNumber(typed);
      const error = !phone ? ERRORS.phone_invalid : replyError(text);
      if (!phone || error) {
        return c.html(await conversations(c.get('staff'), { error, phone: typed, text }), 400);
      }
      const names = await deps.leadNames([phone]);
      const status = await deps.sandbox.replyAsLead(phone, text, names.get(phone));
      const [written] = await deps.sandbox.conversation(phone, 1);
      if (!written) return notFound(c);
      if (status !== 200) return webhookFailed(c, written.id, status);
      return c.redirect(conversationPath(written.id), 303);
    })
    .get('/:conversation', async (c) => {
      const address = c.req.param('conversation');
      const phone = await phoneOf(address);
      if (!phone) return notFound(c);
      return c.html(await conversation(phone, address, c.get('staff')));
    })
    .post('/:conversation/reply', async (c) => {
      const address = c.req.param('conversation');
      const phone = await phoneOf(address);
      if (!phone) return notFound(c);
      const form = await c.req.parseBody();
      const text = typeof form.text === 'string' ? cleanMultiline(form.text).trim() : '';
      const error = replyError(text);
      if (error) {
        return c.html(await conversation(phone, address, c.get('staff'), { error, draft: text }), 400);
      }
      const names = await deps.leadNames([phone]);
      const status = await deps.sandbox.replyAsLead(phone, text, names.get(phone));
      if (status !== 200) return webhookFailed(c, address, status);
      return c.redirect(conversationPath(address), 303);
    })
    .post('/:conversation/messages/:id/:status{delivered|read}', async (c) => {
      const { conversation: address, id } = c.req.param();
      const phone = await phoneOf(address);
      const message = SANDBOX_MESSAGE_ID.test(id) ? await deps.sandbox.findMessage(id) : undefined;
      if (!phone || message?.phone !== phone) return notFound(c);
      const result = await deps.sandbox.markStatus(id, c.req.param('status') as 'delivered' | 'read');
      if (result === 'not_found') return notFound(c);
      if (typeof result === 'number' && result !== 200) return webhookFailed(c, address, result);
      return c.redirect(conversationPath(address), 303);
    });

  /** The number a conversation's address (one of its messages' ids) names; undefined for anything else. */
  async function phoneOf(address: string): Promise<string | undefined> {
    if (!SANDBOX_MESSAGE_ID.test(address)) return undefined;
    return (await deps.sandbox.findMessage(address))?.phone;
  }
}

/** What is wrong with a message typed as the lead's, if anything. */
function replyError(text: string): string | undefined {
  if (text === '') return 'Escreva a mensagem do lead.';
  if (text.length > MAX_REPLY_LENGTH)
    return `A mensagem passa de ${MAX_REPLY_LENGTH} caracteres, o limite do WhatsApp.`;
  return undefined;
}

function notFound(c: Context) {
  return c.html(
    sandboxWhatsAppMessagePage(
      'Conversa não encontrada',
      'Esta conversa ou esta mensagem não existe no WhatsApp de teste. Abra a conversa pela lista.',
    ),
    404,
  );
}

function webhookFailed(c: Context, address: string, status: number) {
  return c.html(
    sandboxWhatsAppMessagePage(
      'Falha no webhook de teste',
      `O servidor respondeu ${status} ao webhook do WhatsApp. Tente de novo.`,
      conversationPath(address),
    ),
    502,
  );
}
