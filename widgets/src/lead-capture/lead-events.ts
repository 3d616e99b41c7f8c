// The partner's events of <funil-lead-capture>: `funil:lead-captured` once the server has step 1,
// `funil:lead-completed` once step 2 ended, each once per lead on the page (however many elements
// it holds) and always with the lead's id: a form finished offline completes when its lead arrives.

export const LEAD_CAPTURED_EVENT = 'funil:lead-captured';
export const LEAD_COMPLETED_EVENT = 'funil:lead-completed';

const captured = new Set<string>();
const completed = new Set<string>();

export interface LeadEvents {
  /** The server has the lead of step 1 (at once or by a later resend). */
  captured(id: string): void;
  /** Step 2 ended; a null id means the lead is still waiting in the outbox. */
  completed(id: string | null): void;
}

function dispatch(target: EventTarget, type: string, id: string) {
  // composed: the element may itself sit in a partner's shadow tree; Funil.on listens on document.
  target.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: { id } }));
}

/** The events of one element's modal. */
export function leadEventsFor(target: EventTarget): LeadEvents {
  let completedOffline = false;
  const events: LeadEvents = {
    captured(id) {
      if (!captured.has(id)) {
        captured.add(id);
        dispatch(target, LEAD_CAPTURED_EVENT, id);
      }
      if (completedOffline) {
        completedOffline = false;
        events.completed(id);
      }
    },
    completed(id) {
      if (id === null) {
        completedOffline = true;
        return;
      }
      // Never completed before captured, whatever order the saves came back in.
      events.captured(id);
      if (completed.has(id)) return;
      completed.add(id);
      dispatch(target, LEAD_COMPLETED_EVENT, id);
    },
  };
  return events;
}

/** Starts the page afresh (unit tests: each one is a new page). */
export function forgetLeadEvents(): void {
  captured.clear();
  completed.clear();
}
