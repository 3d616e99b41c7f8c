// Who runs this launch: the controller named in the legal pages. Set at build time (README).
import { publicSiteHost } from '../lib/public-site.ts';

const env = import.meta.env;

export const company = {
  name: env.VITE_COMPANY_NAME || 'Funil',
  /** CNPJ, shown only when configured. */
  document: env.VITE_COMPANY_DOCUMENT || undefined,
  /** The privacy contact; by default the mailbox of the site's public domain (PUBLIC_SITE_URL). */
  privacyEmail: env.VITE_PRIVACY_EMAIL || `privacidade@${publicSiteHost()}`,
};
