// Tells the partner's developer, in the console, that data-partner names no active partner: the
// page works, but its leads would not be credited to them. Checked once, after the page loaded.
// The loader hands in its own HTTP client (lib/api-request.ts), so this chunk carries no second copy.
import type { apiRequest } from '../lib/api-request.ts';

export async function warnIfUnknownPartner(
  apiBase: string,
  partner: string | undefined,
  request: typeof apiRequest,
): Promise<void> {
  if (!partner) return;
  // A network failure says nothing about the code: only the server's own answer counts (an ApiError
  // of kind 'status'). HEAD: the status is all that is needed.
  const status = await request(apiBase, `api/partners/${encodeURIComponent(partner)}`, {
    method: 'HEAD',
  }).then(
    () => 200,
    (error: { status?: number }) => error.status,
  );
  if (status === 404) {
    console.warn(
      `[funil] data-partner="${partner}": parceiro desconhecido ou inativo, os leads não serão creditados a ele.`,
    );
  }
}

/** Runs the task a moment after the page has loaded, so it never competes with the page's own work. */
export function afterPageLoad(task: () => void): void {
  const later = () => setTimeout(task, 500);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
