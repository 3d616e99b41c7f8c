// The caller's IP address, the key of every per-client limit, resolved once per request.
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    clientAddress: string;
  }
}

/**
 * Who may write X-Forwarded-For: nobody (false); the one reverse proxy every request comes through,
 * whatever its address (true); or our proxies' addresses and CIDR ranges, for a chain of them
 * (a CDN, then a load balancer).
 */
export type ProxyTrust = boolean | readonly string[];

/** Reads the address every limit and log of this request uses; createApp puts it first. */
export function resolveClientAddress(trust: ProxyTrust): MiddlewareHandler {
  const isProxy = proxyTest(trust);
  return async (c, next) => {
    c.set('clientAddress', addressBehindProxies(socketAddress(c), c.req.header('x-forwarded-for'), isProxy));
    await next();
  };
}

/**
 * The address resolveClientAddress found; a router used on its own (in a test) has none, and reads
 * the socket, or the last X-Forwarded-For entry when `trustProxy` says one proxy is in front.
 * Requests made with app.request() carry no socket: they share one key.
 */
export function clientAddress(c: Context, trustProxy = false): string {
  return (
    c.get('clientAddress') ??
    addressBehindProxies(socketAddress(c), c.req.header('x-forwarded-for'), proxyTest(trustProxy))
  );
}

/**
 * The rule: each proxy appends the address it was called from to X-Forwarded-For, so read from the
 * right — the socket's peer, then each entry — and the client is the first hop that is not one of
 * our proxies. Entries left of it are whatever the client sent and are never believed. When the
 * peer is not a proxy of ours, the header is ignored entirely.
 */
export function addressBehindProxies(
  socket: string,
  forwarded: string | undefined,
  isProxy: (address: string, hop: number) => boolean,
): string {
  const hops = [socket, ...(forwarded ?? '').split(',').map(normalizeAddress).filter(Boolean).reverse()];
  for (let hop = 0; hop < hops.length - 1; hop++) {
    const address = hops[hop] as string;
    if (!isProxy(address, hop)) return address;
  }
  return hops.at(-1) as string;
}

/** Throws a pt-BR message for an entry that is neither an IP address nor a CIDR range. */
export function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.trim().split('/');
    const family = isIP(address);
    const bits = Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra !== undefined ||
      (prefix !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      throw new Error(`"${entry}" não é um endereço IP nem uma faixa CIDR (como 10.0.0.0/8).`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

function proxyTest(trust: ProxyTrust): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  // Only the peer: whatever it says the client was is believed, nothing further left.
  if (trust === true) return (_, hop) => hop === 0;
  const list = proxyList(trust);
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function normalizeAddress(text: string): string {
  const address = text.trim();
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address;
}

function socketAddress(c: Context): string {
  try {
    return normalizeAddress(getConnInfo(c).remote.address ?? '') || 'desconhecido';
  } catch {
    return 'desconhecido';
  }
}
