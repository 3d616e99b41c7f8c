// What the embed reads from its own <script> tag: data-api, data-partner, data-nonce,
// data-checkout-url and data-share-events.

export interface EmbedConfig {
  apiBase: string;
  partner?: string | undefined;
  nonce?: string | undefined;
  /** The external checkout the exit-intent CTA opens, unless the element names its own. */
  checkoutUrl?: string | undefined;
  /**
   * data-share-events as written: the loader hands it to the partner-events chunk, which parses it
   * (lib/share-events.ts), so pages without it never download the parser.
   */
  shareEvents?: string | undefined;
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
    shareEvents: data.shareEvents,
  };
}

function originOf(src: string | undefined): string {
  if (!src) return '';
  try {
    return new URL(src, location.href).origin;
  } catch {
    return '';
  }
}
