// The producer's webhooks over HTTP: one POST to the address webhook-url-check.ts allowed, connected
// to exactly that address (the Host header and TLS name stay the URL's), never following a redirect,
// cut at the timeout. The response's body is never read nor kept (it may hold personal data).
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { TransportResult, WebhookTransport } from '../../domain/ports/webhook-deliveries.ts';
import { resolveWebhookTarget, type WebhookAddressPolicy } from './webhook-url-check.ts';

export interface WebhookHttpTransportOptions {
  policy: WebhookAddressPolicy;
  /** 15 s by default (the sender's WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
}

const USER_AGENT = 'Funil-Webhooks/1.0';

export function createWebhookHttpTransport(options: WebhookHttpTransportOptions): WebhookTransport {
  return {
    async post(rawUrl, headers, body) {
      const target = await resolveWebhookTarget(rawUrl, options.policy);
      if (!target.ok) return { kind: target.reason === 'unresolvable' ? 'unreachable' : 'address_refused' };
      const { url, address, port } = target;
      const secure = url.protocol === 'https:';
      const hostname = url.hostname.replace(/^\[|\]$/g, '');
      const controller = new AbortController();
      const deadline = setTimeout(() => controller.abort(), options.timeoutMs);
      try {
        const response = await new Promise<IncomingMessage>((resolve, reject) => {
          const request = (secure ? httpsRequest : httpRequest)(
            {
              host: address,
              port,
              path: `${url.pathname}${url.search}`,
              method: 'POST',
              headers: {
                ...headers,
                host: url.host,
                'content-length': String(Buffer.byteLength(body)),
                'user-agent': USER_AGENT,
              },
              ...(secure && isIP(hostname) === 0 ? { servername: hostname } : {}),
              agent: false,
              signal: controller.signal,
            },
            resolve,
          );
          request.on('error', reject);
          request.end(body);
        });
        const code = response.statusCode ?? 0;
        response.destroy();
        if (code >= 300 && code <= 399) return { kind: 'redirect', code };
        return { kind: 'status', code };
      } catch {
        const result: TransportResult = controller.signal.aborted
          ? { kind: 'timeout' }
          : { kind: 'unreachable' };
        return result;
      } finally {
        clearTimeout(deadline);
      }
    },
  };
}
