// Every save the server confirmed, at once or by a resend on a later page (whose modal was told it
// failed, and may be gone), goes from the lead outbox to the page's tracker (tracker/lead-events.ts)
// and to the modals. The message carries the save's name and WhatsApp, so it travels on a channel of
// our own, not as a document event any script of a partner's page would hear (decision 0021). Each
// chunk bundles its own copy of this module: the channel lives on a page-wide symbol.

/** What a confirmed save tells: the save's own fields, never its secret, and the lead's id. */
export interface LeadSavedMessage {
  id: string;
  name?: unknown;
  phone?: unknown;
  [field: string]: unknown;
}

type Listener = (message: LeadSavedMessage) => void;

const CHANNEL = Symbol.for('funil.leadSaved');

type PageGlobal = typeof globalThis & { [CHANNEL]?: Set<Listener> };

function listeners(): Set<Listener> {
  const page = globalThis as PageGlobal;
  page[CHANNEL] ??= new Set();
  return page[CHANNEL];
}

export function publishLeadSaved(message: LeadSavedMessage): void {
  for (const listener of [...listeners()]) {
    try {
      listener(message);
    } catch (error) {
      // One listener's failure must not keep the save from the others.
      console.warn('[funil] lead saved', error);
    }
  }
}

/** Returns the function that stops listening. */
export function onLeadSaved(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
