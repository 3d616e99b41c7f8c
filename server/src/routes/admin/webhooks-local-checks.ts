// STAND-INS until the webhook sender's branch (issue 31) lands: its registration-time URL check
// (providers/webhooks/, checkWebhookUrl) and its secret (domain/outbound-webhooks/webhook-secret.ts,
// newWebhookSecret). Same behaviour and format; the merge points the admin routes at those and
// deletes this file.
import { randomBytes } from 'node:crypto';
import type { WebhookUrlCheck } from '../../domain/ports/webhook-endpoints.ts';
import {
  AddressRefusedError,
  type HostLookup,
  resolvePublicAddress,
  systemLookup,
} from '../../http/address-policy.ts';

/** whsec_ + base64 of 24 random bytes: Standard Webhooks' secret format. */
export function localNewWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** WEBHOOKS_ALLOWED_PRIVATE_HOSTS: comma-separated host:port pairs an endpoint may name though not public. */
export function allowedPrivateHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.WEBHOOKS_ALLOWED_PRIVATE_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/**
 * Refuses an address whose host is, or resolves to, anything but public unicast (loopback,
 * private, link-local with 169.254.169.254, and the rest http/address-policy.ts refuses), unless its
 * exact host:port is one the operator allowed.
 */
export function localWebhookUrlCheck(
  options: { allowedPrivateHosts?: readonly string[]; lookup?: HostLookup } = {},
): WebhookUrlCheck {
  const allowed = new Set((options.allowedPrivateHosts ?? []).map((entry) => entry.toLowerCase()));
  const lookup = options.lookup ?? systemLookup;
  return async (text) => {
    if (!URL.canParse(text)) return { ok: false, reason: 'not_public' };
    const url = new URL(text);
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    if (allowed.has(`${url.hostname}:${port}`)) return { ok: true };
    try {
      await resolvePublicAddress(url.hostname, lookup);
      return { ok: true };
    } catch (error) {
      if (error instanceof AddressRefusedError) return { ok: false, reason: 'not_public' };
      return { ok: false, reason: 'unresolved' };
    }
  };
}
