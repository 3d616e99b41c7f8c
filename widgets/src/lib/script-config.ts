// What the embed reads from its own <script> tag: data-api, data-partner, data-nonce,
// data-checkout-url and data-share-events.

/** The widget events a partner may hand off to its own pixels (decision 0021). */
export const SHAREABLE_EVENTS = ['lead-captured', 'lead-completed'] as const;
export type ShareableEvent = (typeof SHAREABLE_EVENTS)[number];

/** Funil's event → the partner's own event name. */
export type ShareEvents = Partial<Record<ShareableEvent, string>>;

export interface EmbedConfig {
  apiBase: string;
  partner?: string | undefined;
  nonce?: string | undefined;
  /** The external checkout the exit-intent CTA opens, unless the element names its own. */
  checkoutUrl?: string | undefined;
  /** Events handed to the partner's own pixels under its names; none without data-share-events. */
  shareEvents?: ShareEvents | undefined;
}

/** Without data-api the server is the origin the script was loaded from. */
export function readScriptConfig(script: HTMLOrSVGScriptElement | null): EmbedConfig {
  const tag = script instanceof HTMLScriptElement ? script : null;
  const data = tag?.dataset ?? {};
  return {
    apiBase: data.api ?? originOf(tag?.src),
    partner: data.partner || undefined,
    // Browsers hide a nonce attribute from getAttribute but keep it on .nonce: reuse the script's own.
    nonce: data.nonce || tag?.nonce || undefined,
    checkoutUrl: data.checkoutUrl || undefined,
    shareEvents: data.shareEvents === undefined ? undefined : parseShareEvents(data.shareEvents),
  };
}

/**
 * `data-share-events="lead-captured:CadastroParceiro lead-completed:InscricaoCompleta"`: pairs of
 * `funil-event:PartnerName` separated by spaces. The name follows GA4's rule, which every pixel takes
 * (a letter, then letters, digits or _, 40 at most; not GA4's own ga_/google_/firebase_ prefixes).
 * A malformed or repeated entry is left out with a console warning; the others still apply.
 */
export function parseShareEvents(attribute: string): ShareEvents {
  const shared: ShareEvents = {};
  for (const entry of attribute.split(/\s+/)) {
    if (!entry) continue;
    const [, event = '', name] =
      /^([a-z-]+):(?!(?:ga|google|firebase)_)([A-Za-z]\w{0,39})$/i.exec(entry) ?? [];
    if (isShareable(event) && name && !shared[event]) shared[event] = name;
    else
      console.warn(
        `[funil] data-share-events: "${entry}" ignorado; use pares evento:NomeDoParceiro, com o evento ` +
          `${SHAREABLE_EVENTS.join(' ou ')} (cada um uma vez) e um nome de letras, números e _.`,
      );
  }
  return shared;
}

const isShareable = (event: string): event is ShareableEvent =>
  (SHAREABLE_EVENTS as readonly string[]).includes(event);

function originOf(src: string | undefined): string {
  if (!src) return '';
  try {
    return new URL(src, location.href).origin;
  } catch {
    return '';
  }
}
