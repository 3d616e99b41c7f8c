import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { loadWebhooksConfig } from './webhooks-config.ts';

describe('webhooks config', () => {
  it('allows no private host by default, and holds a claim for 60 s', () => {
    expect(loadWebhooksConfig({})).toEqual({ allowedPrivateHosts: [], leaseSeconds: 60 });
    expect(loadWebhooksConfig({ WEBHOOKS_ALLOWED_PRIVATE_HOSTS: ' ' }).allowedPrivateHosts).toEqual([]);
  });

  it('reads exact host:port entries, written as the URL parser writes them', () => {
    const config = loadWebhooksConfig({
      WEBHOOKS_ALLOWED_PRIVATE_HOSTS: '127.0.0.1:9000, ERP.Interno:8080,[::1]:7000',
      WEBHOOKS_LEASE_SECONDS: '5',
    });
    expect(config).toEqual({
      allowedPrivateHosts: ['127.0.0.1:9000', 'erp.interno:8080', '[::1]:7000'],
      leaseSeconds: 5,
    });
  });

  it.each([
    'localhost',
    'http://10.0.0.5:80',
    '10.0.0.5:',
    '10.0.0.5:99999',
    '10.0.0.5:80/caminho',
    'user@10.0.0.5:80',
  ])('refuses %s with a pt-BR message', (entry) => {
    const load = () => loadWebhooksConfig({ WEBHOOKS_ALLOWED_PRIVATE_HOSTS: entry });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/WEBHOOKS_ALLOWED_PRIVATE_HOSTS inválido: .*Use entradas host:porta/);
  });

  it('refuses a lease that is not a positive whole number of seconds', () => {
    expect(() => loadWebhooksConfig({ WEBHOOKS_LEASE_SECONDS: '0' })).toThrow(
      /WEBHOOKS_LEASE_SECONDS inválido/,
    );
  });
});
