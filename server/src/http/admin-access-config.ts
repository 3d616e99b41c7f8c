// Settings of the staff area's access: whether the session cookie must be Secure, and the site's public origin.
import { ConfigError } from '../config.ts';
import { envText } from '../env-values.ts';

export interface AdminAccessConfig {
  /** `__Host-` prefix and Secure: on whenever the site is served over https. */
  secureCookie: boolean;
  /** An Origin admin calls may come from besides the request's own (the address behind a proxy). */
  publicSiteOrigin: string | undefined;
}

export function loadAdminAccessConfig(env: NodeJS.ProcessEnv = process.env): AdminAccessConfig {
  const publicSiteUrl = envText(env.PUBLIC_SITE_URL);
  let origin: URL | undefined;
  if (publicSiteUrl !== undefined) {
    if (!URL.canParse(publicSiteUrl)) throw new ConfigError(`PUBLIC_SITE_URL inválido: "${publicSiteUrl}".`);
    origin = new URL(publicSiteUrl);
  }
  return {
    secureCookie: origin?.protocol === 'https:' || envText(env.NODE_ENV) === 'production',
    publicSiteOrigin: origin?.origin,
  };
}
