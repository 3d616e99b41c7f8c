// Who runs this launch: the controller named in the legal pages (its name and CNPJ set at build
// time, README), and its mailboxes from the launch settings.
import type { PublicLaunchSettings } from '@funil/core/launch-settings';
import { publicSiteHost } from '../lib/public-site.ts';

const env = import.meta.env;

export const company = {
  name: env.VITE_COMPANY_NAME || 'Funil',
  /** CNPJ, shown only when configured. */
  document: env.VITE_COMPANY_DOCUMENT || undefined,
};

/** The data-protection (DPO) mailbox: the settings', else privacidade@ on the site's public domain. */
export function privacyEmailOf(settings: PublicLaunchSettings, host: string = publicSiteHost()): string {
  return settings.contacts.privacyEmail ?? `privacidade@${host}`;
}

/** Where questions about a purchase go: the support mailbox, else the data-protection one. */
export function supportEmailOf(settings: PublicLaunchSettings, host: string = publicSiteHost()): string {
  return settings.contacts.supportEmail ?? privacyEmailOf(settings, host);
}
