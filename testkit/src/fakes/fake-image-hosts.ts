// Local servers for image proxy tests: a fake picture CDN, and canaries that must never be reached.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PNG_BYTES = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64, 7)]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
/** Just over the 5 MiB cap. */
export const OVERSIZED_BYTES = 5 * 1024 * 1024 + 1;

export interface LocalServer {
  port: number;
  /** Paths requested so far, in order. */
  hits: string[];
  close(): Promise<void>;
}

/**
 * The CDN: /foto.png, /foto.jpg, /pagina.html, /disfarcado.png (HTML labelled PNG),
 * /vetor.svg, /grande.png (streamed past the cap), /grande-declarado.png (Content-Length past
 * it), /lento.png (never answers), /sumiu.png (404) and /redirect?to=URL (302).
 */
export function startFakeCdn(): Promise<LocalServer> {
  return listen('127.0.0.1', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://cdn');
    switch (url.pathname) {
      case '/foto.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(PNG_BYTES);
        return;
      case '/foto.jpg':
        res.writeHead(200, { 'content-type': 'image/jpeg; charset=binary' }).end(JPEG_BYTES);
        return;
      case '/pagina.html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>segredo interno</h1>');
        return;
      case '/disfarcado.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end('<h1>segredo interno</h1>');
        return;
      case '/vetor.svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg><script>alert(1)</script></svg>');
        return;
      case '/grande.png':
        streamPng(res, OVERSIZED_BYTES, false);
        return;
      case '/grande-declarado.png':
        streamPng(res, OVERSIZED_BYTES, true);
        return;
      case '/lento.png':
        return;
      case '/redirect':
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
        return;
      default:
        res.writeHead(404, { 'content-type': 'text/plain' }).end('não encontrado');
    }
  });
}

/** A server that records every request; the SSRF tests require it to see none. */
export function startCanary(host: '127.0.0.1' | '::1'): Promise<LocalServer> {
  return listen(host, (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG_BYTES);
  });
}

function streamPng(res: import('node:http').ServerResponse, size: number, declareLength: boolean): void {
  res.writeHead(200, {
    'content-type': 'image/png',
    ...(declareLength ? { 'content-length': String(size) } : {}),
  });
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024, 1);
  PNG_BYTES.copy(chunk);
  const pump = () => {
    while (sent < size && !res.destroyed) {
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += part.length;
      if (!res.write(part)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end();
  };
  pump();
}

async function listen(host: string, handler: Parameters<typeof createServer>[1]): Promise<LocalServer> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    handler?.(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
