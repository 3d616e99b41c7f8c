// What the public pages need configured, and how they learn the site's public address.
// Types only from launch-settings: public pages import this module, and must not download zod.
import type { LaunchSettings } from './launch-settings.ts';

/** The meta tag the server writes from PUBLIC_SITE_URL into every page it serves. */
export const PUBLIC_SITE_META = 'funil-public-site';

/** What the public pages read: the launch settings staff edit, and the address only the server knows. */
export interface PublicSettings {
  launch: LaunchSettings;
  /** The site's public address (PUBLIC_SITE_URL): links sent out and the domain the pages name. */
  publicSiteUrl: string | null | undefined;
}

/** A launch setting a public page needs, by its path in the document, or the server's public address. */
export type PublicSettingKey =
  | 'contacts.teamWhatsapp'
  | 'contacts.privacyEmail'
  | 'contacts.supportEmail'
  | 'contacts.buyersGroupUrl'
  | 'contacts.callGroupUrl'
  | 'freeCall.zoomUrl'
  | 'tracking.metaPixelId'
  | 'tracking.tiktokPixelId'
  | 'tracking.analyticsId'
  | 'publicSiteUrl';

export interface MissingSetting {
  key: PublicSettingKey;
  /** For the staff's settings health list, in pt-BR. */
  label: string;
  /** What the public pages hide or do differently while it is missing, in pt-BR. */
  consequence: string;
  /** Set on the launch settings screen; false for what only the server's configuration sets. */
  editable: boolean;
}

/** In the order the staff's list shows them: what visitors miss most first. */
const CONSEQUENCES: Record<PublicSettingKey, string> = {
  'contacts.teamWhatsapp': 'Os botões de conversa no WhatsApp ficam escondidos em todas as páginas.',
  'contacts.privacyEmail':
    'A política de privacidade indica privacidade@ seguido do domínio do site como contato.',
  'contacts.supportEmail': 'As páginas e a confirmação da compra não mostram um e-mail de suporte.',
  'contacts.buyersGroupUrl': 'A página de obrigado não mostra o link do grupo de WhatsApp aos compradores.',
  'contacts.callGroupUrl':
    'Quem se inscreve na call gratuita não recebe o link do grupo de WhatsApp da call.',
  'freeCall.zoomUrl':
    'O link do Zoom não aparece para os inscritos na call gratuita nem no arquivo de agenda.',
  'tracking.metaPixelId':
    'O Pixel da Meta não é carregado no site: os anúncios da Meta recebem só os eventos do servidor.',
  'tracking.tiktokPixelId':
    'O Pixel do TikTok não é carregado no site: os anúncios do TikTok não recebem eventos.',
  'tracking.analyticsId': 'O Google Analytics (GA4) não é carregado no site: as visitas não aparecem nele.',
  publicSiteUrl:
    'Os links de pagamento e os redirecionamentos usam o endereço local do servidor (http://localhost e a porta), que só abre neste computador (defina PUBLIC_SITE_URL na configuração do servidor).',
};

/** The settings screen's own labels (LAUNCH_SETTING_LABELS; a test keeps them the same). */
export const PUBLIC_SETTING_LABELS: Record<PublicSettingKey, string> = {
  'contacts.teamWhatsapp': 'WhatsApp da equipe',
  'contacts.privacyEmail': 'E-mail de proteção de dados',
  'contacts.supportEmail': 'E-mail de suporte',
  'contacts.buyersGroupUrl': 'Grupo de WhatsApp dos compradores',
  'contacts.callGroupUrl': 'Grupo de WhatsApp da call',
  'freeCall.zoomUrl': 'Link do Zoom da call',
  'tracking.metaPixelId': 'Pixel da Meta',
  'tracking.tiktokPixelId': 'Pixel do TikTok',
  'tracking.analyticsId': 'Google Analytics (GA4)',
  publicSiteUrl: 'Endereço público do site',
};

function settingValue({ launch, publicSiteUrl }: PublicSettings, key: PublicSettingKey): unknown {
  if (key === 'publicSiteUrl') return publicSiteUrl;
  const [group, field] = key.split('.') as [keyof LaunchSettings, string];
  return (launch[group] as Record<string, unknown>)[field];
}

/** The public settings left empty, in a fixed order, for the staff area to warn about. */
export function missingPublicSettings(settings: PublicSettings): MissingSetting[] {
  return (Object.keys(CONSEQUENCES) as PublicSettingKey[])
    .filter((key) => {
      const value = settingValue(settings, key);
      return typeof value !== 'string' || value.trim() === '';
    })
    .map((key) => ({
      key,
      label: PUBLIC_SETTING_LABELS[key],
      consequence: CONSEQUENCES[key],
      editable: key !== 'publicSiteUrl',
    }));
}
