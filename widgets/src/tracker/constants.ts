// Every limit and delay of the tracker (spec §9), in one place for the code and its tests: single
// constants rather than one object, since the minifier inlines them, which the loader's 6 KB budget
// needs (decision 0007).

/** Behaviour logs are sent this often, and once more when the page goes away. */
export const SYNC_INTERVAL_MS = 30_000;
export const MAX_CLICKS = 100;
export const MAX_PAGE_VIEWS = 50;
export const MAX_ELEMENT_TEXT = 50;
/** The keep-alive pings this often… */
export const KEEP_ALIVE_INTERVAL_MS = 240_000;
/** …never sooner than this after a successful one… */
export const KEEP_ALIVE_MIN_GAP_MS = 120_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** …during local hours 06:00–23:59. */
export const KEEP_ALIVE_FIRST_HOUR = 6;
export const LEAD_SOURCE = 'mentoria_modal';

/** Staff pages: never tracked (spec §4); core holds the list. */
export { isStaffPath as isAdminPath } from '@funil/core/routes';
