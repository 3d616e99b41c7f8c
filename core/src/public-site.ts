// What the public pages need configured, and how they learn the site's public address.

/** The meta tag the server writes from PUBLIC_SITE_URL into every page it serves. */
export const PUBLIC_SITE_META = 'funil-public-site';

/** The public settings a page shows something from; a missing one hides what needs it. */
export interface PublicSettings {
  /** The team's WhatsApp (wa.me digits): the 'talk to us' buttons. */
  teamWhatsAppNumber: string | null | undefined;
  /** The data-protection (privacy) mailbox: the privacy policy's contact. */
  privacyEmail: string | null | undefined;
  /** The site's public address: links sent out and the domain the pages name. */
  publicSiteUrl: string | null | undefined;
}

export interface MissingSetting {
  key: keyof PublicSettings;
  /** For the staff's settings health list, in pt-BR. */
  label: string;
  consequence: string;
}

const CONSEQUENCES: Record<keyof PublicSettings, Omit<MissingSetting, 'key'>> = {
  teamWhatsAppNumber: {
    label: 'WhatsApp da equipe',
    consequence: 'Os botões de conversa no WhatsApp ficam escondidos em todas as páginas.',
  },
  privacyEmail: {
    label: 'E-mail de proteção de dados',
    consequence: 'A política de privacidade indica privacidade@ seguido do domínio do site.',
  },
  publicSiteUrl: {
    label: 'Endereço público do site',
    consequence: 'As páginas e os links de pagamento usam o endereço pelo qual o servidor foi acessado.',
  },
};

/** The public settings left empty, in a fixed order, for the staff area to warn about. */
export function missingPublicSettings(settings: PublicSettings): MissingSetting[] {
  return (Object.keys(CONSEQUENCES) as (keyof PublicSettings)[])
    .filter((key) => !settings[key]?.trim())
    .map((key) => ({ key, ...CONSEQUENCES[key] }));
}
