// Serves tests/fixtures as a partner's site on its own origin, pointing its script tag at the product.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename } from 'node:path';
import { PARTNER_ORIGIN, PARTNER_PORT, SERVER_ORIGIN } from './env.ts';

const fixtures = new URL('../fixtures/', import.meta.url);

createServer(async (request, response) => {
  const name = basename(new URL(request.url ?? '/', 'http://fixture').pathname);
  try {
    const html = await readFile(new URL(name, fixtures), 'utf8');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      html.replaceAll('%FUNIL_ORIGIN%', SERVER_ORIGIN).replaceAll('%PARTNER_ORIGIN%', PARTNER_ORIGIN),
    );
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('fixture não encontrada');
  }
}).listen(PARTNER_PORT, '127.0.0.1');
