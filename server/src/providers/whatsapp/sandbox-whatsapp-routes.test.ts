// /sandbox/whatsapp through the real app and the real staff login: only with the sandbox selected,
// only for staff (admins to act), and every action reaches the webhook route as Meta's would.

import { insertCadence } from '@funil/testkit/fixtures/whatsapp-rows';
import { createStaffTestApp, OWN_ORIGIN, type StaffTestApp } from '@funil/testkit/server/staff-login';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WhatsAppWebhookEvent } from '../../domain/ports/whatsapp.ts';
import { createCloudApiClient } from './cloud-api-client.ts';
import {
  createSandboxWhatsAppProvider,
  memorySandboxWhatsAppStore,
  type SandboxWhatsAppProvider,
  type SandboxWhatsAppStore,
} from './sandbox-provider.ts';

const SECRET = 'segredo-do-app';
const ANA = '5511987654321';
const STRANGER = '5521912345678';
const SAME_ORIGIN = { origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' };

let t: StaffTestApp;
let sandbox: SandboxWhatsAppProvider;
let store: SandboxWhatsAppStore;
let applied: WhatsAppWebhookEvent[];
let admin: string;
let time: number;

beforeEach(async () => {
  applied = [];
  time = Date.parse('2025-04-01T12:00:00.000Z');
  store = memorySandboxWhatsAppStore();
  sandbox = createSandboxWhatsAppProvider({
    store,
    appSecret: SECRET,
    now: () => new Date(time),
    sentWebhookDelayMs: 0,
  });
  t = await createStaffTestApp({
    whatsapp: { provider: sandbox, appSecret: SECRET, verifyToken: 'v' },
    onWhatsAppEvents: async (events) => {
      applied.push(...events);
    },
  });
  await t.addStaff('admin@funil.test', 'admin');
  admin = await t.sessionOf('admin@funil.test');
  await t.db
    .insertInto('leads')
    .values({
      id: 'lead-ana',
      name: 'Ana Souza',
      phone: ANA,
      created_at: '2025-04-01T11:00:00.000Z',
      updated_at: '2025-04-01T11:00:00.000Z',
    })
    .execute();
});

// A test's background 'sent' webhook must not land in the next test.
afterEach(() => sandbox.idle());

const get = (path: string, cookie = admin) => t.app.request(path, { headers: cookie ? { cookie } : {} });
const post = (
  path: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = SAME_ORIGIN,
  cookie = admin,
) =>
  t.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

async function sendRecovery(to = ANA) {
  const sent = await sandbox.sendTemplate({
    to,
    template: 'recuperacao_pix_15min',
    language: 'pt_BR',
    parameters: ['Ana', 'https://funil.test/pagar/abc'],
  });
  await sandbox.idle();
  time += 60_000;
  return sent.id;
}

describe('WhatsApp sandbox pages', () => {
  it('lists each conversation with the lead’s name, the last message and the time in São Paulo', async () => {
    await sendRecovery();
    await sandbox.sendTemplate({ to: STRANGER, template: 'boas_vindas', language: 'pt_BR', parameters: [] });
    const res = await get('/sandbox/whatsapp');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Ambiente de teste — nenhuma mensagem sai para o WhatsApp de verdade');
    expect(html).toContain('Ana Souza');
    expect(html).toContain('+55 (11) 98765-4321');
    expect(html).toContain('Número sem lead');
    expect(html).toContain('Modelo recuperacao_pix_15min: Ana · https://funil.test/pagar/abc');
    expect(html).toContain('01/04/2025, 09:00');
    expect(html.indexOf('+55 (21)')).toBeLessThan(html.indexOf('+55 (11)'));
  });

  // Issue 27, reproduction 16: at night the list was empty while messages waited for 08:00.
  it('shows the messages the cadences will send and when: a job due at night goes at 08:00 São Paulo', async () => {
    await insertCadence(t.db, {
      id: 'cad-noite',
      name: 'Recuperação PIX',
      trigger: 'pix_pending',
      delays: [0],
    });
    await t.db
      .insertInto('whatsapp_jobs')
      .values({
        id: 'job-noite',
        lead_id: 'lead-ana',
        cadence_id: 'cad-noite',
        step: 0,
        // 22:00 in São Paulo, after the send hours.
        due_at: '2025-04-02T01:00:00.000Z',
        created_at: '2025-04-01T11:00:00.000Z',
        updated_at: '2025-04-01T11:00:00.000Z',
      })
      .execute();
    const html = await (await get('/sandbox/whatsapp')).text();
    expect(html).toContain('1 mensagem na fila');
    expect(html).toContain('Ana Souza');
    expect(html).toContain('Recuperação PIX · passo 1');
    expect(html).toContain('Sai em <time datetime="2025-04-02T11:00:00.000Z">02/04/2025, 08:00</time>');
  });

  // Issue 27, reproduction 10: the pages' addresses (request logs, history, proxies) held numbers.
  it('addresses each conversation by a message id, never by the number, which answers 404', async () => {
    const id = await sendRecovery();
    const list = await (await get('/sandbox/whatsapp')).text();
    expect(list).toContain(`href="/sandbox/whatsapp/${id}"`);
    const conversation = await (await get(`/sandbox/whatsapp/${id}`)).text();
    const addresses = [...`${list}${conversation}`.matchAll(/(?:href|action)="([^"]*)"/g)].map((m) => m[1]);
    expect(addresses.filter((address) => address?.includes('98765'))).toEqual([]);
    const byNumber = await get(`/sandbox/whatsapp/${ANA}`);
    expect(byNumber.status).toBe(404);
    expect(await byNumber.text()).toContain('Abra a conversa pela lista');
    expect((await post(`/sandbox/whatsapp/${ANA}/reply`, { text: 'Oi' })).status).toBe(404);
    expect(applied.filter((event) => event.kind === 'inbound')).toEqual([]);
  });

  it('lets an admin write first as a lead: the number goes in the form, the answer is the new conversation', async () => {
    const list = await (await get('/sandbox/whatsapp')).text();
    expect(list).toContain('Escrever como um lead');
    const refused = await post('/sandbox/whatsapp', { phone: '123', text: 'Oi' });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('Por favor, digite um número de telefone válido');
    expect(page).toContain('>Oi</textarea>');
    expect(applied).toEqual([]);

    const res = await post('/sandbox/whatsapp', { phone: '(11) 98765-4321', text: ' Oi, quero saber mais ' });
    expect(res.status).toBe(303);
    const address = res.headers.get('location') ?? '';
    expect(address).toMatch(/^\/sandbox\/whatsapp\/wamid\.SBX[0-9A-F]{32}$/);
    expect(applied).toEqual([
      expect.objectContaining({
        kind: 'inbound',
        from: ANA,
        text: 'Oi, quero saber mais',
        profileName: 'Ana Souza',
      }),
    ]);
    const conversation = await (await get(address)).text();
    expect(conversation).toContain('<h1>Ana Souza</h1>');
    expect(conversation).toContain('Oi, quero saber mais');
  });

  it('sends a visitor without a staff session to the login, and answers 401 to a form', async () => {
    const res = await get('/sandbox/whatsapp', '');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/login');
    expect((await get(`/sandbox/whatsapp/${ANA}`, 'funil_admin=inventado')).status).toBe(302);
    expect((await post(`/sandbox/whatsapp/${ANA}/reply`, { text: 'Oi' }, SAME_ORIGIN, '')).status).toBe(401);
    expect(await sandbox.conversation(ANA, 10)).toEqual([]);
  });

  it('shows a conversation as a chat with each message’s status and its buttons', async () => {
    const id = await sendRecovery();
    const html = await (await get(`/sandbox/whatsapp/${id}`)).text();
    expect(html).toContain('<h1>Ana Souza</h1>');
    expect(html).toContain(`data-message-id="${id}"`);
    expect(html).toContain('Enviada');
    expect(html).toContain(`action="/sandbox/whatsapp/${id}/messages/${id}/delivered"`);
    expect(html).toContain('Marcar como lida');
    expect(html).toContain('Responder como o lead');
  });

  it('shows a template as the text the sender logged, with its addresses as links', async () => {
    const id = `wamid.SBX${'A'.repeat(32)}`;
    await store.insertMessage({
      id,
      phone: ANA,
      direction: 'outbound',
      body: JSON.stringify(['Ana', 'https://funil.test/pagar/abc']),
      templateName: 'recuperacao_pix_15min',
      status: 'sent',
      createdAt: '2025-04-01T12:00:00.000Z',
      updatedAt: '2025-04-01T12:00:00.000Z',
      loggedText:
        'Oi, Ana! Seu PIX ainda está aberto: https://funil.test/pagar/abc. Qualquer dúvida, <responda>.',
    });
    const html = await (await get(`/sandbox/whatsapp/${id}`)).text();
    expect(html).toContain('Modelo aprovado recuperacao_pix_15min');
    expect(html).toContain(
      'Oi, Ana! Seu PIX ainda está aberto: <a href="https://funil.test/pagar/abc" rel="noreferrer">https://funil.test/pagar/abc</a>. Qualquer dúvida, &lt;responda&gt;.',
    );
    const list = await (await get('/sandbox/whatsapp')).text();
    expect(list).toContain('Nós: Oi, Ana! Seu PIX ainda está aberto');
  });

  it('replies as the lead: recorded, and delivered as a signed inbound webhook with the lead’s name', async () => {
    const id = await sendRecovery();
    const res = await post(`/sandbox/whatsapp/${id}/reply`, { text: '  Quero pagar agora  ' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/sandbox/whatsapp/${id}`);
    expect(applied.at(-1)).toMatchObject({
      kind: 'inbound',
      from: ANA,
      text: 'Quero pagar agora',
      profileName: 'Ana Souza',
    });
    const html = await (await get(`/sandbox/whatsapp/${id}`)).text();
    expect(html).toContain('Quero pagar agora');
    // The lead wrote: free text is inside the 24 h window now.
    await expect(sandbox.sendText({ to: ANA, text: 'Aqui está o link' })).resolves.toMatchObject({});
  });

  it('refuses an empty reply with the message kept on the page', async () => {
    const id = await sendRecovery();
    const res = await post(`/sandbox/whatsapp/${id}/reply`, { text: '   ' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Escreva a mensagem do lead.');
    expect(applied.filter((event) => event.kind === 'inbound')).toEqual([]);
  });

  it('marks a message delivered then read, each as its status webhook, and hides the buttons once read', async () => {
    const id = await sendRecovery();
    expect(applied).toEqual([expect.objectContaining({ kind: 'status', messageId: id, status: 'sent' })]);
    expect((await post(`/sandbox/whatsapp/${id}/messages/${id}/delivered`)).status).toBe(303);
    expect((await post(`/sandbox/whatsapp/${id}/messages/${id}/read`)).status).toBe(303);
    expect((await post(`/sandbox/whatsapp/${id}/messages/${id}/read`)).status).toBe(303);
    expect(
      applied.map((event) => event.kind === 'status' && [event.messageId, event.status, event.recipient]),
    ).toEqual([
      [id, 'sent', ANA],
      [id, 'delivered', ANA],
      [id, 'read', ANA],
    ]);
    const html = await (await get(`/sandbox/whatsapp/${id}`)).text();
    expect(html).toContain('Lida');
    expect(html).not.toContain('Marcar como lida');
  });

  it('answers 404 for a message of another conversation or an unknown one, and for an address that is not one', async () => {
    const id = await sendRecovery();
    const stranger = (
      await sandbox.sendTemplate({ to: STRANGER, template: 'boas_vindas', language: 'pt_BR', parameters: [] })
    ).id;
    await sandbox.idle();
    expect((await post(`/sandbox/whatsapp/${stranger}/messages/${id}/read`)).status).toBe(404);
    expect((await post(`/sandbox/whatsapp/${id}/messages/wamid.SBX${'0'.repeat(32)}/read`)).status).toBe(404);
    expect((await get('/sandbox/whatsapp/abc')).status).toBe(404);
    expect((await get(`/sandbox/whatsapp/wamid.SBX${'0'.repeat(32)}`)).status).toBe(404);
    expect(applied.filter((event) => event.kind === 'status' && event.status !== 'sent')).toEqual([]);
  });

  it('refuses a cross-site form, and lets a viewer read but not act', async () => {
    const id = await sendRecovery();
    const cross = await post(
      `/sandbox/whatsapp/${id}/messages/${id}/read`,
      {},
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(cross.status).toBe(403);
    await t.addStaff('leitura@funil.test', 'viewer');
    const viewer = await t.sessionOf('leitura@funil.test');
    expect(await (await get('/sandbox/whatsapp', viewer)).text()).not.toContain('Escrever como um lead');
    expect((await post('/sandbox/whatsapp', { phone: ANA, text: 'Oi' }, SAME_ORIGIN, viewer)).status).toBe(
      403,
    );
    const page = await (await get(`/sandbox/whatsapp/${id}`, viewer)).text();
    expect(page).toContain('Modelo aprovado recuperacao_pix_15min');
    expect(page).not.toContain('Marcar como lida');
    expect(page).not.toContain('Enviar como o lead');
    expect((await post(`/sandbox/whatsapp/${id}/reply`, { text: 'Oi' }, SAME_ORIGIN, viewer)).status).toBe(
      403,
    );
    expect((await sandbox.findMessage(id))?.status).toBe('sent');
    expect(applied.filter((event) => event.kind !== 'status' || event.status !== 'sent')).toEqual([]);
  });

  it('does not exist when the Cloud API is the selected provider, not even for staff', async () => {
    t = await createStaffTestApp({
      whatsapp: {
        provider: createCloudApiClient({
          host: 'http://127.0.0.1:9',
          version: 'v26.0',
          phoneNumberId: '1',
          accessToken: 't',
          timeoutMs: 1_000,
        }),
        appSecret: SECRET,
        verifyToken: 'v',
      },
    });
    await t.addStaff('admin@funil.test', 'admin');
    const cookie = await t.sessionOf('admin@funil.test');
    expect((await get('/sandbox/whatsapp', cookie)).status).toBe(404);
    expect((await get(`/sandbox/whatsapp/${ANA}`, cookie)).status).toBe(404);
    expect((await post(`/sandbox/whatsapp/${ANA}/reply`, { text: 'Oi' }, SAME_ORIGIN, cookie)).status).toBe(
      404,
    );
  });
});
