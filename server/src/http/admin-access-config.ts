// Settings of the staff area's access: whether the session cookie must be Secure, and the site's public origin.
import { envText } from '../env-values.ts';
import { readPublicSiteUrl } from './public-origin.ts';

export interface AdminAccessConfig {
  /** `__Host-` prefix and Secure: on whenever the site is served over https. */
  secureCookie: boolean;
  /** An Origin admin calls may come from besides the request's own (the address behind a proxy). */
  publicSiteOrigin: string | undefined;
}

export function loadAdminAccessConfig(env: NodeJS.ProcessEnv = process.env): AdminAccessConfig {
  const publicSiteUrl = envText(env.PUBLIC_SITE_URL);
  const origin = publicSiteUrl === undefined ? undefined : readPublicSiteUrl(publicSiteUrl);
  return {
    secureCookie: origin?.startsWith('https:') === true || envText(env.NODE_ENV) === 'production',
    publicSiteOrigin: origin,
  };
}
