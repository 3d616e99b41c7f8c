// Login throttling: the guessing client waits longer and longer; the account's owner elsewhere never does.
import { ERRORS } from '@funil/core/errors';
import { createStaffTestApp, PASSWORD, type StaffTestApp } from '@funil/testkit/server/staff-login';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE } from '../../http/login-throttle.ts';

const THROTTLED = { error: { code: 'login_throttled', message: ERRORS.login_throttled } };
const WRONG = 'senha-errada-bem-longa';
const MINUTE = 60_000;
const { freeFailures, firstDelaySeconds, maxDelaySeconds, perAddress } = DEFAULT_LOGIN_THROTTLE;

describe('login throttling', () => {
  let t: StaffTestApp;
  beforeEach(async () => {
    // The throttle's counts expire by the clock: the tests move it instead of waiting.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // X-Forwarded-For names the client, so each test can speak from several addresses.
    t = await createStaffTestApp({ trustProxy: true });
    await t.addStaff('ana@funil.test', 'admin');
    await t.addStaff('bia@funil.test', 'viewer');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const retryAfter = (res: Response) => Number(res.headers.get('retry-after'));

  // Issue 14, reproduction 6 (first half).
  it('lets the owner in from another address after ten wrong passwords from one', async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      await t.logIn('ana@funil.test', WRONG, from('198.51.100.7'));

    const owner = await t.logIn('ana@funil.test', PASSWORD, from('203.0.113.1'));
    expect(owner.status).toBe(200);
    expect(owner.headers.get('set-cookie')).not.toBeNull();
    // The guessing address itself waits, even with the right password, and learns nothing.
    const guesser = await t.logIn('ana@funil.test', PASSWORD, from('198.51.100.7'));
    expect(guesser.status).toBe(429);
    expect(await guesser.json()).toEqual(THROTTLED);
    expect(guesser.headers.get('set-cookie')).toBeNull();
  }, 60_000);

  // Issue 14, reproduction 6 (second half).
  it('never locks the owner out while strangers keep trying ten times every 15 minutes', async () => {
    for (let round = 0; round < 8; round++) {
      for (let attempt = 0; attempt < 10; attempt++) {
        const res = await t.logIn('ana@funil.test', WRONG, from(`198.51.100.${round * 10 + attempt}`));
        expect(res.status).toBe(401);
      }
      expect((await t.logIn('ana@funil.test', PASSWORD, from('203.0.113.1'))).status).toBe(200);
      vi.advanceTimersByTime(15 * MINUTE);
    }
  }, 60_000);

  it('makes one address wait longer after each failure past the free ones, up to a ceiling', async () => {
    const ip = from('198.51.100.9');
    for (let attempt = 0; attempt < freeFailures; attempt++) {
      expect((await t.logIn('ana@funil.test', WRONG, ip)).status).toBe(401);
    }
    const waits: number[] = [];
    for (let step = 0; step < 8; step++) {
      const refused = await t.logIn('ana@funil.test', WRONG, ip);
      expect(refused.status).toBe(429);
      waits.push(retryAfter(refused));
      vi.advanceTimersByTime(retryAfter(refused) * 1000 - 1);
      expect((await t.logIn('ana@funil.test', PASSWORD, ip)).status).toBe(429);
      vi.advanceTimersByTime(1);
      expect((await t.logIn('ana@funil.test', WRONG, ip)).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    expect(waits[0]).toBe(firstDelaySeconds);
    expect(waits.at(-1)).toBe(maxDelaySeconds);
    // Another account from the same address is not slowed.
    expect((await t.logIn('bia@funil.test', PASSWORD, ip)).status).toBe(200);
  }, 60_000);

  // Issue 27, reproduction 1: the wait's end lets one try through, not every try sent at that moment.
  it('checks one of many simultaneous tries when a wait ends, and makes the next wait longer', async () => {
    const ip = from('198.51.100.11');
    for (let attempt = 0; attempt < freeFailures; attempt++) {
      expect((await t.logIn('ana@funil.test', WRONG, ip)).status).toBe(401);
    }
    vi.advanceTimersByTime(firstDelaySeconds * 1000);

    const answers = await Promise.all(Array.from({ length: 20 }, () => t.logIn('ana@funil.test', WRONG, ip)));

    expect(answers.map((res) => res.status).sort()).toEqual([401, ...Array<number>(19).fill(429)]);
    const next = await t.logIn('ana@funil.test', PASSWORD, ip);
    expect(next.status).toBe(429);
    expect(retryAfter(next)).toBe(firstDelaySeconds * 2);
  }, 60_000);

  it('stops an address that fails too often over many accounts, and no other address', async () => {
    for (let attempt = 0; attempt < perAddress; attempt++) {
      expect((await t.logIn(`pessoa${attempt}@funil.test`, WRONG, from('198.51.100.7'))).status).toBe(401);
    }

    const stopped = await t.logIn('ana@funil.test', PASSWORD, from('198.51.100.7'));
    expect(stopped.status).toBe(429);
    expect(retryAfter(stopped)).toBeGreaterThan(0);
    expect((await t.logIn('ana@funil.test', PASSWORD, from('198.51.100.8'))).status).toBe(200);
  }, 120_000);

  it('forgets a pair’s failures after a successful login', async () => {
    const ip = from('198.51.100.9');
    for (let attempt = 0; attempt < freeFailures - 1; attempt++) {
      expect((await t.logIn('ana@funil.test', WRONG, ip)).status).toBe(401);
    }
    expect((await t.logIn('ana@funil.test', PASSWORD, ip)).status).toBe(200);

    for (let attempt = 0; attempt < freeFailures - 1; attempt++) {
      expect((await t.logIn('ana@funil.test', WRONG, ip)).status).toBe(401);
    }
    expect((await t.logIn('ana@funil.test', PASSWORD, ip)).status).toBe(200);
  }, 60_000);
});
