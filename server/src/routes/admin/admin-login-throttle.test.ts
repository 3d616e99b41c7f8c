import { ERRORS } from '@funil/core/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE } from '../../http/login-throttle.ts';
import { createStaffTestApp, PASSWORD, type StaffTestApp } from '../../testing/staff-login.ts';

const THROTTLED = { error: { code: 'login_throttled', message: ERRORS.login_throttled } };
const WRONG = 'senha-errada-bem-longa';

describe('login throttling', () => {
  let t: StaffTestApp;
  beforeEach(async () => {
    // X-Forwarded-For names the client, so each test can speak from several addresses.
    t = await createStaffTestApp({ trustProxy: true });
    await t.addStaff('ana@funil.test', 'admin');
    await t.addStaff('bia@funil.test', 'viewer');
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('throttles an account after repeated failures, from any address and even with the right password', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 101; attempt++) {
      const res = await t.logIn('ana@funil.test', WRONG, from(`198.51.100.${attempt % 250}`));
      statuses.push(res.status);
    }

    expect(statuses.slice(0, DEFAULT_LOGIN_THROTTLE.perAccount)).toEqual(
      Array(DEFAULT_LOGIN_THROTTLE.perAccount).fill(401),
    );
    expect(statuses.at(-1)).toBe(429);
    const right = await t.logIn('ANA@funil.test', PASSWORD, from('203.0.113.1'));
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual(THROTTLED);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.headers.get('set-cookie')).toBeNull();
    // Another account is not affected.
    expect((await t.logIn('bia@funil.test', PASSWORD, from('203.0.113.1'))).status).toBe(200);
  }, 60_000);

  it('throttles an address that tries many accounts, and not the other addresses', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DEFAULT_LOGIN_THROTTLE.perAddress; attempt++) {
      statuses.push((await t.logIn(`pessoa${attempt}@funil.test`, WRONG, from('198.51.100.7'))).status);
    }

    expect(statuses.slice(0, DEFAULT_LOGIN_THROTTLE.perAddress).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await t.logIn('ana@funil.test', PASSWORD, from('198.51.100.7'))).status).toBe(429);
    expect((await t.logIn('ana@funil.test', PASSWORD, from('198.51.100.8'))).status).toBe(200);
  }, 60_000);

  it('clears an account count after a successful login', async () => {
    for (let attempt = 0; attempt < DEFAULT_LOGIN_THROTTLE.perAccount - 1; attempt++) {
      expect((await t.logIn('ana@funil.test', WRONG, from('198.51.100.9'))).status).toBe(401);
    }
    expect((await t.logIn('ana@funil.test', PASSWORD, from('198.51.100.9'))).status).toBe(200);

    expect((await t.logIn('ana@funil.test', WRONG, from('198.51.100.9'))).status).toBe(401);
    expect((await t.logIn('ana@funil.test', PASSWORD, from('198.51.100.9'))).status).toBe(200);
  }, 60_000);
});
