import { ERRORS } from '@funil/core/errors';
import { createStaffTestApp, OWN_ORIGIN, type StaffTestApp } from '@funil/testkit/server/staff-login';
import { beforeEach, describe, expect, it } from 'vitest';

const CSRF_REJECTED = { error: { code: 'csrf_rejected', message: ERRORS.csrf_rejected } };
const NOT_JSON = { error: { code: 'unsupported_media_type', message: ERRORS.unsupported_media_type } };

describe('CSRF defence on /api/admin', () => {
  let t: StaffTestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createStaffTestApp({ adminAccess: { publicSiteOrigin: 'https://funil.example' } });
    await t.addStaff('ana@funil.test', 'admin');
    cookie = await t.sessionOf('ana@funil.test');
  });

  const logout = (headers: Record<string, string>) =>
    t.app.request('/api/admin/session', { method: 'DELETE', headers: { cookie, ...headers }, body: '{}' });
  const sessionsLeft = async () => (await t.db.selectFrom('staff_sessions').select('id').execute()).length;

  it('refuses a state change without an Origin or from a foreign one, and changes nothing', async () => {
    const attempts: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', origin: 'https://atacante.example' },
      { 'content-type': 'application/json', origin: 'null' },
      { 'content-type': 'application/json', origin: 'http://localhost.atacante.example' },
    ];
    for (const headers of attempts) {
      const res = await logout(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual(CSRF_REJECTED);
    }
    expect(await sessionsLeft()).toBe(1);
  });

  it('refuses a state change that is not JSON (what a cross-site form can send)', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ]) {
      const res = await logout({ origin: OWN_ORIGIN, ...(type ? { 'content-type': type } : {}) });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual(NOT_JSON);
    }
    expect(await sessionsLeft()).toBe(1);
  });

  it('checks the login too: a cross-site page cannot log a browser into its own account', async () => {
    const res = await t.app.request('/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://atacante.example' },
      body: JSON.stringify({ email: 'ana@funil.test', password: 'senha-de-teste-bem-longa' }),
    });

    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it("accepts the request's own origin and the configured public site origin", async () => {
    expect(
      (await logout({ origin: 'https://funil.example', 'content-type': 'application/json' })).status,
    ).toBe(204);
    const again = await t.sessionOf('ana@funil.test');
    const res = await t.app.request('/api/admin/session', {
      method: 'DELETE',
      headers: { cookie: again, origin: OWN_ORIGIN, 'content-type': 'application/json; charset=utf-8' },
      body: '{}',
    });
    expect(res.status).toBe(204);
  });

  it('never answers CORS headers on /api/admin, while the public API does', async () => {
    const preflight = await t.app.request('/api/admin/session', {
      method: 'OPTIONS',
      headers: { origin: 'https://atacante.example', 'access-control-request-method': 'DELETE' },
    });
    const read = await t.app.request('/api/admin/session', {
      headers: { cookie, origin: 'https://atacante.example' },
    });
    const publicRead = await t.app.request('/api/ping', { headers: { origin: 'https://atacante.example' } });

    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    expect(publicRead.headers.get('access-control-allow-origin')).toBe('*');
  });
});
