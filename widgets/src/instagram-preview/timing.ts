// Every limit of the Instagram lookup in one place (spec §9), so tests and stories can name them.
import { INSTAGRAM_PROFILE_CACHE_MS } from '@funil/core/instagram-profile';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS } from '../lib/backoff.ts';

// The code reads the single constants, which the minifier inlines (the lead modal's budget, decision
// 0007); the object names the same numbers for tests and stories.
export const LOCK_POLL_MS = 500;
export const LOCK_POLLS = 30;
export const MIN_GAP_MS = 1_000;
export const REQUEST_TIMEOUT_MS = 15_000;
export const TYPING_PAUSE_MS = 600;

export const INSTAGRAM_TIMING = {
  cacheMs: INSTAGRAM_PROFILE_CACHE_MS,
  lockPollMs: LOCK_POLL_MS,
  lockPolls: LOCK_POLLS,
  minGapMs: MIN_GAP_MS,
  backoffBaseMs: BACKOFF_BASE_MS,
  backoffCapMs: BACKOFF_CAP_MS,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  typingPauseMs: TYPING_PAUSE_MS,
} as const;
