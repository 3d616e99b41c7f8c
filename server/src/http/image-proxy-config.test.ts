import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { imageFetchPolicy, loadImageProxyConfig } from './image-proxy-config.ts';

describe('loadImageProxyConfig', () => {
  it('defaults to the Instagram and Facebook CDNs, 10 s and 120 pictures per minute', () => {
    expect(loadImageProxyConfig({})).toEqual({
      allowedHosts: ['*.cdninstagram.com', '*.fbcdn.net'],
      timeoutMs: 10_000,
      requestsPerMinute: 120,
    });
  });

  it('reads a comma-separated host list and the numbers', () => {
    const config = loadImageProxyConfig({
      IMAGE_PROXY_ALLOWED_HOSTS: ' imagens.example , *.cdn.example,',
      IMAGE_PROXY_TIMEOUT_MS: '3000',
      IMAGE_PROXY_REQUESTS_PER_MINUTE: '10',
    });
    expect(config).toEqual({
      allowedHosts: ['imagens.example', '*.cdn.example'],
      timeoutMs: 3000,
      requestsPerMinute: 10,
    });
    const policy = imageFetchPolicy(config);
    expect(policy.isAllowedHost('a.cdn.example')).toBe(true);
    expect(policy.isAllowedHost('scontent.cdninstagram.com')).toBe(false);
  });

  it('resolves with the real, checking resolver', async () => {
    await expect(imageFetchPolicy(loadImageProxyConfig({})).resolve('127.0.0.1')).rejects.toThrow(
      /não público/,
    );
  });

  it('refuses invalid numbers', () => {
    expect(() => loadImageProxyConfig({ IMAGE_PROXY_TIMEOUT_MS: '-5' })).toThrow(ConfigError);
  });
});
