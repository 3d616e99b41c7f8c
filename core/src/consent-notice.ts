// The lead form's consent notice (LGPD): the exact text shown, named by a version the widget sends
// with the save and the server records in `consents`. Browser code imports this: no zod here.

/** Where the notice was shown: Funil's own site, or the embed on a partner's page. */
export const CONSENT_SOURCES = ['site', 'embed'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** What a consent is for (consents.purposes); labels in labels.ts CONSENT_PURPOSE_LABELS. */
export type ConsentPurpose = 'contact' | 'marketing' | 'analytics' | 'ads';

export interface ConsentNotice {
  version: string;
  purposes: readonly ConsentPurpose[];
  /** The sentence before the link. */
  text: string;
  /** The link to the privacy policy, which closes the notice. */
  linkText: string;
}

/** The privacy policy's path on the Funil server's origin. */
export const PRIVACY_POLICY_PATH = '/politica-de-privacidade';

/**
 * Every notice ever shown, by version. A version's text never changes once shipped (a test pins
 * it): new wording gets a new version, and the old ones stay so a save queued offline under them
 * is still recorded truthfully.
 */
export const LEAD_CONSENT_NOTICES = {
  'cadastro-2026-11-24': {
    version: 'cadastro-2026-11-24',
    purposes: ['contact', 'marketing'],
    text: 'Ao continuar, você concorda que usemos seu nome e WhatsApp para inscrever você na chamada e enviar lembretes e ofertas por lá. Para sair, responda SAIR.',
    linkText: 'Política de Privacidade',
  },
} as const satisfies Record<string, ConsentNotice>;

/** The notice the form shows now. */
export const LEAD_CONSENT_NOTICE: ConsentNotice = LEAD_CONSENT_NOTICES['cadastro-2026-11-24'];

export function leadConsentNotice(version: string): ConsentNotice | undefined {
  return Object.hasOwn(LEAD_CONSENT_NOTICES, version)
    ? LEAD_CONSENT_NOTICES[version as keyof typeof LEAD_CONSENT_NOTICES]
    : undefined;
}
