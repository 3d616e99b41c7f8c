// The seam between the two halves of the WhatsApp engine (issue 18): the planner turns triggers into
// rows of whatsapp_jobs (one per lead, cadence, step and subject) and composes each step's message;
// the runner claims due jobs, keeps quiet hours and the per-number limit, sends and logs.
import type { DueJob } from '../ports/whatsapp-runner.ts';

/** Why a due step is dropped instead of sent; each ends the job for good ('cancelled'). */
export type SkipReason =
  | 'opted_out'
  | 'no_consent'
  | 'purchased'
  | 'replied'
  | 'checkout_settled'
  | 'event_over'
  | 'lead_gone'
  | 'step_gone';

export type ComposedMessage =
  | {
      kind: 'send';
      /** The lead's number, digits with the country code. */
      phone: string;
      /** The step's text with its variables filled: what the log and the sandbox show. */
      text: string;
      /** The approved template and its parameters, for a lead outside the 24 h window. */
      template?: { name: string; language: string; parameters: string[] };
      /** The checkout the message is about, kept on the log for the recovery report. */
      checkoutId?: string;
    }
  | { kind: 'skip'; reason: SkipReason };

/** Reads what the step needs now (stop conditions included) and fills its text; never sends. */
export type ComposeMessage = (job: DueJob, now: Date) => Promise<ComposedMessage>;
