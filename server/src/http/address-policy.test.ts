import { describe, expect, it } from 'vitest';
import { AddressRefusedError, isPublicAddress, resolvePublicAddress } from './address-policy.ts';

describe('isPublicAddress', () => {
  it('allows public IPv4 and global IPv6 unicast', () => {
    for (const address of [
      '8.8.8.8',
      '157.240.1.35',
      '2a03:2880:f10c:83:face:b00c:0:25de',
      '[2001:4860:4860::8888]',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses every address that can reach inside the network', () => {
    const refused = [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '::1',
      '[::1]',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'fec0::1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      'ff02::1',
      'nao-e-ip',
      '',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('resolvePublicAddress', () => {
  const lookup = (table: Record<string, string[]>) => async (host: string) => table[host] ?? [];

  it('answers the first address of a name whose every address is public', async () => {
    const address = await resolvePublicAddress(
      'cdn.example',
      lookup({ 'cdn.example': ['157.240.1.35', '8.8.8.8'] }),
    );
    expect(address).toBe('157.240.1.35');
  });

  it('refuses a name with any private address, as DNS rebinding would hand out', async () => {
    const table = lookup({ 'rebind.example': ['157.240.1.35', '127.0.0.1'] });
    await expect(resolvePublicAddress('rebind.example', table)).rejects.toBeInstanceOf(AddressRefusedError);
  });

  it('refuses a name without addresses', async () => {
    await expect(resolvePublicAddress('nada.example', lookup({}))).rejects.toBeInstanceOf(
      AddressRefusedError,
    );
  });

  it('checks IP literals without asking the resolver', async () => {
    const never = async () => {
      throw new Error('não deveria resolver');
    };
    expect(await resolvePublicAddress('8.8.8.8', never)).toBe('8.8.8.8');
    await expect(resolvePublicAddress('[::1]', never)).rejects.toBeInstanceOf(AddressRefusedError);
    await expect(resolvePublicAddress('169.254.169.254', never)).rejects.toBeInstanceOf(AddressRefusedError);
  });
});
