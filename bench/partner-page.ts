// The plain partner page the embed benches load (embed-loading.ts, lighthouse.ts), served from a
// second origin, with the README's snippet or a variant of it.
import { createServer, type Server } from 'node:http';
import { FUNIL_STUB } from '@funil/core/embed-snippet';

export type Snippet = 'none' | 'readme' | 'async' | 'sync';

/** A plain partner page; the snippet goes where a partner pastes it, among the page's content. */
export function partnerPage(funil: string, snippet: Snippet): string {
  const element = '<funil-lead-capture label="Quero participar"></funil-lead-capture>';
  const asyncTag = `<script>${FUNIL_STUB}</script>
<script async src="${funil}/embed.js" data-api="${funil}" data-partner="bench"></script>`;
  const tags = {
    none: '',
    // The README's snippet, as a partner pastes it.
    readme: `${element}
<link rel="modulepreload" href="${funil}/embed/lead-capture.js" crossorigin>
${asyncTag}`,
    async: `${element}\n${asyncTag}`,
    sync: `${element}
<script src="${funil}/embed.js" data-api="${funil}" data-partner="bench"></script>`,
  }[snippet];
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Blog do parceiro</title>
<style>body { font: 18px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; }</style>
</head><body>
<h1>Como usar IA no seu negócio</h1>
<p>${'Um texto de parceiro, como os que recebem o widget do Funil. '.repeat(12)}</p>
${tags}
<p>${'Mais conteúdo do parceiro, depois do widget. '.repeat(12)}</p>
</body></html>`;
}

/**
 * The partner's site. `/?snippet=…` is the page; `?hang` points its Funil addresses at `/hang/…`,
 * which this server never answers: Funil's server as seen from a visitor's phone when it hangs.
 */
export function servePartner(funil: string, partnerPort: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner');
    if (url.pathname.startsWith('/hang/')) return; // left open until the bench closes the server
    const kind = url.searchParams.get('snippet');
    const snippet = kind === 'readme' || kind === 'async' || kind === 'sync' ? kind : 'none';
    const origin = url.searchParams.has('hang') ? `http://localhost:${partnerPort}/hang` : funil;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(partnerPage(origin, snippet));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(partnerPort, '127.0.0.1', () => resolve(server));
  });
}
