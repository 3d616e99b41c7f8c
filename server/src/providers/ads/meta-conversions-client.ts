// The Meta Conversions API client: POST {host}/{version}/{pixel_id}/events with the batch in `data`.

import type { ConversionEvent, ConversionsProvider, SendResult } from '../../domain/ports/conversions.ts';
import { graphError, graphRoot, isThrottlingCode } from '../graph-api.ts';

export interface MetaConversionsOptions {
  /** The Graph API's address without the version, e.g. https://graph.facebook.com. */
  host: string;
  /** The Graph API version, e.g. v26.0. */
  version: string;
  pixelId: string;
  accessToken: string;
  /** Sends to Events Manager's "Test events" tab instead of the live data set. */
  testEventCode?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createMetaConversionsClient(options: MetaConversionsOptions): ConversionsProvider {
  const doFetch = options.fetch ?? fetch;
  const url = new URL(
    `${graphRoot(options.host, options.version)}/${encodeURIComponent(options.pixelId)}/events`,
  );
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
      const parsed = parseJson(text);
      const { code } = graphError(parsed);
      const error = redact(`HTTP ${response.status}: ${describe(parsed, text)}`);
      if (response.status === 429 || isThrottlingCode(code))
        return { ok: false, retryable: true, throttled: true, error };
      return { ok: false, retryable: response.status >= 500, error };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The Graph API's own error message when it sent one, else the start of the body. */
function describe(parsed: unknown, text: string): string {
  const { message, code } = graphError(parsed);
  if (message !== undefined) return `${message}${code === undefined ? '' : ` (código ${code})`}`;
  return text.slice(0, 200) || 'sem corpo';
}
