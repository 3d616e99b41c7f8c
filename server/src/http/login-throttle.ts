// Failed staff logins counted per account and per client address; past either budget, logins wait.
import { RateLimiterMemory } from 'rate-limiter-flexible';

export interface LoginThrottleOptions {
  /** Failures one account (e-mail) may have per window. */
  perAccount: number;
  /** Failures one client address may have per window, over every e-mail it tries. */
  perAddress: number;
  windowSeconds: number;
}

/** 10 per account per 15 min: at most 40 guesses an hour on one account (the issue allows 100). */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  perAccount: 10,
  perAddress: 30,
  windowSeconds: 900,
};

export interface LoginThrottle {
  /** Milliseconds until either key may try again, or 0 when both may. */
  waitBefore(account: string, address: string): Promise<number>;
  recordFailure(account: string, address: string): Promise<void>;
  /** A successful login clears its account's count (not its address's). */
  recordSuccess(account: string): Promise<void>;
}

/** In this process's memory, like the other per-IP limits: several processes each count apart. */
export function createLoginThrottle(options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE): LoginThrottle {
  // A fixed window from a key's first failure: past the budget, it waits until that window ends.
  const limiter = (points: number, keyPrefix: string) =>
    new RateLimiterMemory({ keyPrefix, points, duration: options.windowSeconds });
  const accounts = limiter(options.perAccount, 'conta');
  const addresses = limiter(options.perAddress, 'ip');

  const wait = async (store: RateLimiterMemory, key: string) => {
    const state = await store.get(key);
    return state !== null && state.consumedPoints >= store.points ? Math.max(1, state.msBeforeNext) : 0;
  };

  return {
    async waitBefore(account, address) {
      return Math.max(await wait(accounts, account), await wait(addresses, address));
    },
    async recordFailure(account, address) {
      await Promise.all([accounts.penalty(account, 1), addresses.penalty(address, 1)]);
    },
    async recordSuccess(account) {
      await accounts.delete(account);
    },
  };
}
