import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS } from '@funil/core/errors';
import { PINO_ERROR, postJson, startTestServer } from '@funil/testkit/server/test-server';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';

describe('createApp', () => {
  it('answers 500 internal_error without the stack and logs the cause', async () => {
    const t = await startTestServer();
    await t.db.destroy();

    const res = await postJson(t.app, '/api/leads', { name: 'Ana', phone: '5511987654321' });

    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: ERRORS.internal_error } });
    expect(text).not.toMatch(/at |destroyed|Error:/);
    const logged = t.logs.find((line) => line.level === PINO_ERROR);
    expect(logged).toMatchObject({ path: '/api/leads', err: { stack: expect.any(String) } });
  });

  it('answers a JSON 404 for other methods on unknown paths', async () => {
    const { app } = await startTestServer();
    const res = await app.request('/qualquer', { method: 'POST' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('sets security headers, with a Content-Security-Policy that loads nothing on API answers', async () => {
    const { app } = await startTestServer();
    const res = await app.request('/api/ping');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('keeps the open CORS policy off the admin API', async () => {
    const { app } = await startTestServer();
    const preflight = {
      method: 'OPTIONS',
      headers: { origin: 'https://parceiro.example', 'access-control-request-method': 'POST' },
    };
    const admin = await app.request('/api/admin/leads', preflight);
    expect(admin.headers.get('access-control-allow-origin')).toBeNull();
    const ping = await app.request('/api/ping', { headers: { origin: 'https://parceiro.example' } });
    expect(ping.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets partner origins import the widget chunks (ES modules need CORS)', async () => {
    const embedDir = mkdtempSync(join(tmpdir(), 'funil-embed-'));
    mkdirSync(join(embedDir, 'embed'));
    writeFileSync(join(embedDir, 'embed', 'payment.js'), 'export const x = 1;');
    const { app } = await startTestServer({ embedDir });
    const chunk = await app.request('/embed/payment.js', { headers: { origin: 'https://parceiro.example' } });
    rmSync(embedDir, { recursive: true });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses raw dot-dot paths that reach the Node server unnormalised', async () => {
    const { app } = await startTestServer({
      siteDir: `${import.meta.dirname}/http`,
      embedDir: import.meta.dirname,
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // ../app.ts is a real file one level above the site folder.
      for (const path of [
        '/assets/../../app.ts',
        '/embed/../app.ts',
        '/../app.ts',
        '/assets/..%2f..%2fapp.ts',
      ]) {
        const { status, body } = await rawGet(port, path);
        expect(body, path).not.toContain('createApp');
        expect([400, 404, 503], path).toContain(status);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** fetch() would normalise the path; node:http sends it exactly as written. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
