// A WhatsApp provider for route and domain tests: it records what it was asked to send, answers
// made-up 'wamid.' ids, and refuses with the failure a test sets.
import {
  type WhatsAppFailure,
  type WhatsAppProvider,
  WhatsAppProviderError,
  type WhatsAppTemplateMessage,
  type WhatsAppTextMessage,
} from '@funil/server/domain/ports/whatsapp';

export interface RecordingWhatsApp extends WhatsAppProvider {
  texts: WhatsAppTextMessage[];
  templates: WhatsAppTemplateMessage[];
  /** Set to make every send fail with it. */
  failWith: WhatsAppFailure | undefined;
}

export function recordingWhatsApp(): RecordingWhatsApp {
  let sent = 0;
  const provider: RecordingWhatsApp = {
    name: 'sandbox',
    texts: [],
    templates: [],
    failWith: undefined,
    async sendText(message) {
      if (provider.failWith) throw new WhatsAppProviderError(provider.failWith, 'Recusada no teste');
      provider.texts.push(message);
      sent += 1;
      return { id: `wamid.test-${sent}` };
    },
    async sendTemplate(message) {
      if (provider.failWith) throw new WhatsAppProviderError(provider.failWith, 'Recusada no teste');
      provider.templates.push(message);
      sent += 1;
      return { id: `wamid.test-${sent}` };
    },
  };
  return provider;
}
