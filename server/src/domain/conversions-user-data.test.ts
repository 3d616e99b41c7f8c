import { describe, expect, it } from 'vitest';
import {
  conversionUserData,
  normaliseEmail,
  normaliseIp,
  normaliseName,
  normalisePhone,
  sha256,
} from './conversions-user-data.ts';

/** The published example: 'Person@Example.com' normalises to 'person@example.com' and hashes to this. */
const PERSON_EXAMPLE_HASH = '542d240129883c019e106e3b1b2d3f3cb3537c43c425364de8e951d5a3083345';

describe('normalising matching keys the way Meta asks', () => {
  it('trims and lower-cases e-mails, and leaves out what is not one', () => {
    expect(normaliseEmail('  Person@Example.com ')).toBe('person@example.com');
    expect(normaliseEmail('sem arroba')).toBeUndefined();
    expect(normaliseEmail('')).toBeUndefined();
  });

  it('keeps phone digits with the country code, adding Brazil’s to a national number', () => {
    expect(normalisePhone('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(normalisePhone('+44 844 412 4653')).toBe('448444124653');
    expect(normalisePhone('0044 844 412 4653')).toBe('448444124653');
    expect(normalisePhone('(11) 98765-4321')).toBe('5511987654321');
    expect(normalisePhone('1234')).toBeUndefined();
  });

  it('lower-cases names, keeps accented letters composed, drops punctuation and digits', () => {
    expect(normaliseName('  JOSÉ ')).toBe('josé');
    // 'e' + combining acute accent is the same name as 'é', so it must hash the same.
    expect(sha256(normaliseName('Jose\u0301') ?? '')).toBe(sha256('josé'));
    expect(normaliseName("D'Ávila-Souza 2")).toBe('dávilasouza');
    expect(normaliseName('da   Silva')).toBe('da silva');
    expect(normaliseName('...')).toBeUndefined();
  });

  it('turns an IPv4 address seen through IPv6 into plain IPv4, and drops an unknown one', () => {
    expect(normaliseIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normaliseIp('desconhecido')).toBeUndefined();
  });
});

describe('user_data for the Conversions API', () => {
  const data = conversionUserData(
    {
      em: 'Person@Example.com',
      ph: '+55 11 98765-4321',
      fn: 'Ana',
      ln: 'Souza',
      external_id: 'B1C2-LEAD',
      fbc: 'fb.1.1700000000000.AbCdEf',
      fbp: 'fb.1.1700000000000.123456789',
      client_user_agent: 'UA da página',
      client_ip_address: '198.51.100.1',
    },
    { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (requisição)' },
  );

  it('hashes contact fields and the external id with SHA-256 after normalising them', () => {
    expect(data.em).toBe(PERSON_EXAMPLE_HASH);
    expect(data.ph).toBe(sha256('5511987654321'));
    expect(data.fn).toBe(sha256('ana'));
    expect(data.ln).toBe(sha256('souza'));
    expect(data.external_id).toBe(sha256('b1c2-lead'));
  });

  it('sends the ad ids, the address and the user agent unhashed, the latter two from the request', () => {
    expect(data.fbc).toBe('fb.1.1700000000000.AbCdEf');
    expect(data.fbp).toBe('fb.1.1700000000000.123456789');
    expect(data.client_ip_address).toBe('203.0.113.7');
    expect(data.client_user_agent).toBe('Mozilla/5.0 (requisição)');
  });

  it('does not hash a value twice, and leaves out empty fields', () => {
    const again = conversionUserData(
      { em: PERSON_EXAMPLE_HASH, fn: '' },
      { ip: undefined, userAgent: undefined },
    );
    expect(again).toEqual({ em: PERSON_EXAMPLE_HASH });
  });
});
