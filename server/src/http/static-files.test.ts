import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ERRORS } from '@funil/core/errors';
import { startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_INDEX } from './staff-pages.ts';
import { CACHE_CONTROL } from './static-files.ts';

const INDEX_HTML = '<!doctype html><head><meta charset="UTF-8" /></head><div id="root"></div>';
const SECRET = 'segredo-que-nao-pode-vazar';
/** A well-formed lead id (a UUID). */
const LEAD = '6f1c2d3e-0000-4000-8000-000000000000';
const BIG_SCRIPT = `export const copy = ${JSON.stringify('Parabéns pela sua compra! '.repeat(200))};`;

describe('static files', () => {
  let root: string;
  let t: TestApp;

  beforeAll(async () => {
    // root/secret.txt sits beside the served folders, one '..' away from each of them.
    root = mkdtempSync(join(tmpdir(), 'funil-static-'));
    const siteDir = join(root, 'site');
    const embedDir = join(root, 'embed-dist');
    mkdirSync(join(siteDir, 'assets'), { recursive: true });
    mkdirSync(join(embedDir, 'embed'), { recursive: true });
    writeFileSync(join(root, 'secret.txt'), SECRET);
    writeFileSync(join(siteDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(siteDir, 'assets', 'index-abc123.js'), 'console.log("site")');
    writeFileSync(join(embedDir, 'embed.js'), 'window.Funil = {}');
    writeFileSync(join(embedDir, 'embed', 'chunk-1.js'), 'export {}');
    writeFileSync(join(siteDir, 'assets', 'big-abc123.js'), BIG_SCRIPT);
    writeFileSync(join(embedDir, 'embed', 'big.js'), BIG_SCRIPT);
    t = await startTestServer({ siteDir, embedDir });
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('answers index.html with no-cache for every page of the route map', async () => {
    for (const path of ['/', '/ianapratica', '/admin/leads?pagina=2']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.page);
      expect(await res.text()).toBe(INDEX_HTML);
    }
  });

  it('tells search engines not to index staff pages, and only them', async () => {
    for (const path of [
      '/admin',
      '/admin/login?next=/admin/dashboard',
      '/behavior',
      '/opportunities',
      '/predictions',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-robots-tag'), path).toBe(NO_INDEX);
    }
    expect((await t.app.request('/api/admin/session')).headers.get('x-robots-tag')).toBe(NO_INDEX);
    for (const path of ['/', '/ianapratica', '/administracao']) {
      expect((await t.app.request(path)).headers.get('x-robots-tag'), path).toBeNull();
    }
  });

  it('answers a JSON 404 for unknown API paths instead of the page', async () => {
    for (const path of ['/api/nada', '/api', '/api/leads/a/b']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: ERRORS.not_found } });
    }
  });

  it('serves embed.js as JavaScript with a short cache that partner pages may load', async () => {
    const res = await t.app.request('/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.embed);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await res.text()).toBe('window.Funil = {}');

    const chunk = await t.app.request('/embed/chunk-1.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe(CACHE_CONTROL.embed);
  });

  it('lets partner pages fetch embed.js and its chunks in CORS mode (import(), crossorigin, type=module)', async () => {
    for (const path of ['/embed.js', '/embed/chunk-1.js']) {
      const res = await t.app.request(path, { headers: { Origin: 'https://parceiro.example' } });
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });

  it('serves hashed assets as immutable and other site files with a normal cache', async () => {
    const asset = await t.app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(CACHE_CONTROL.hashed);
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');

    const robots = await t.app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe(CACHE_CONTROL.other);
    expect(await robots.text()).toBe('User-agent: *\n');
  });

  it('sends site and embed scripts gzipped to browsers that accept it, and plain to others', async () => {
    for (const path of ['/assets/big-abc123.js', '/embed/big.js']) {
      const zipped = await t.app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      const body = new Uint8Array(await zipped.arrayBuffer());
      expect(body.length).toBeLessThan(BIG_SCRIPT.length / 10);
      expect(gunzipSync(body).toString('utf8')).toBe(BIG_SCRIPT);

      const plain = await t.app.request(path);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(BIG_SCRIPT);
    }
  });

  it('answers 404, not the page, for a missing asset or embed file', async () => {
    for (const path of ['/assets/index-gone.js', '/embed/nope.js']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('never serves a file outside the served folders', async () => {
    const attempts = [
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/..%252f..%252fsecret.txt',
      '/embed/..%5c..%5csecret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/embed/%2e%2e%2f%2e%2e%2fsecret.txt',
    ];
    for (const path of attempts) {
      const res = await t.app.request(path);
      const body = await res.text();
      expect(body, path).not.toContain(SECRET);
      expect([200, 404], path).toContain(res.status);
      if (res.status === 200) expect(body, path).toBe(INDEX_HTML);
    }
  });

  it('answers 200 for known pages and well-formed parameters, whatever the case or a trailing slash', async () => {
    for (const path of [
      '/obrigado?lead=abc',
      '/Vagas-Esgotadas/',
      `/sala-de-espera/${LEAD}`,
      `/proposta/${LEAD}`,
      `/mentoria/${LEAD}`,
      `/ianapratica/${LEAD}`,
      '/debriefing/imersao-ia-na-pratica',
      `/debriefing/${LEAD}`,
      '/parceiro/loja-da-ana',
      '/demo-imersao',
      '/pagamento/expirado?lead=x',
      `/diagnostico/${LEAD}`,
      '/admin/qualquer-tela',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(INDEX_HTML);
    }
  });

  it('answers 404 with the not-found page for a path the site has no page at', async () => {
    for (const path of [
      '/qualquer/rota',
      '/pagina-que-nao-existe',
      '/demo-desconhecida',
      '/sala-de-espera/nao-e-um-lead',
      `/sala-de-espera/${LEAD}/extra`,
      '/debriefing/evento-que-nao-existe',
      '/parceiro',
      '/index.html',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), path).toBe(CACHE_CONTROL.page);
      const html = await res.text();
      expect(html, path).toContain('<h1>404</h1>');
      expect(html, path).toContain('Oops! Page not found');
      expect(html, path).toContain('<a href="/" class="cta">Voltar para o início</a>');
      expect(html, path).toContain('<title>Página não encontrada</title>');
    }
  });

  it('keeps answering JSON 404 under /api and for missing assets', async () => {
    for (const path of [
      '/api/nao-existe',
      '/api/leads/x/y/z',
      '/assets/nao-existe.js',
      '/embed/nao-existe.js',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ error: { code: 'not_found', message: ERRORS.not_found } });
    }
  });

  it("tells every page the site's public address when PUBLIC_SITE_URL is set", async () => {
    const site = await startTestServer({
      siteDir: join(root, 'site'),
      publicSiteUrl: 'https://funil.exemplo.com.br',
    });
    for (const path of ['/politica-de-privacidade', '/pagina-que-nao-existe']) {
      const html = await (await site.app.request(path)).text();
      expect(html, path).toContain(
        '<meta name="funil-public-site" content="https://funil.exemplo.com.br" /></head>',
      );
    }
    expect(await (await t.app.request('/')).text()).not.toContain('funil-public-site');
  });

  it('answers 503 with a pt-BR hint when the site is not built, and still serves the API', async () => {
    const missing = await startTestServer({
      siteDir: join(root, 'nao-existe'),
      embedDir: join(root, 'nao-existe'),
    });

    const page = await missing.app.request('/qualquer/rota');
    expect(page.status).toBe(503);
    expect(await page.json()).toEqual({ error: { code: 'site_not_built', message: ERRORS.site_not_built } });
    expect((await missing.app.request('/embed.js')).status).toBe(404);
    expect((await missing.app.request('/api/ping')).status).toBe(200);
  });
});
