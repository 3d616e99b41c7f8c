// What "a message sent" counts on every staff WhatsApp screen (the cadences list, the recovery
// report): an outbound message the provider accepted, whatever happened to it afterwards.

/** Outbound statuses of a message the provider took: pending never left, failed was refused. */
export const SENT_MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;

/** The 24 h customer-service window: free text only this long after the lead's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The consent purpose a WhatsApp message needs (core consent-notice.ts: the lead form's notice). */
export const WHATSAPP_CONSENT_PURPOSE = 'contact';
