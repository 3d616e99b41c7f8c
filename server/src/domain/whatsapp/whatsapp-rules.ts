// WhatsApp's rules for business messages, as every sender here applies them (the cadences' runner,
// a staff reply, composing): who may be written to, and when free text is allowed.

/** The 24 h customer-service window: free text only this long after the lead's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The consent purpose a WhatsApp message needs (core consent-notice.ts: the lead form's notice). */
export const WHATSAPP_CONSENT_PURPOSE = 'contact';

/** leads.cadence_status of a lead who answered SAIR or PARAR: nothing more is sent to them. */
export const OPTED_OUT_STATUS = 'opted_out';

/** Until when free text may go to this lead; null when the window is closed (or never opened). */
export function windowOpenUntil(lastInboundAt: string | null, now: Date): string | null {
  if (lastInboundAt === null) return null;
  const until = Date.parse(lastInboundAt) + SERVICE_WINDOW_MS;
  return until > now.getTime() ? new Date(until).toISOString() : null;
}
