// Where the lead modal and the exit popup may appear (spec §2): they are force-closed on pages a
// visitor reaches after signing up or paying, so nothing interrupts what those pages ask of them.

/** Pages (and their sub-paths, e.g. '/proposta/{leadId}') where neither overlay is ever shown. */
const NO_OVERLAY_PATHS = [
  '/obrigado',
  '/direto',
  '/sala-de-espera',
  '/proposta',
  '/materialcomplementar',
  '/mentoria-obrigado',
] as const;

/** Pages where only the exit popup is kept away: remarketing visitors already know the offer. */
const NO_EXIT_INTENT_PATHS = ['/remarketing'] as const;

/**
 * The attribute that marks an element as exit-intent-disabled: a page holding one never shows
 * the exit popup (e.g. a page in the middle of a checkout).
 */
export const EXIT_INTENT_DISABLED_ATTRIBUTE = 'data-exit-intent-disabled';

/** '/Proposta/abc/' → '/proposta/abc': the router matches paths case-insensitively, so do we. */
function normalise(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed.startsWith('/') ? trimmed : `/${trimmed}`).toLowerCase();
}

/** The page itself or any path below it, but not a longer name ('/proposta-x' is another page). */
function isUnder(path: string, page: string): boolean {
  return path === page || path.startsWith(`${page}/`);
}

/** Staff pages (spec §4): never tracked, never indexed, never an overlay, behind the staff login. */
const STAFF_PATHS = ['/admin', '/behavior', '/opportunities', '/predictions'] as const;

export function isStaffPath(path: string): boolean {
  const normalised = normalise(path);
  return STAFF_PATHS.some((page) => isUnder(normalised, page));
}

/** True where the lead modal must stay closed. */
export function isModalSuppressed(path: string): boolean {
  const normalised = normalise(path);
  return NO_OVERLAY_PATHS.some((page) => isUnder(normalised, page)) || isStaffPath(normalised);
}

/** True where the exit popup must stay closed; `hasDisabledMarker` is whether the page holds an exit-intent-disabled element. */
export function isExitIntentSuppressed(path: string, hasDisabledMarker: boolean): boolean {
  if (hasDisabledMarker || isModalSuppressed(path)) return true;
  const normalised = normalise(path);
  return NO_EXIT_INTENT_PATHS.some((page) => isUnder(normalised, page));
}
