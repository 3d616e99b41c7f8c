import { describe, expect, it } from 'vitest';
import { loadAdminAccessConfig } from './admin-access-config.ts';

describe('loadAdminAccessConfig', () => {
  it('keeps the plain cookie on local http', () => {
    expect(loadAdminAccessConfig({})).toEqual({ secureCookie: false, publicSiteOrigin: undefined });
    expect(loadAdminAccessConfig({ PUBLIC_SITE_URL: 'http://localhost:8787/' })).toEqual({
      secureCookie: false,
      publicSiteOrigin: 'http://localhost:8787',
    });
  });

  it('makes the cookie Secure for an https site or in production', () => {
    expect(loadAdminAccessConfig({ PUBLIC_SITE_URL: 'https://funil.example/' })).toEqual({
      secureCookie: true,
      publicSiteOrigin: 'https://funil.example',
    });
    expect(loadAdminAccessConfig({ NODE_ENV: 'production' }).secureCookie).toBe(true);
  });

  it('refuses an address that is not a site origin', () => {
    for (const value of ['funil.example', 'https://funil.example/app']) {
      expect(() => loadAdminAccessConfig({ PUBLIC_SITE_URL: value })).toThrow('PUBLIC_SITE_URL inválido');
    }
  });
});
