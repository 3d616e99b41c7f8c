// The site's public address, handed to the pages in a meta tag: behind a proxy or on a staging host
// the browser's own address is not the one to print (the privacy mailbox is privacidade@ + its domain).
import { PUBLIC_SITE_META } from '@funil/core/public-site';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function withPublicSite(html: string, publicSiteUrl: string | undefined): string {
  if (publicSiteUrl === undefined || !html.includes('</head>')) return html;
  const meta = `<meta name="${PUBLIC_SITE_META}" content="${escapeAttribute(publicSiteUrl)}" />`;
  return html.replace('</head>', `${meta}</head>`);
}
