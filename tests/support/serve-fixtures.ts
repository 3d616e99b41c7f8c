// Serves tests/fixtures as a partner's site on its own origin, pointing its script tag at the product.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename } from 'node:path';
import { PARTNER_ORIGIN, PARTNER_PORT, SERVER_ORIGIN } from './env.ts';

const fixtures = new URL('../fixtures/', import.meta.url);

/**
 * ?csp=strict serves the page under a partner's strict policy: scripts only by nonce, styles only
 * from its own origin (no inline style); ?csp=trusted-types adds Trusted Types for script sinks;
 * ?csp=style-nonce lets styles in by the same nonce as scripts.
 */
function policyFor(mode: string | null, nonce: string): string | undefined {
  const strict = `script-src 'nonce-${nonce}'; style-src 'self'; object-src 'none'; base-uri 'none'`;
  if (mode === 'strict') return strict;
  if (mode === 'trusted-types') return `${strict}; require-trusted-types-for 'script'`;
  if (mode === 'style-nonce') return strict.replace("style-src 'self'", `style-src 'nonce-${nonce}'`);
  return undefined;
}

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://fixture');
  // ?fixture=name.html serves that page at any path, e.g. a partner's own /obrigado.
  const name = basename(url.searchParams.get('fixture') ?? url.pathname);
  // ?funil-port=N points the page at another Funil server on this machine (a spec's own one).
  const port = url.searchParams.get('funil-port');
  const funilOrigin = port && /^\d{4,5}$/.test(port) ? `http://localhost:${port}` : SERVER_ORIGIN;
  const nonce = randomBytes(16).toString('base64');
  const policy = policyFor(url.searchParams.get('csp'), nonce);
  try {
    const html = await readFile(new URL(name, fixtures), 'utf8');
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(policy ? { 'content-security-policy': policy } : {}),
    });
    response.end(
      html
        .replaceAll('%FUNIL_ORIGIN%', funilOrigin)
        .replaceAll('%PARTNER_ORIGIN%', PARTNER_ORIGIN)
        .replaceAll('%NONCE%', nonce),
    );
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('fixture não encontrada');
  }
}).listen(PARTNER_PORT, '127.0.0.1');
