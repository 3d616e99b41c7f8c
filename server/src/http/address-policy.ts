// Which IP addresses the server may connect to for a caller: public unicast only.
import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Global unicast IPv6 (2000::/3): excludes the IPv4-compatible ::/96 that ipaddr calls 'unicast'. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True only for public unicast addresses: loopback, private, link-local (cloud metadata),
 * unspecified, carrier-grade NAT, multicast, reserved and documentation ranges, IPv4-mapped,
 * NAT64 and 6to4 forms are all refused, since each can reach inside the network.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
}

export class AddressRefusedError extends Error {
  override name = 'AddressRefusedError';
}

export type HostLookup = (hostname: string) => Promise<string[]>;

/** Every address the system resolver knows for a name, A and AAAA alike. */
export const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The address to connect to for a hostname, checked here so the connection goes to exactly
 * the address that passed (no second resolution for DNS rebinding to slip into). A name with
 * any non-public address is refused outright: it is either misconfigured or an attack.
 */
export async function resolvePublicAddress(
  hostname: string,
  lookup: HostLookup = systemLookup,
): Promise<string> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : await lookup(host);
  const [first] = addresses;
  if (first === undefined) throw new AddressRefusedError(`Sem endereço para ${host}`);
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused !== undefined) throw new AddressRefusedError(`Endereço não público para ${host}: ${refused}`);
  return first;
}
