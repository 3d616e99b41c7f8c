import { describe, expect, it } from 'vitest';
import type { HostLookup } from '../../http/address-policy.ts';
import { checkWebhookUrl, type WebhookAddressPolicy } from './webhook-url-check.ts';

const DNS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.216.34'],
  localhost: ['127.0.0.1', '::1'],
  'both.example.com': ['93.184.216.34', '10.0.0.7'],
  'metadata.example.com': ['169.254.169.254'],
  'erp.interno': ['10.0.0.5'],
  'rebind.interno': ['169.254.169.254'],
};
const lookup: HostLookup = async (host) => {
  const found = DNS[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};
const policy = (...allowedPrivateHosts: string[]): WebhookAddressPolicy => ({ allowedPrivateHosts, lookup });
const check = (url: string, p = policy()) => checkWebhookUrl(url, p);

describe('checkWebhookUrl', () => {
  it('accepts https to a public address, on any port', async () => {
    expect(await check('https://hooks.example.com/funil')).toEqual({ ok: true });
    expect(await check('https://hooks.example.com:8443/funil?conta=1')).toEqual({ ok: true });
    expect(await check('https://93.184.216.34/funil')).toEqual({ ok: true });
  });

  it('requires https and a whole URL without credentials', async () => {
    expect(await check('http://hooks.example.com/funil')).toEqual({ ok: false, reason: 'https_required' });
    expect(await check('hooks.example.com/funil')).toEqual({ ok: false, reason: 'invalid_url' });
    expect(await check('ftp://hooks.example.com/')).toEqual({ ok: false, reason: 'invalid_url' });
    expect(await check('https://eu:senha@hooks.example.com/')).toEqual({
      ok: false,
      reason: 'credentials_in_url',
    });
    expect(await check('https://nao-existe.example.com/')).toEqual({ ok: false, reason: 'unresolvable' });
  });

  it.each([
    'https://127.0.0.1/',
    'https://localhost/',
    'https://10.0.0.1/',
    'https://192.168.0.10/',
    'https://[::1]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::ffff:169.254.169.254]/',
    'https://metadata.example.com/',
    'https://both.example.com/',
  ])('refuses %s (loopback, private, link-local or metadata by its resolved address)', async (url) => {
    expect(await check(url)).toEqual({ ok: false, reason: 'address_refused' });
  });

  it('lets an allowed private host:port through, http included, and only that port', async () => {
    const allowed = policy('127.0.0.1:9000', 'erp.interno:8080');
    expect(await check('http://127.0.0.1:9000/hook', allowed)).toEqual({ ok: true });
    expect(await check('https://erp.interno:8080/hook', allowed)).toEqual({ ok: true });
    expect(await check('http://127.0.0.1:9001/hook', allowed)).toEqual({
      ok: false,
      reason: 'https_required',
    });
    expect(await check('https://127.0.0.1:9001/hook', allowed)).toEqual({
      ok: false,
      reason: 'address_refused',
    });
  });

  it('refuses link-local and metadata addresses even when listed', async () => {
    const allowed = policy('169.254.169.254:80', 'rebind.interno:80', '[fe80::1]:80');
    for (const url of ['http://169.254.169.254/', 'http://rebind.interno/', 'http://[fe80::1]/']) {
      expect(await check(url, allowed)).toEqual({ ok: false, reason: 'address_refused' });
    }
  });
});
