import { PINO_ERROR, postJson, startTestServer } from '@funil/testkit/server/test-server';
import { describe, expect, it } from 'vitest';

const requestLines = (logs: { msg: string }[]) => logs.filter((line) => line.msg === 'Requisição');

describe('request logs', () => {
  it('writes one line per request with method, path, status, duration and request id', async () => {
    const t = await startTestServer();
    const res = await t.app.request('/api/ping?username=ana', {
      headers: { 'x-request-id': 'frontend_abc-123' },
    });
    expect(res.headers.get('x-request-id')).toBe('frontend_abc-123');
    const lines = requestLines(t.logs);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      req_id: 'frontend_abc-123',
      method: 'GET',
      path: '/api/ping',
      status: 200,
      duration_ms: expect.any(Number),
    });
  });

  it('never logs bodies, query strings or personal data', async () => {
    const t = await startTestServer();
    await postJson(t.app, '/api/leads', {
      name: 'Maria Sigilosa',
      phone: '5511912345678',
      email: 'maria@sigilo.com',
    });
    await t.app.request('/api/instagram-profile?username=maria.sigilosa');
    const text = JSON.stringify(requestLines(t.logs));
    for (const secret of ['Sigilosa', 'sigilosa', '5511912345678', 'maria@sigilo.com']) {
      expect(text).not.toContain(secret);
    }
    expect(requestLines(t.logs)).toHaveLength(2);
  });

  // Issue 27, reproduction 10: '/sandbox/whatsapp/5511…/reply' put leads' numbers in the log.
  it('never holds a phone, an e-mail or a purchase key from the path, however it was written', async () => {
    const t = await startTestServer();
    const checkoutId = crypto.randomUUID();
    const leadId = crypto.randomUUID();
    const paths = [
      '/sandbox/whatsapp/5511987654321',
      '/sandbox/whatsapp/5511987654321/reply',
      '/sandbox/whatsapp/5511987654321/messages/wamid.SBX0/read',
      '/api/leads/11987654321',
      '/diagnostico/+55%20(11)%2098765-4321',
      '/perfil/ana.souza%40exemplo.com',
      '/perfil/ana.souza@exemplo.com/x',
      `/api/purchases/${checkoutId}`,
      `/api/purchases/${checkoutId}/browser-event`,
      `/api/leads/${leadId}`,
    ];
    for (const path of paths) {
      await t.app.request(path, {
        method: path.endsWith('/reply') || path.endsWith('/read') ? 'POST' : 'GET',
      });
    }
    const text = JSON.stringify(t.logs);
    for (const secret of ['98765', '8765-4321', 'ana.souza', 'exemplo.com', checkoutId]) {
      expect(text).not.toContain(secret);
    }
    expect(requestLines(t.logs).map((line) => (line as { path?: unknown }).path)).toEqual([
      '/sandbox/whatsapp/[telefone]',
      '/sandbox/whatsapp/[telefone]/reply',
      '/sandbox/whatsapp/[telefone]/messages/wamid.SBX0/read',
      '/api/leads/[telefone]',
      '/diagnostico/[telefone]',
      '/perfil/[email]',
      '/perfil/[email]/x',
      '/api/purchases/[compra]',
      '/api/purchases/[compra]/browser-event',
      // A lead's id is no personal data by itself (decision 0012): it stays, for support.
      `/api/leads/${leadId}`,
    ]);
  });

  it('gives a request without a usable id a fresh one, and logs a 5xx at error level', async () => {
    const t = await startTestServer();
    const res = await t.app.request('/api/ping', { headers: { 'x-request-id': 'com espaço' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await t.app.request('/api/leads/behaviour', { method: 'POST', body: 'x'.repeat(70_000) });
    expect(requestLines(t.logs).at(-1)).toMatchObject({ status: 413, level: 30 });
    await t.db.destroy();
    await postJson(t.app, '/api/leads', { name: 'Ana', phone: '5511987654321' });
    expect(requestLines(t.logs).at(-1)).toMatchObject({ status: 500, level: PINO_ERROR, path: '/api/leads' });
  });
});
