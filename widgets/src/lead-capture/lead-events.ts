// The partner's events of <funil-lead-capture>: `funil:lead-captured` once the server has step 1,
// `funil:lead-completed` once step 2 ended, each once per lead on the page (however many elements
// it holds) and always with the lead's id: a form finished offline completes when its lead arrives.

export const LEAD_CAPTURED_EVENT = 'funil:lead-captured';
export const LEAD_COMPLETED_EVENT = 'funil:lead-completed';

/** `type id` of every event this page dispatched. */
const dispatched = new Set<string>();

export interface LeadEvents {
  /** The server has the lead of step 1 (at once or by a later resend). */
  captured(id: string): void;
  /** Step 2 ended; a null id means the lead is still waiting in the outbox. */
  completed(id: string | null): void;
}

/** The events of one element's modal, dispatched on it. */
export function leadEventsFor(target: EventTarget): LeadEvents {
  let completedOffline = false;
  const once = (type: string, id: string) => {
    if (dispatched.has(type + id)) return;
    dispatched.add(type + id);
    // composed: the element may sit in a partner's shadow tree; Funil.on listens on document.
    target.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: { id } }));
  };
  return {
    captured(id) {
      once(LEAD_CAPTURED_EVENT, id);
      if (completedOffline) once(LEAD_COMPLETED_EVENT, id);
    },
    completed(id) {
      completedOffline = id === null;
      if (id === null) return;
      // Never completed before captured, whatever order the saves came back in.
      once(LEAD_CAPTURED_EVENT, id);
      once(LEAD_COMPLETED_EVENT, id);
    },
  };
}

/** Starts the page afresh (unit tests: each one is a new page). */
export function forgetLeadEvents(): void {
  dispatched.clear();
}
