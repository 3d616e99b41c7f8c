// Every limit and delay of the tracker (spec §9), in one place for the code and its tests.

export const TRACKER = {
  /** Behaviour logs are sent this often, and once more when the page goes away. */
  syncIntervalMs: 30_000,
  maxClicks: 100,
  maxPageViews: 50,
  maxElementText: 50,
  keepAlive: {
    intervalMs: 240_000,
    /** No ping sooner than this after a successful one. */
    minGapAfterSuccessMs: 120_000,
    timeoutMs: 5_000,
    /** Local hours 06:00–23:59. */
    firstHour: 6,
  },
  leadSource: 'mentoria_modal',
} as const;

/** Staff pages: never tracked (spec §4); core holds the list. */
export { isStaffPath as isAdminPath } from '@funil/core/routes';
