import { ERRORS } from '@funil/core/errors';
import { cookieOf, createStaffTestApp, PASSWORD, type StaffTestApp } from '@funil/testkit/server/staff-login';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../domain/staff-sessions.ts';

const MINUTE = 60_000;

describe('/api/admin/session', () => {
  let t: StaffTestApp;
  beforeEach(async () => {
    t = await createStaffTestApp();
    await t.addStaff('ana@funil.test', 'admin');
  });

  const whoAmI = (cookie: string) => t.call('GET', '/api/admin/session', { cookie });

  it('logs in with any case of the e-mail, sets a strict HttpOnly cookie and answers who is logged in', async () => {
    const res = await t.logIn('ANA@Funil.test');

    expect(res.status).toBe(200);
    const staff = {
      id: expect.any(String),
      email: 'ana@funil.test',
      name: 'Equipe ana@funil.test',
      role: 'admin',
    };
    expect(await res.json()).toEqual({ staff });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^funil_admin=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');

    const me = await whoAmI(cookieOf(res));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ staff });
  });

  it('stores only the hash of the token, with the address and browser of the login', async () => {
    const cookie = cookieOf(await t.logIn('ana@funil.test', PASSWORD, { 'user-agent': 'Navegador da Ana' }));
    const token = cookie.split('=')[1] ?? '';

    const rows = await t.db.selectFrom('staff_sessions').selectAll().execute();
    expect(rows).toEqual([
      {
        id: sessionIdOf(token),
        staff_id: expect.any(String),
        created_at: '2025-04-01T12:00:00.000Z',
        last_seen_at: '2025-04-01T12:00:00.000Z',
        expires_at: '2025-04-02T00:00:00.000Z',
        ip: 'desconhecido',
        user_agent: 'Navegador da Ana',
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail, and sets no cookie', async () => {
    for (const [email, password] of [
      ['ana@funil.test', 'senha-errada-bem-longa'],
      ['ninguem@funil.test', PASSWORD],
    ]) {
      const res = await t.logIn(email as string, password);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'login_failed', message: ERRORS.login_failed } });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a disabled account and ends its open sessions', async () => {
    const cookie = await t.sessionOf('ana@funil.test');
    await t.db.updateTable('staff_users').set({ disabled_at: '2025-04-01T12:00:00.000Z' }).execute();

    expect((await whoAmI(cookie)).status).toBe(401);
    expect((await t.logIn('ana@funil.test')).status).toBe(401);
  });

  it('gives a new session id at every login, never the one the browser sent (fixation)', async () => {
    const planted = 'funil_admin=token-plantado-por-um-atacante';
    const first = await t.logIn('ana@funil.test', PASSWORD, { cookie: planted });
    const second = await t.logIn('ana@funil.test', PASSWORD, { cookie: cookieOf(first) });

    expect(cookieOf(first)).not.toBe(planted);
    expect(cookieOf(second)).not.toBe(cookieOf(first));
    expect((await whoAmI(planted)).status).toBe(401);
    expect((await whoAmI(cookieOf(first))).status).toBe(200);
    expect((await whoAmI(cookieOf(second))).status).toBe(200);
  });

  it('ends a session after 30 minutes without use, and keeps one that is used', async () => {
    const used = await t.sessionOf('ana@funil.test');
    const idle = await t.sessionOf('ana@funil.test');

    t.advance(29 * MINUTE);
    expect((await whoAmI(used)).status).toBe(200);
    t.advance(2 * MINUTE);

    expect((await whoAmI(used)).status).toBe(200);
    const expired = await whoAmI(idle);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ error: { code: 'unauthorized', message: ERRORS.unauthorized } });
    expect(expired.headers.get('set-cookie')).toMatch(/^funil_admin=;.*Max-Age=0/);
    expect(await t.db.selectFrom('staff_sessions').select('id').execute()).toHaveLength(1);
  });

  it('ends a session 12 hours after login however busy it is', async () => {
    const cookie = await t.sessionOf('ana@funil.test');
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.advance(20 * MINUTE);
      expect((await whoAmI(cookie)).status, `${minutes + 20} min`).toBe(200);
    }
    t.advance(20 * MINUTE);

    expect((await whoAmI(cookie)).status).toBe(401);
  });

  it('logs out: the row is deleted, the cookie cleared and the token no longer works', async () => {
    const cookie = await t.sessionOf('ana@funil.test');

    const res = await t.call('DELETE', '/api/admin/session', { cookie });

    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^funil_admin=;.*Max-Age=0/);
    expect(await t.db.selectFrom('staff_sessions').select('id').execute()).toEqual([]);
    expect((await whoAmI(cookie)).status).toBe(401);
  });

  it('answers a login without e-mail or password with a 400', async () => {
    const res = await t.call('POST', '/api/admin/session', { body: { email: 'ana@funil.test' } });

    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
  });
});

describe('/api/admin/session on an https site', () => {
  it('names the cookie __Host- and marks it Secure, and reads only that name', async () => {
    const t = await createStaffTestApp({ adminAccess: { secureCookie: true } });
    await t.addStaff('ana@funil.test', 'viewer');

    const res = await t.logIn('ana@funil.test');

    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-funil_admin=[\w-]{43};/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Domain');
    const token = cookieOf(res).split('=')[1];
    expect((await t.call('GET', '/api/admin/session', { cookie: cookieOf(res) })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/session', { cookie: `funil_admin=${token}` })).status).toBe(401);
  });
});
