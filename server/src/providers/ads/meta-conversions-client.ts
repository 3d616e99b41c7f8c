// The Meta Conversions API client: POST {base}/{pixel_id}/events with the batch in `data`.
import type { ConversionEvent, ConversionsProvider, SendResult } from './conversions-provider.ts';

export interface MetaConversionsOptions {
  /** The Graph API's address with its version, e.g. https://graph.facebook.com/v21.0. */
  baseUrl: string;
  pixelId: string;
  accessToken: string;
  /** Sends to Events Manager's "Test events" tab instead of the live data set. */
  testEventCode?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createMetaConversionsClient(options: MetaConversionsOptions): ConversionsProvider {
  const doFetch = options.fetch ?? fetch;
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.pixelId)}/events`);
  url.searchParams.set('access_token', options.accessToken);
  // The token must never reach a log line or the outbox's last_error.
  const redact = (text: string) => text.replaceAll(options.accessToken, '[token]');

  return {
    name: 'meta',
    async send(events: ConversionEvent[]): Promise<SendResult> {
      const body: Record<string, unknown> = { data: events };
      if (options.testEventCode) body.test_event_code = options.testEventCode;
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return { ok: false, retryable: true, error: redact(`Falha de rede: ${reason}`) };
      }
      const text = await response.text().catch(() => '');
      if (response.ok) return { ok: true };
      const retryable = response.status === 429 || response.status >= 500;
      return { ok: false, retryable, error: redact(`HTTP ${response.status}: ${graphMessage(text)}`) };
    },
  };
}

/** The Graph API's own error message when it sent one, else the start of the body. */
function graphMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown; code?: unknown } };
    if (typeof parsed.error?.message === 'string') {
      return `${parsed.error.message}${parsed.error.code === undefined ? '' : ` (código ${String(parsed.error.code)})`}`;
    }
  } catch {
    // not JSON: fall through
  }
  return text.slice(0, 200) || 'sem corpo';
}
