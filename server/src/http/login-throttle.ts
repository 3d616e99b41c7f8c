// Failed staff logins slow down the client that makes them, never the account's owner elsewhere.
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimiterStore } from './limiter-store.ts';

export interface LoginThrottleOptions {
  /** Failures one account may have from one address before each further try must wait. */
  freeFailures: number;
  /** The first wait after the free failures; each further failure doubles it, up to maxDelaySeconds. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** An account and address pair's failures are forgotten this long after its first one (or at a login). */
  pairMemorySeconds: number;
  /** Failures one address may have over every e-mail it tries per addressWindowSeconds; then it waits. */
  perAddress: number;
  addressWindowSeconds: number;
}

/**
 * 5 free tries, then 30 s, 1, 2, 4, 8 and 15 min waits: one address gets about a dozen guesses at an
 * account in its first hour, then 4 an hour; 100 failures a day over all accounts stop it outright.
 */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  pairMemorySeconds: 24 * 60 * 60,
  perAddress: 100,
  addressWindowSeconds: 24 * 60 * 60,
};

export interface LoginThrottle {
  /** Milliseconds before this account may be tried from this address, or 0 now. */
  waitBefore(account: string, address: string): Promise<number>;
  recordFailure(account: string, address: string): Promise<void>;
  /** A login clears its pair (not its address's count, which spans every account). */
  recordSuccess(account: string, address: string): Promise<void>;
}

/**
 * Nothing is counted per account alone: a count that strangers could fill from anywhere would let
 * them lock staff out (issue 14). The counts live in the store every process shares (limiter-store.ts),
 * so a second process is no second set of guesses.
 */
export function createLoginThrottle(
  options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  store: LimiterStore,
): LoginThrottle {
  const failures = store.limiter({
    name: 'login-falhas',
    points: Number.MAX_SAFE_INTEGER,
    durationSeconds: options.pairMemorySeconds,
  });
  // A key here exists only while its pair must wait (block() gives it that lifetime).
  const waits = store.limiter({ name: 'login-espera', points: 1, durationSeconds: 1 });
  const addresses = store.limiter({
    name: 'login-ip',
    points: options.perAddress,
    durationSeconds: options.addressWindowSeconds,
  });
  const pairOf = (account: string, address: string) => JSON.stringify([account, address]);

  return {
    async waitBefore(account, address) {
      const [pair, ip] = await Promise.all([waits.get(pairOf(account, address)), addresses.get(address)]);
      const ipFull = ip !== null && ip.consumedPoints >= options.perAddress;
      return Math.max(remaining(pair), ipFull ? remaining(ip) : 0);
    },
    async recordFailure(account, address) {
      const pair = pairOf(account, address);
      const [counted] = await Promise.all([failures.penalty(pair, 1), addresses.penalty(address, 1)]);
      const beyondFree = counted.consumedPoints - options.freeFailures;
      if (beyondFree >= 0) await waits.block(pair, delaySeconds(options, beyondFree));
    },
    async recordSuccess(account, address) {
      const pair = pairOf(account, address);
      await Promise.all([failures.delete(pair), waits.delete(pair)]);
    },
  };
}

/** The wait after `beyondFree` failures past the free ones: first, then doubling, capped. */
export function delaySeconds(options: LoginThrottleOptions, beyondFree: number): number {
  return Math.min(options.maxDelaySeconds, options.firstDelaySeconds * 2 ** Math.min(beyondFree, 30));
}

function remaining(state: Awaited<ReturnType<RateLimiterAbstract['get']>>): number {
  return state === null ? 0 : Math.max(0, state.msBeforeNext);
}
