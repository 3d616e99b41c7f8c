// Issue 14, reproduction 10: no Content-Security-Policy anywhere, and the sandbox page's
// X-Frame-Options: DENY overwritten to SAMEORIGIN. Through the real app, on a built-site stand-in.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from '@funil/core/csp';
import { DEFAULT_LAUNCH_SETTINGS } from '@funil/core/launch-settings';
import { startTestServer, type TestApp } from '@funil/testkit/server/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What Vite's html.cspNonce writes into the built index.html. */
const INDEX_HTML = [
  '<!doctype html><html><head>',
  `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">`,
  `<script type="module" crossorigin src="/assets/index-abc.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`,
  `<link rel="stylesheet" crossorigin href="/assets/index-abc.css" nonce="${CSP_NONCE_PLACEHOLDER}">`,
  '</head><body><div id="root"></div></body></html>',
].join('');

/** The policy as a map of directive → sources. */
function policyOf(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy');
  if (header === null) throw new Error(`sem Content-Security-Policy em ${res.url}`);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const nonceOf = (policy: Map<string, string[]>) =>
  policy
    .get('script-src')
    ?.find((source) => source.startsWith("'nonce-"))
    ?.slice(7, -1);

describe('security headers', () => {
  let root: string;
  let t: TestApp;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'funil-headers-'));
    mkdirSync(join(root, 'site', 'assets'), { recursive: true });
    mkdirSync(join(root, 'embed', 'embed'), { recursive: true });
    writeFileSync(join(root, 'site', 'index.html'), INDEX_HTML);
    writeFileSync(join(root, 'embed', 'embed.js'), 'window.Funil = {}');
    t = await startTestServer({ siteDir: join(root, 'site'), embedDir: join(root, 'embed') });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives every site page a policy with a fresh nonce, put on the page’s own tags', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/index.html', '/ianapratica', '/obrigado/abc']) {
      const res = await t.app.request(path);
      const policy = policyOf(res);
      const nonce = nonceOf(policy);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce as string);
      expect(policy.get('script-src'), path).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('style-src'), path).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(res.headers.get('content-security-policy'), path).not.toContain('unsafe-');
      const page = await res.text();
      expect(page, path).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(page.match(/nonce="([^"]+)"/g), path).toEqual(Array(3).fill(`nonce="${nonce}"`));
    }
    expect(nonces.size).toBe(4);
  });

  it('keeps staff pages out of every frame', async () => {
    for (const path of ['/admin/login', '/admin/dashboard', '/behavior']) {
      const res = await t.app.request(path);
      const policy = policyOf(res);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('script-src'), path).toEqual(["'self'", `'nonce-${nonceOf(policy)}'`]);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
    const api = await t.app.request('/api/admin/session');
    expect(policyOf(api).get('frame-ancestors')).toEqual(["'none'"]);
    expect(api.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps the sandbox checkout page unframeable, its style allowed by hash and nothing inline', async () => {
    const res = await t.app.request('/sandbox/checkout/chk_sbx_desconhecido');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const policy = policyOf(res);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonceOf(policy)}'`]);
    const style = (await res.text()).match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(policy.get('style-src')).toContain(hash);
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-');
  });

  it('gives API answers a policy that loads nothing, and leaves the partner embed as it was', async () => {
    expect(policyOf(await t.app.request('/api/ping')).get('default-src')).toEqual(["'none'"]);
    const embed = await t.app.request('/embed.js');
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toBeNull();
    expect(embed.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await t.app.request('/obrigado')).headers.get('cross-origin-resource-policy')).toBe(
      'same-origin',
    );
  });

  it('allows the configured pixels on the public pages only, and only the ones configured', async () => {
    const strict = policyOf(await t.app.request('/'));
    const setDocument = (document: string | null) =>
      t.db
        .updateTable('launches')
        .set({ document, updated_at: '2026-11-20T10:00:00.000Z' })
        .where('id', '=', t.db.selectFrom('current_launch').select('launch_id'))
        .execute();
    const save = (tracking: object) => setDocument(JSON.stringify({ ...DEFAULT_LAUNCH_SETTINGS, tracking }));
    try {
      await save({ metaPixelId: '123456789012345', tiktokPixelId: null, analyticsId: 'G-ABC1234' });
      for (const path of ['/', '/ianapratica', '/index.html']) {
        const policy = policyOf(await t.app.request(path));
        expect(policy.get('script-src'), path).toEqual([
          "'self'",
          `'nonce-${nonceOf(policy)}'`,
          'https://connect.facebook.net',
          'https://*.googletagmanager.com',
        ]);
        expect(policy.get('connect-src'), path).toEqual([
          "'self'",
          'https://connect.facebook.net',
          'https://www.facebook.com',
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
        ]);
        expect(policy.get('img-src'), path).toContain('https://www.facebook.com');
        expect(policy.get('img-src'), path).not.toContain('https://analytics.tiktok.com');
        // Everything else stays as strict as without pixels.
        for (const directive of ['default-src', 'style-src', 'object-src', 'base-uri', 'frame-ancestors'])
          expect(
            policy.get(directive)?.filter((source) => !source.startsWith("'nonce-")),
            directive,
          ).toEqual(strict.get(directive)?.filter((source) => !source.startsWith("'nonce-")));
      }
      for (const path of [
        '/admin/login',
        '/api/ping',
        '/sandbox/checkout/chk_sbx_desconhecido',
        '/assets/x.js',
      ])
        expect((await t.app.request(path)).headers.get('content-security-policy') ?? '', path).not.toMatch(
          /facebook|googletagmanager|tiktok/,
        );

      await save({ metaPixelId: null, tiktokPixelId: 'C0ABCDEFGHIJ12345678', analyticsId: null });
      const tiktokOnly = policyOf(await t.app.request('/'));
      expect(tiktokOnly.get('script-src')?.slice(2)).toEqual(['https://analytics.tiktok.com']);
      expect(tiktokOnly.get('connect-src')).toEqual(["'self'", 'https://analytics.tiktok.com']);
    } finally {
      await setDocument(null);
    }
    expect(policyOf(await t.app.request('/')).get('script-src')).toHaveLength(2);
  });
});
