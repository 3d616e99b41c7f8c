import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebhookHttpTransport } from './webhook-http-transport.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const transportFor = (...allowedPrivateHosts: string[]) =>
  createWebhookHttpTransport({ policy: { allowedPrivateHosts }, timeoutMs: 300 });

describe('webhook HTTP transport', () => {
  it('POSTs the body as given with the headers, to the listed address, and answers the status', async () => {
    const seen: { method?: string; url?: string; body: string; headers: Record<string, unknown> }[] = [];
    const host = await serve(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      seen.push({ method: req.method, url: req.url, body, headers: req.headers });
      res.writeHead(202).end('corpo que não é lido');
    });
    const result = await transportFor(host).post(
      `http://${host}/hook?conta=7`,
      { 'content-type': 'application/json', 'webhook-id': 'msg_1' },
      '{"a":"ã"}',
    );
    expect(result).toEqual({ kind: 'status', code: 202 });
    expect(seen).toMatchObject([
      {
        method: 'POST',
        url: '/hook?conta=7',
        body: '{"a":"ã"}',
        headers: { host, 'content-type': 'application/json', 'webhook-id': 'msg_1' },
      },
    ]);
  });

  it('answers redirect for any 3xx without following it', async () => {
    let followed = 0;
    const elsewhere = await serve((_req, res) => {
      followed += 1;
      res.end();
    });
    const host = await serve((_req, res) => res.writeHead(307, { location: `http://${elsewhere}/` }).end());
    expect(await transportFor(host, elsewhere).post(`http://${host}/`, {}, '{}')).toEqual({
      kind: 'redirect',
      code: 307,
    });
    expect(followed).toBe(0);
  });

  it('answers timeout when no answer comes in time, unreachable when nothing listens', async () => {
    const host = await serve(() => {
      // Never answers.
    });
    expect(await transportFor(host).post(`http://${host}/`, {}, '{}')).toEqual({ kind: 'timeout' });
    const closed = await serve(() => {});
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    expect(await transportFor(closed).post(`http://${closed}/`, {}, '{}')).toEqual({ kind: 'unreachable' });
  });

  it('refuses an address not listed before connecting', async () => {
    let calls = 0;
    const host = await serve((_req, res) => {
      calls += 1;
      res.end();
    });
    expect(await transportFor().post(`http://${host}/`, {}, '{}')).toEqual({ kind: 'address_refused' });
    expect(await transportFor().post(`https://${host}/`, {}, '{}')).toEqual({ kind: 'address_refused' });
    expect(calls).toBe(0);
  });
});
