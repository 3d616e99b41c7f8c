// Spam guards on the lead save: a filled hidden field, or a form sent faster than a person types.
export const MIN_TIME_TO_SUBMIT_MS = 2_000;

export type BotReason = 'honeypot' | 'too_fast';

export interface BotSignals {
  /** The hidden honeypot field; people leave it empty. */
  website?: string | undefined;
  /** When the form was opened, in epoch milliseconds of the visitor's clock. */
  started_at?: number | undefined;
}

/**
 * Why the submit looks automated, or undefined. A start time in the future means the visitor's
 * clock runs ahead of ours: that says nothing about speed, so it is let through rather than
 * losing a real lead.
 */
export function botReason(signals: BotSignals, now: Date): BotReason | undefined {
  if (signals.website !== undefined && signals.website.trim() !== '') return 'honeypot';
  if (signals.started_at !== undefined) {
    const elapsed = now.getTime() - signals.started_at;
    if (elapsed >= 0 && elapsed < MIN_TIME_TO_SUBMIT_MS) return 'too_fast';
  }
  return undefined;
}
