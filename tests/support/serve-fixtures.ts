// Serves tests/fixtures as a partner's site on its own origin, pointing its script tag at the product.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename } from 'node:path';
import { PARTNER_ORIGIN, PARTNER_PORT, SERVER_ORIGIN } from './env.ts';

const fixtures = new URL('../fixtures/', import.meta.url);

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://fixture');
  const name = basename(url.pathname);
  // ?funil-port=N points the page at another Funil server on this machine (a spec's own one).
  const port = url.searchParams.get('funil-port');
  const funilOrigin = port && /^\d{4,5}$/.test(port) ? `http://localhost:${port}` : SERVER_ORIGIN;
  try {
    const html = await readFile(new URL(name, fixtures), 'utf8');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      html.replaceAll('%FUNIL_ORIGIN%', funilOrigin).replaceAll('%PARTNER_ORIGIN%', PARTNER_ORIGIN),
    );
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('fixture não encontrada');
  }
}).listen(PARTNER_PORT, '127.0.0.1');
