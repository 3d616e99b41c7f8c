import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_HOSTS, hostAllowList } from './host-allow-list.ts';

describe('hostAllowList', () => {
  const allowed = hostAllowList(DEFAULT_IMAGE_HOSTS);

  it('allows subdomains of the Instagram and Facebook picture CDNs', () => {
    for (const host of [
      'scontent.cdninstagram.com',
      'scontent-gru2-1.cdninstagram.com',
      'instagram.fgru5-1.fna.fbcdn.net',
      'SCONTENT.XX.FBCDN.NET',
      'scontent.cdninstagram.com.',
    ]) {
      expect(allowed(host), host).toBe(true);
    }
  });

  it('refuses look-alikes, the bare domains and every other host', () => {
    for (const host of [
      'cdninstagram.com',
      'evilcdninstagram.com',
      'cdninstagram.com.evil.example',
      'fbcdn.net.example',
      '127.0.0.1',
      '[::1]',
      'localhost',
      'example.com',
      '',
    ]) {
      expect(allowed(host), host).toBe(false);
    }
  });

  it('takes exact names and a catch-all for tests', () => {
    expect(hostAllowList(['imagens.example'])('imagens.example')).toBe(true);
    expect(hostAllowList(['imagens.example'])('a.imagens.example')).toBe(false);
    expect(hostAllowList(['*'])('qualquer.example')).toBe(true);
    expect(hostAllowList([' ', ''])('qualquer.example')).toBe(false);
  });
});
