// A local HTTP fake of Asaas's checkout API, for tests of the real client (never the internet).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_API_KEY = '$aact_chave_de_teste';

export type FakeAsaasReply = { status: number; body?: unknown } | { hang: true } | { rawBody: string };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeAsaasApi {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers the next checkout creations instead of a success, in order. */
  replies: FakeAsaasReply[];
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 on an ephemeral port; answers like Asaas for POST /v3/checkouts. */
export async function startFakeAsaasApi(): Promise<FakeAsaasApi> {
  const requests: RecordedRequest[] = [];
  const replies: FakeAsaasReply[] = [];
  const hanging = new Set<ServerResponse>();
  let count = 0;
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    if (req.method !== 'POST' || path !== '/v3/checkouts') return send(res, 404, { errors: [] });
    if (req.headers.access_token !== FAKE_API_KEY) {
      return send(res, 401, { errors: [{ code: 'invalid_access_token', description: 'Chave inválida' }] });
    }
    const reply = replies.shift();
    if (reply && 'hang' in reply) {
      hanging.add(res);
      return;
    }
    if (reply && 'rawBody' in reply) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(reply.rawBody);
      return;
    }
    if (reply) return send(res, reply.status, reply.body);
    count += 1;
    const id = `chk_fake_${count}`;
    send(res, 200, {
      id,
      link: `http://127.0.0.1/checkoutSession/show?id=${id}`,
      status: 'ACTIVE',
      ...(body as object),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v3`,
    requests,
    replies,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
