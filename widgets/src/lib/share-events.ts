// data-share-events (decision 0021): which of Funil's public widget events the partner hands to its
// own pixels, and under which names. Parsed in the partner-events chunk, not in the loader.

/** The widget events a partner may hand off to its own pixels. */
export const SHAREABLE_EVENTS = ['lead-captured', 'lead-completed'] as const;
export type ShareableEvent = (typeof SHAREABLE_EVENTS)[number];

/** Funil's event → the partner's own event name. */
export type ShareEvents = Partial<Record<ShareableEvent, string>>;

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
