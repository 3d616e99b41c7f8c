import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { DEFAULT_GRAPH_API_VERSION, DEFAULT_GRAPH_HOST } from '../graph-api.ts';
import { createInstagramProvider, loadInstagramConfig } from './instagram-config.ts';

describe('loadInstagramConfig', () => {
  it('defaults to the demo provider, 15 s and 30 look-ups per minute', () => {
    const config = loadInstagramConfig({});
    expect(config).toEqual({
      provider: 'demo',
      graphHost: DEFAULT_GRAPH_HOST,
      graphVersion: DEFAULT_GRAPH_API_VERSION,
      accessToken: undefined,
      businessAccountId: undefined,
      timeoutMs: 15_000,
      lookupsPerMinute: 30,
    });
    expect(createInstagramProvider(config).source).toBe('demo');
  });

  it('selects the Graph API client with its token, account and settings', () => {
    const config = loadInstagramConfig({
      INSTAGRAM_PROVIDER: 'Graph',
      INSTAGRAM_GRAPH_BASE_URL: 'http://127.0.0.1:9',
      INSTAGRAM_GRAPH_API_VERSION: 'v25.0',
      INSTAGRAM_ACCESS_TOKEN: 'tok',
      INSTAGRAM_BUSINESS_ACCOUNT_ID: '1784',
      INSTAGRAM_TIMEOUT_MS: '5000',
      INSTAGRAM_LOOKUPS_PER_MINUTE: '100',
    });
    expect(config).toMatchObject({
      provider: 'graph',
      graphVersion: 'v25.0',
      timeoutMs: 5000,
      lookupsPerMinute: 100,
    });
    expect(createInstagramProvider(config).source).toBe('instagram');
  });

  it('fails fast with a clear message on invalid values', () => {
    expect(() => loadInstagramConfig({ INSTAGRAM_PROVIDER: 'rapidapi' })).toThrow(
      /INSTAGRAM_PROVIDER inválido/,
    );
    expect(() => loadInstagramConfig({ INSTAGRAM_PROVIDER: 'graph' })).toThrow(/INSTAGRAM_ACCESS_TOKEN/);
    expect(() => loadInstagramConfig({ INSTAGRAM_TIMEOUT_MS: '0' })).toThrow(ConfigError);
    expect(() => loadInstagramConfig({ INSTAGRAM_LOOKUPS_PER_MINUTE: 'muitos' })).toThrow(
      /INSTAGRAM_LOOKUPS_PER_MINUTE inválido/,
    );
    expect(() => loadInstagramConfig({ INSTAGRAM_GRAPH_BASE_URL: 'graph.facebook.com' })).toThrow(
      /INSTAGRAM_GRAPH_BASE_URL inválido/,
    );
    expect(() =>
      loadInstagramConfig({ INSTAGRAM_GRAPH_BASE_URL: 'https://graph.facebook.com/v21.0' }),
    ).toThrow(/INSTAGRAM_GRAPH_API_VERSION/);
    expect(() => loadInstagramConfig({ INSTAGRAM_GRAPH_API_VERSION: 'latest' })).toThrow(
      /INSTAGRAM_GRAPH_API_VERSION inválido/,
    );
  });
});
