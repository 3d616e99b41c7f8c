// What "a message sent" counts on every staff WhatsApp screen (the cadences list, the recovery
// report): an outbound message the provider accepted, whatever happened to it afterwards.

/** Outbound statuses of a message the provider took: pending never left, failed was refused. */
export const SENT_MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
