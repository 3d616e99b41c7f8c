// Where the funnel's modals must never show (spec §2): the lead modal and the exit popup are force-closed there.

// Exact paths, and path prefixes that also cover their sub-paths (/sala-de-espera/{leadId}).
const EXACT = ['/obrigado', '/direto', '/materialcomplementar', '/mentoria-obrigado'];
const PREFIXES = ['/sala-de-espera', '/proposta'];

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/** True on the routes where the lead modal and the exit popup are force-closed. */
export function isModalBlockedRoute(pathname: string): boolean {
  const path = normalise(pathname);
  if (EXACT.includes(path)) return true;
  // '/sala-de-espera*' and '/proposta*': the spec's wildcard, so '/proposta-x' counts as well.
  return PREFIXES.some((prefix) => path.startsWith(prefix));
}
