// Tells the partner's developer, in the console, that data-partner names no active partner: the
// page works, but its leads would not be credited to them. Checked once, after the page loaded.

export async function warnIfUnknownPartner(
  apiBase: string,
  partner: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  if (!partner) return;
  const url = `${apiBase}/api/partners/${encodeURIComponent(partner)}`;
  // A network failure says nothing about the code: only the server's own answer counts. HEAD: the
  // status is all that is needed, and a body nobody reads would keep the request open.
  const response = await fetchImpl(url, { method: 'HEAD', credentials: 'omit' }).catch(() => undefined);
  if (response?.status === 404) {
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
