// The WhatsApp Business Cloud API client: POST {host}/{version}/{phone_number_id}/messages with a
// bearer token, for template messages and, inside the 24 h window, free text. Meta's error codes
// become the domain's failures, so the cadences know what to try again and what to give up.
import {
  type SentWhatsAppMessage,
  type WhatsAppFailure,
  type WhatsAppProvider,
  WhatsAppProviderError,
} from '../../domain/ports/whatsapp.ts';
import { graphError, graphRoot, isThrottlingCode } from '../graph-api.ts';

export interface CloudApiOptions {
  /** The Graph API's address without the version, e.g. https://graph.facebook.com. */
  host: string;
  version: string;
  /** The business phone number's id (not the number itself). */
  phoneNumberId: string;
  /** A system user's token with whatsapp_business_messaging. */
  accessToken: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Meta's codes (WhatsApp Cloud API "Error codes"): 131047 more than 24 h since the customer last
 * wrote; 131026 the number cannot receive; 130429, 131048 and 131056 throughput, spam and pair rate
 * limits; 131000 and 131016 something failed or the service is down; 190, 131005, 132000 and 132001
 * a token, permission or template that is not set up; 100, 131008 and 131009 a bad parameter.
 */
function failureOf(status: number, code: number | undefined): WhatsAppFailure {
  if (code === 131_047) return 'outside_window';
  if (code === 131_026) return 'not_on_whatsapp';
  if (status === 429 || code === 130_429 || code === 131_048 || code === 131_056 || isThrottlingCode(code))
    return 'throttled';
  if (code === 190 || code === 131_005 || code === 132_000 || code === 132_001 || status === 401)
    return 'misconfigured';
  if (status >= 500 || code === 131_000 || code === 131_016 || code === 2) return 'unavailable';
  return 'rejected';
}

export function createCloudApiClient(options: CloudApiOptions): WhatsAppProvider {
  const doFetch = options.fetch ?? fetch;
  const url = `${graphRoot(options.host, options.version)}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const redact = (text: string) => text.replaceAll(options.accessToken, '[token]');

  async function send(to: string, content: Record<string, unknown>): Promise<SentWhatsAppMessage> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, ...content }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new WhatsAppProviderError('unavailable', redact(`Falha de rede: ${reason}`));
    }
    const body = (await response.json().catch(() => undefined)) as
      | { messages?: { id?: unknown }[] }
      | undefined;
    const id = body?.messages?.[0]?.id;
    if (response.ok && typeof id === 'string') return { id };
    const { code, message } = graphError(body);
    throw new WhatsAppProviderError(
      failureOf(response.ok ? 502 : response.status, code),
      redact(`HTTP ${response.status}: ${message ?? 'resposta sem id de mensagem'}`),
      code,
    );
  }

  return {
    name: 'cloud-api',
    sendTemplate: ({ to, template, language, parameters }) =>
      send(to, {
        type: 'template',
        template: {
          name: template,
          language: { code: language },
          components: parameters.length
            ? [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }]
            : [],
        },
      }),
    sendText: ({ to, text }) => send(to, { type: 'text', text: { preview_url: true, body: text } }),
  };
}
