// Failed staff logins slow down the client that makes them, never the account's owner elsewhere. A try
// is reserved in the shared store before its password is checked, so simultaneous tries cannot all
// pass a check made before any of them failed (issue 27).
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
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

/** One reserved try: its password may be checked, and exactly one of these must follow. */
export interface LoginTry {
  /** The password was wrong: the try stays counted and may start the pair's next wait. */
  failed(): Promise<void>;
  /** The password was right: the pair starts over and the address gets its try back. */
  succeeded(): Promise<void>;
  /** The check could not be made (an error): everything the reservation took is given back. */
  release(): Promise<void>;
}

export type LoginReservation = { ok: true; attempt: LoginTry } | { ok: false; waitMs: number };

export interface LoginThrottle {
  /** Takes one try for this account from this address, or says how long to wait; checks nothing. */
  reserve(account: string, address: string): Promise<LoginReservation>;
}

/**
 * Every decision rests on one atomic step of the shared store (rate-limiter-flexible's consume, an
 * increment that answers the new count: a Lua script on Redis, one upsert on PostgreSQL, synchronous
 * in memory), never on a count read earlier, so N processes and N simultaneous requests reserve no
 * more than one would. A reservation that is not used gives back what it took; the counts may thus
 * run above the truth for a moment (refusing a little early), never below it.
 *
 * - `login-livres`: the pair's free tries, 5 a day.
 * - `login-falhas`: the pair's recorded failures (its next wait's length).
 * - `login-espera`: exists while the pair must wait (block() gives it that lifetime).
 * - `login-vez`: after the free tries, the one try each wait allows, keyed by how many failures
 *   came before it, so the first request after a wait takes it and the rest are refused.
 * - `login-ip`: the address's 100 failures a day over every account.
 *
 * Nothing is counted per account alone: a count that strangers could fill from anywhere would let them
 * lock staff out (issue 14).
 */
export function createLoginThrottle(
  options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  store: LimiterStore,
): LoginThrottle {
  const free = store.limiter({
    name: 'login-livres',
    points: options.freeFailures,
    durationSeconds: options.pairMemorySeconds,
  });
  const failures = store.limiter({
    name: 'login-falhas',
    points: Number.MAX_SAFE_INTEGER,
    durationSeconds: options.pairMemorySeconds,
  });
  const waits = store.limiter({ name: 'login-espera', points: 1, durationSeconds: 1 });
  const turns = store.limiter({ name: 'login-vez', points: 1, durationSeconds: options.maxDelaySeconds });
  const addresses = store.limiter({
    name: 'login-ip',
    points: options.perAddress,
    durationSeconds: options.addressWindowSeconds,
  });
  const pairOf = (account: string, address: string) => JSON.stringify([account, address]);
  const waitAfter = (failuresBefore: number) => delaySeconds(options, failuresBefore - options.freeFailures);

  /** The pair's own part: a free try, the one try after a wait, or how long to wait. */
  async function reservePair(pair: string): Promise<PairTurn | { waitMs: number }> {
    const freeTry = await take(free, pair);
    if (freeTry.ok) return { kind: 'free', last: freeTry.res.consumedPoints === options.freeFailures };
    await giveBack(free, pair);

    // Read in this order, against failed()'s block-then-count: whoever sees a failure counted also
    // sees the wait it started.
    const before = (await failures.get(pair))?.consumedPoints ?? 0;
    // The free tries are still being checked: their failures will start the first wait.
    if (before < options.freeFailures) return { waitMs: options.firstDelaySeconds * 1000 };
    const wait = await waits.get(pair);
    if (wait !== null && wait.msBeforeNext > 0) return { waitMs: wait.msBeforeNext };
    const turnKey = `${pair}#${before}`;
    const turn = await take(turns, turnKey, waitAfter(before + 1));
    if (!turn.ok) return { waitMs: Math.max(1000, turn.res.msBeforeNext) };
    return { kind: 'after-wait', failuresBefore: before, turnKey };
  }

  async function givePairBack(pair: string, turn: PairTurn): Promise<void> {
    if (turn.kind === 'free') await giveBack(free, pair);
    else await turns.delete(turn.turnKey);
  }

  return {
    async reserve(account, address) {
      const pair = pairOf(account, address);
      const turn = await reservePair(pair);
      if ('waitMs' in turn) return { ok: false, waitMs: turn.waitMs };

      const daily = await take(addresses, address);
      if (!daily.ok) {
        await Promise.all([giveBack(addresses, address), givePairBack(pair, turn)]);
        return { ok: false, waitMs: daily.res.msBeforeNext };
      }

      return {
        ok: true,
        attempt: {
          async failed() {
            // The wait starts before the failure is counted (see reservePair's reads). The last free
            // try starts the first wait; a try after a wait starts the next, longer one.
            if (turn.kind === 'after-wait') await waits.block(pair, waitAfter(turn.failuresBefore + 1));
            else if (turn.last) await waits.block(pair, waitAfter(options.freeFailures));
            await failures.penalty(pair, 1);
          },
          async succeeded() {
            await Promise.all([
              giveBack(addresses, address),
              free.delete(pair),
              failures.delete(pair),
              waits.delete(pair),
              turn.kind === 'after-wait' ? turns.delete(turn.turnKey) : undefined,
            ]);
          },
          async release() {
            await Promise.all([giveBack(addresses, address), givePairBack(pair, turn)]);
          },
        },
      };
    },
  };
}

type PairTurn =
  | { kind: 'free'; last: boolean }
  | { kind: 'after-wait'; failuresBefore: number; turnKey: string };

/** consume() as a value: admitted or refused, with the count either way; store errors still throw. */
async function take(
  limiter: RateLimiterAbstract,
  key: string,
  durationSeconds?: number,
): Promise<{ ok: boolean; res: RateLimiterRes }> {
  try {
    const options = durationSeconds === undefined ? undefined : { customDuration: durationSeconds };
    return { ok: true, res: await limiter.consume(key, 1, options) };
  } catch (refusal) {
    if (refusal instanceof Error) throw refusal;
    return { ok: false, res: refusal as RateLimiterRes };
  }
}

function giveBack(limiter: RateLimiterAbstract, key: string): Promise<unknown> {
  return limiter.reward(key, 1);
}

/** The wait after `beyondFree` failures past the free ones: first, then doubling, capped. */
export function delaySeconds(options: LoginThrottleOptions, beyondFree: number): number {
  return Math.min(options.maxDelaySeconds, options.firstDelaySeconds * 2 ** Math.min(beyondFree, 30));
}
