// How the domain sends WhatsApp messages and hears back (issue 18): the WhatsApp Business Cloud API
// in production (providers/whatsapp/cloud-api-client.ts), a local sandbox by default. Webhooks
// arrive as Meta shapes them and are read into the events below, whichever provider sent them.

/** A message from an approved template: the only kind allowed outside the 24 h service window. */
export interface WhatsAppTemplateMessage {
  /** The lead's number, digits only with the country code ('5511987654321'). */
  to: string;
  template: string;
  /** The template's language as approved, e.g. 'pt_BR'. */
  language: string;
  /** The body's {{1}}, {{2}}… in order. */
  parameters: string[];
}

/** Free text, allowed within 24 h of the lead's last message (the customer service window). */
export interface WhatsAppTextMessage {
  to: string;
  text: string;
}

export interface SentWhatsAppMessage {
  /** The provider's message id ('wamid.…'), which its status webhooks name. */
  id: string;
}

/**
 * Why a send was refused, as the cadences act on it: 'outside_window' needs a template instead,
 * 'throttled' and 'unavailable' are tried again later, the others are not.
 */
export type WhatsAppFailure =
  | 'outside_window'
  | 'not_on_whatsapp'
  | 'throttled'
  | 'unavailable'
  | 'rejected'
  | 'misconfigured';

export class WhatsAppProviderError extends Error {
  override name = 'WhatsAppProviderError';
  constructor(
    readonly failure: WhatsAppFailure,
    message: string,
    /** The provider's own error code, when it gave one (Meta's 131047, 130429…). */
    readonly providerCode?: number,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.failure === 'throttled' || this.failure === 'unavailable';
  }
}

export interface WhatsAppProvider {
  readonly name: 'cloud-api' | 'sandbox';
  sendTemplate(message: WhatsAppTemplateMessage): Promise<SentWhatsAppMessage>;
  sendText(message: WhatsAppTextMessage): Promise<SentWhatsAppMessage>;
}

export type WhatsAppDeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** What one webhook delivery says, in order: status changes of our messages and the leads' messages. */
export type WhatsAppWebhookEvent =
  | {
      kind: 'status';
      messageId: string;
      status: WhatsAppDeliveryStatus;
      /** The lead's number (digits). */
      recipient: string;
      /** ISO-8601. */
      at: string;
      error?: { code: number; title: string };
    }
  | {
      kind: 'inbound';
      messageId: string;
      /** The lead's number (digits). */
      from: string;
      /** The text typed, or a button's text; '' for media the platform does not read. */
      text: string;
      at: string;
      /** The name on the lead's WhatsApp profile, when Meta sends it. */
      profileName?: string;
    };
