// Where a producer's webhook may go: https to a public address, or an address the operator listed
// (WEBHOOKS_ALLOWED_PRIVATE_HOSTS), never link-local or cloud metadata. Checked when staff register
// an endpoint (checkWebhookUrl) and again at every attempt, whose connection then goes to exactly
// the address checked here (no second resolution for DNS rebinding to slip into).
import ipaddr from 'ipaddr.js';
import type {
  CheckWebhookUrl,
  WebhookUrlCheck,
  WebhookUrlRefusal,
} from '../../domain/ports/webhook-deliveries.ts';
import { type HostLookup, isPublicAddress, systemLookup } from '../../http/address-policy.ts';
import { loadWebhooksConfig } from './webhooks-config.ts';

export interface WebhookAddressPolicy {
  /** Normalized host:port entries (webhooks-config.ts). */
  allowedPrivateHosts: readonly string[];
  /** The system resolver unless a test gives another. */
  lookup?: HostLookup;
}

export type WebhookTarget =
  | { ok: true; url: URL; address: string; port: number }
  | { ok: false; reason: WebhookUrlRefusal };

/** 169.254.0.0/16 (cloud metadata lives at 169.254.169.254) and fe80::/10, however written. */
function isLinkLocal(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return true;
  let parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'linkLocal';
}

export async function resolveWebhookTarget(
  raw: string,
  policy: WebhookAddressPolicy,
): Promise<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'invalid_url' };
  }
  const secure = url.protocol === 'https:';
  if (!secure && url.protocol !== 'http:') return { ok: false, reason: 'invalid_url' };
  if (url.hostname === '') return { ok: false, reason: 'invalid_url' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials_in_url' };
  const port = url.port === '' ? (secure ? 443 : 80) : Number(url.port);
  const listed = policy.allowedPrivateHosts.includes(`${url.hostname}:${port}`);
  if (!secure && !listed) return { ok: false, reason: 'https_required' };

  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await (policy.lookup ?? systemLookup)(host);
  } catch {
    return { ok: false, reason: 'unresolvable' };
  }
  const [first] = addresses;
  if (first === undefined) return { ok: false, reason: 'unresolvable' };
  const allowed = listed ? (address: string) => !isLinkLocal(address) : isPublicAddress;
  if (!addresses.every(allowed)) return { ok: false, reason: 'address_refused' };
  return { ok: true, url, address: first, port };
}

let configured: WebhookAddressPolicy | undefined;

/**
 * For the staff API, when an endpoint is registered or its URL changed: ok, or why not. The
 * policy defaults to the server's environment (WEBHOOKS_ALLOWED_PRIVATE_HOSTS).
 */
export async function checkWebhookUrl(url: string, policy?: WebhookAddressPolicy): Promise<WebhookUrlCheck> {
  configured ??= { allowedPrivateHosts: loadWebhooksConfig().allowedPrivateHosts };
  const target = await resolveWebhookTarget(url, policy ?? configured);
  return target.ok ? { ok: true } : { ok: false, reason: target.reason };
}

/** The same check bound to a policy, for wiring to hand the staff API as its port. */
export function createWebhookUrlCheck(policy: WebhookAddressPolicy): CheckWebhookUrl {
  return (url) => checkWebhookUrl(url, policy);
}
