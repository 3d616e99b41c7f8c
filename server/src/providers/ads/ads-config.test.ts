import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { DEFAULT_GRAPH_API_VERSION, DEFAULT_GRAPH_HOST } from '../graph-api.ts';
import { createConversionsProvider, loadAdsConfig } from './ads-config.ts';

const log = { info: () => {} };

describe('ads configuration', () => {
  it('uses the local log when no pixel is configured', () => {
    const config = loadAdsConfig({});
    expect(config).toMatchObject({
      provider: 'local-log',
      graphHost: DEFAULT_GRAPH_HOST,
      graphVersion: DEFAULT_GRAPH_API_VERSION,
    });
    expect(createConversionsProvider(config, log).name).toBe('local-log');
  });

  it('uses Meta when a pixel and a token are set', () => {
    const config = loadAdsConfig({
      META_PIXEL_ID: '1234',
      META_ACCESS_TOKEN: 'abc',
      META_TEST_EVENT_CODE: 'T1',
    });
    expect(config).toMatchObject({ provider: 'meta', pixelId: '1234', testEventCode: 'T1' });
    expect(createConversionsProvider(config, log).name).toBe('meta');
  });

  it('refuses half a configuration, a pixel that is not a number and an oversized batch', () => {
    expect(() => loadAdsConfig({ META_PIXEL_ID: '1234' })).toThrow(ConfigError);
    expect(() => loadAdsConfig({ META_ACCESS_TOKEN: 'abc' })).toThrow(ConfigError);
    expect(() => loadAdsConfig({ META_PIXEL_ID: 'pixel', META_ACCESS_TOKEN: 'abc' })).toThrow(ConfigError);
    expect(() => loadAdsConfig({ META_BATCH_SIZE: '1001' })).toThrow(ConfigError);
    expect(() => loadAdsConfig({ META_GRAPH_BASE_URL: 'ftp://x' })).toThrow(ConfigError);
  });

  it('takes the Graph API version as its own setting, and refuses one hidden in the address', () => {
    expect(loadAdsConfig({ META_GRAPH_API_VERSION: 'v25.0' }).graphVersion).toBe('v25.0');
    expect(() => loadAdsConfig({ META_GRAPH_API_VERSION: '26' })).toThrow(/META_GRAPH_API_VERSION inválido/);
    expect(() => loadAdsConfig({ META_GRAPH_BASE_URL: 'https://graph.facebook.com/v21.0' })).toThrow(
      /META_GRAPH_API_VERSION/,
    );
    expect(loadAdsConfig({ META_GRAPH_BASE_URL: 'http://127.0.0.1:9/' }).graphHost).toBe(
      'http://127.0.0.1:9',
    );
  });
});
