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
 * A name every pixel takes as it is: GA4's rule (a letter, then letters, digits or _, 40 at most),
 * without the prefixes GA4 keeps for itself.
 */
const PARTNER_EVENT_NAME = /^(?!(?:ga_|google_|firebase_))[A-Za-z][A-Za-z0-9_]{0,39}$/i;

/**
 * `data-share-events="lead-captured:CadastroParceiro lead-completed:InscricaoCompleta"`: pairs of
 * `funil-event:PartnerName` separated by spaces. A malformed or repeated entry is left out with a
 * console warning; the others still apply.
 */
export function parseShareEvents(attribute: string): ShareEvents {
  const shared: ShareEvents = {};
  for (const entry of attribute.trim().split(/\s+/).filter(Boolean)) {
    const [event = '', name = '', ...rest] = entry.split(':');
    if (!isShareable(event) || !PARTNER_EVENT_NAME.test(name) || rest.length > 0) {
      console.warn(
        `[funil] data-share-events: "${entry}" ignorado. Use pares evento:NomeDoParceiro separados por espaço; ` +
          `eventos: ${SHAREABLE_EVENTS.join(', ')}; nome: letras, números e _, começando por letra, até 40.`,
      );
    } else if (shared[event]) {
      console.warn(`[funil] data-share-events: "${entry}" ignorado, ${event} já vai como ${shared[event]}.`);
    } else {
      shared[event] = name;
    }
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
