// Meta's click id (fbc) for a visit that arrived from an ad but has no _fbc cookie: the format
// Meta documents for one built on a server, fb.1.{creation time in ms}.{fbclid as it came}.

/** The fbc of the ad click the page's address names, or undefined when it names none. */
export function fbcFromUrl(eventSourceUrl: string | undefined, eventTimeSeconds: number): string | undefined {
  if (!eventSourceUrl || !URL.canParse(eventSourceUrl)) return undefined;
  const fbclid = new URL(eventSourceUrl).searchParams.get('fbclid')?.trim();
  // Meta: the click id is case sensitive and must reach it unmodified.
  if (!fbclid || /\s/.test(fbclid)) return undefined;
  // subdomainIndex 1, as Meta asks of a server that saves no cookie; creation time in milliseconds.
  return `fb.1.${eventTimeSeconds * 1000}.${fbclid}`;
}
