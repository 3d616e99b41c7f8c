// Every limit of the Instagram lookup in one place (spec §9), so tests and stories can name them.
import { INSTAGRAM_PROFILE_CACHE_MS } from '@funil/core/instagram-profile';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS } from '../lib/backoff.ts';

export const INSTAGRAM_TIMING = {
  /** A looked-up profile is reused for 24 h without a call. */
  cacheMs: INSTAGRAM_PROFILE_CACHE_MS,
  /** Another tab holding the lock is waited for: 30 looks, 500 ms apart. */
  lockPollMs: 500,
  lockPolls: 30,
  /** At least this long between two calls of this page. */
  minGapMs: 1_000,
  /** After n thrown errors in a row the next call waits 1000 ms × 2^n, at most 30 s. */
  backoffBaseMs: BACKOFF_BASE_MS,
  backoffCapMs: BACKOFF_CAP_MS,
  requestTimeoutMs: 15_000,
  /** Typing pauses this long before a lookup (ours: the spec names no figure). */
  typingPauseMs: 600,
} as const;
