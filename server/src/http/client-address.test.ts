import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressBehindProxies, clientAddress, proxyList, resolveClientAddress } from './client-address.ts';

/** An app that answers the address it resolved, called from a socket peer with an X-Forwarded-For. */
function resolver(trust: Parameters<typeof resolveClientAddress>[0]) {
  const app = new Hono().use(resolveClientAddress(trust)).get('/', (c) => c.text(clientAddress(c)));
  return async (peer: string, forwarded?: string) => {
    const headers: Record<string, string> = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
    return (await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } })).text();
  };
}

describe('resolveClientAddress', () => {
  it('ignores X-Forwarded-For unless told a proxy is in front', async () => {
    const ask = resolver(false);
    expect(await ask('203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(await ask('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('with one trusted proxy, takes the entry it appended: the right-most', async () => {
    const ask = resolver(true);
    expect(await ask('10.0.0.2', '203.0.113.5')).toBe('203.0.113.5');
    // A visitor's own header is left of the proxy's entry: forging it changes nothing.
    expect(await ask('10.0.0.2', '1.1.1.1, 198.51.100.9, 203.0.113.5')).toBe('203.0.113.5');
    expect(await ask('10.0.0.2', ' 203.0.113.5 ')).toBe('203.0.113.5');
    expect(await ask('10.0.0.2')).toBe('10.0.0.2');
  });

  it('with a list of proxies, takes the right-most hop that is not one of them', async () => {
    const ask = resolver(['10.0.0.0/8', '2001:db8::/32', '192.0.2.10']);
    // CDN (192.0.2.10) → load balancer (10.0.0.2) → us.
    expect(await ask('10.0.0.2', '9.9.9.9, 203.0.113.5, 192.0.2.10')).toBe('203.0.113.5');
    expect(await ask('::ffff:10.0.0.2', '203.0.113.5, 10.1.2.3')).toBe('203.0.113.5');
    expect(await ask('2001:db8::1', '2001:db8::2, 2001:db9::7')).toBe('2001:db9::7');
    // A peer that is not our proxy is the client, whatever it claims.
    expect(await ask('198.51.100.4', '203.0.113.5')).toBe('198.51.100.4');
    // Every hop ours: the left-most is as far as anyone can tell.
    expect(await ask('10.0.0.2', '10.0.0.3')).toBe('10.0.0.3');
  });
});

describe('addressBehindProxies', () => {
  it('keeps the socket address when there is no header', () => {
    expect(addressBehindProxies('203.0.113.5', undefined, () => true)).toBe('203.0.113.5');
    expect(addressBehindProxies('10.0.0.2', '', () => true)).toBe('10.0.0.2');
  });
});

describe('proxyList', () => {
  it('takes addresses and CIDR ranges of both families, and refuses anything else in pt-BR', () => {
    expect(() => proxyList(['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'])).not.toThrow();
    for (const entry of ['talvez', '10.0.0.0/33', '10.0.0.0/8/1', '::/129', '10.0.0/8']) {
      expect(() => proxyList([entry]), entry).toThrow(/não é um endereço IP nem uma faixa CIDR/);
    }
  });
});
