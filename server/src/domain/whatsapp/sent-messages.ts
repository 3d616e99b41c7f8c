// What "a message sent" counts on every staff WhatsApp screen (the cadences list, the recovery
// report): an outbound message the provider accepted, whatever happened to it afterwards.

/** Outbound statuses of a message the provider took: pending never left, failed was refused. */
export const SENT_MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;

/**
 * What "a message queued" counts on the same screens: a cadence's job planned and not yet sent,
 * cancelled or failed. It waits for its time, for the send hours (08:00 in São Paulo at night) or
 * for the per-number limit; its `due_at` is the earliest it may go.
 */
export const QUEUED_JOB_STATUSES = ['pending'] as const;
