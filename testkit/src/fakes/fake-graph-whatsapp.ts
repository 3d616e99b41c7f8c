// A local HTTP fake of the WhatsApp Cloud API's messages endpoint, for tests of the real client: it
// refuses what Meta refuses (a wrong token, free text outside the 24 h window, a number that is not
// on WhatsApp) and signs the webhooks Meta would send with the app secret.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WhatsAppDeliveryStatus, WhatsAppProvider } from '@funil/server/domain/ports/whatsapp';
import { DEFAULT_GRAPH_API_VERSION } from '@funil/server/providers/graph-api';
import {
  type CloudApiOptions,
  createCloudApiClient,
} from '@funil/server/providers/whatsapp/cloud-api-client';

export const FAKE_PHONE_NUMBER_ID = '109876543210987';
export const FAKE_WHATSAPP_TOKEN = 'token-whatsapp-de-teste';
export const FAKE_APP_SECRET = 'segredo-do-app-de-teste';
/** A number the fake treats as not on WhatsApp (Meta's 131026). */
export const NOT_ON_WHATSAPP = '5511900000000';

export interface FakeSentMessage {
  id: string;
  to: string;
  type: 'template' | 'text';
  template?: { name: string; language: string; parameters: string[] };
  text?: string;
}

export interface SignedDelivery {
  body: string;
  signature: string;
}

export interface FakeGraphWhatsApp {
  host: string;
  sent: FakeSentMessage[];
  client(overrides?: Partial<CloudApiOptions>): WhatsAppProvider;
  /** The lead writes to us: opens their 24 h window, and answers the webhook Meta would send. */
  inbound(from: string, text: string, at?: Date): SignedDelivery;
  /** A status change of a message we sent, as its webhook. */
  status(messageId: string, status: WhatsAppDeliveryStatus, at?: Date): SignedDelivery;
  close(): Promise<void>;
}

const WINDOW_MS = 24 * 60 * 60_000;

/** A send as the client posts it; anything may be missing or wrong, the fake checks. */
interface SendBody {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { text?: unknown }[] }[];
  };
  text?: { body?: unknown };
}

export async function startFakeGraphWhatsApp(now: () => Date = () => new Date()): Promise<FakeGraphWhatsApp> {
  const sent: FakeSentMessage[] = [];
  /** The last time each number wrote to us. */
  const lastInbound = new Map<string, number>();
  let sequence = 0;
  const server = createServer((req, res) => void handle(req, res));

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, code: number, message: string) =>
    answer(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'fake' } });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method !== 'POST' || path !== `/${DEFAULT_GRAPH_API_VERSION}/${FAKE_PHONE_NUMBER_ID}/messages`)
      return refuse(res, 404, 100, 'Unsupported post request');
    if (req.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`)
      return refuse(res, 401, 190, 'Error validating access token');
    let body: SendBody;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return refuse(res, 400, 100, 'Invalid JSON');
    }
    const to = String(body.to ?? '');
    if (body.messaging_product !== 'whatsapp' || !/^\d{8,15}$/.test(to))
      return refuse(res, 400, 100, 'Invalid parameter');
    if (to === NOT_ON_WHATSAPP) return refuse(res, 400, 131_026, 'Message undeliverable');
    const id = `wamid.FAKE${String(++sequence).padStart(6, '0')}`;
    if (body.type === 'template') {
      const { name, language, components = [] } = body.template ?? {};
      if (typeof name !== 'string' || typeof language?.code !== 'string')
        return refuse(res, 400, 131_008, 'Required parameter is missing');
      const bodyComponent = components.find((component) => component.type === 'body');
      const parameters = (bodyComponent?.parameters ?? []).map((parameter) => String(parameter.text));
      sent.push({ id, to, type: 'template', template: { name, language: language.code, parameters } });
    } else if (body.type === 'text') {
      if (typeof body.text?.body !== 'string' || body.text.body === '')
        return refuse(res, 400, 131_008, 'Required parameter is missing');
      const wrote = lastInbound.get(to);
      if (wrote === undefined || now().getTime() - wrote > WINDOW_MS)
        return refuse(res, 400, 131_047, 'Re-engagement message');
      sent.push({ id, to, type: 'text', text: body.text.body });
    } else {
      return refuse(res, 400, 100, 'Invalid parameter');
    }
    answer(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id }],
    });
  }

  const signed = (value: Record<string, unknown>): SignedDelivery => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA_FAKE',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '5511955550000', phone_number_id: FAKE_PHONE_NUMBER_ID },
                ...value,
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', FAKE_APP_SECRET).update(body).digest('hex')}`;
    return { body, signature };
  };
  const seconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    sent,
    client: (overrides = {}) =>
      createCloudApiClient({
        host,
        version: DEFAULT_GRAPH_API_VERSION,
        phoneNumberId: FAKE_PHONE_NUMBER_ID,
        accessToken: FAKE_WHATSAPP_TOKEN,
        timeoutMs: 5_000,
        ...overrides,
      }),
    inbound(from, text, at = now()) {
      lastInbound.set(from, at.getTime());
      return signed({
        contacts: [{ profile: { name: 'Lead de Teste' }, wa_id: from }],
        messages: [
          {
            from,
            id: `wamid.IN${String(++sequence).padStart(6, '0')}`,
            timestamp: seconds(at),
            type: 'text',
            text: { body: text },
          },
        ],
      });
    },
    status(messageId, status, at = now()) {
      const message = sent.find((m) => m.id === messageId);
      return signed({
        statuses: [
          {
            id: messageId,
            status,
            timestamp: seconds(at),
            recipient_id: message?.to ?? '',
            ...(status === 'failed' ? { errors: [{ code: 131_026, title: 'Message undeliverable' }] } : {}),
          },
        ],
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
