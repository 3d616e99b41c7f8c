// The site's public host: the one the server was told (PUBLIC_SITE_URL, in a meta tag), else the
// browser's own. Pages name it (e.g. the privacy mailbox), so it must never be the server's address.
import { PUBLIC_SITE_META } from '@funil/core/public-site';

export function publicSiteHost(): string {
  const configured = globalThis.document?.querySelector<HTMLMetaElement>(
    `meta[name="${PUBLIC_SITE_META}"]`,
  )?.content;
  if (configured && URL.canParse(configured)) return new URL(configured).hostname;
  return globalThis.location?.hostname ?? 'localhost';
}
