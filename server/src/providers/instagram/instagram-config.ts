// Instagram settings from the environment, and the provider they select (the demo by default).
import { ConfigError } from '../../config.ts';
import type { InstagramProvider } from '../../domain/ports/instagram.ts';
import { envPositiveInteger as positiveInteger, envText as text } from '../../env-values.ts';
import { readGraphHost, readGraphVersion } from '../graph-api.ts';
import { createDemoProvider } from './demo-provider.ts';
import { createGraphApiClient } from './graph-api-client.ts';

export interface InstagramConfig {
  provider: 'demo' | 'graph';
  /** The Graph API's address, without the version. */
  graphHost: string;
  graphVersion: string;
  accessToken: string | undefined;
  businessAccountId: string | undefined;
  /** Spec §9: 15 s. */
  timeoutMs: number;
  lookupsPerMinute: number;
}

export function loadInstagramConfig(env: NodeJS.ProcessEnv = process.env): InstagramConfig {
  const provider = text(env.INSTAGRAM_PROVIDER)?.toLowerCase() ?? 'demo';
  if (provider !== 'demo' && provider !== 'graph') {
    throw new ConfigError(`INSTAGRAM_PROVIDER inválido: "${provider}". Use demo ou graph.`);
  }
  const config: InstagramConfig = {
    provider,
    graphHost: readGraphHost(
      'INSTAGRAM_GRAPH_BASE_URL',
      'INSTAGRAM_GRAPH_API_VERSION',
      env.INSTAGRAM_GRAPH_BASE_URL,
    ),
    graphVersion: readGraphVersion('INSTAGRAM_GRAPH_API_VERSION', env.INSTAGRAM_GRAPH_API_VERSION),
    accessToken: text(env.INSTAGRAM_ACCESS_TOKEN),
    businessAccountId: text(env.INSTAGRAM_BUSINESS_ACCOUNT_ID),
    timeoutMs: positiveInteger('INSTAGRAM_TIMEOUT_MS', env.INSTAGRAM_TIMEOUT_MS, 15_000),
    lookupsPerMinute: positiveInteger('INSTAGRAM_LOOKUPS_PER_MINUTE', env.INSTAGRAM_LOOKUPS_PER_MINUTE, 30),
  };
  if (provider === 'graph' && (!config.accessToken || !config.businessAccountId)) {
    throw new ConfigError(
      'INSTAGRAM_PROVIDER=graph precisa de INSTAGRAM_ACCESS_TOKEN e INSTAGRAM_BUSINESS_ACCOUNT_ID.',
    );
  }
  return config;
}

export function createInstagramProvider(config: InstagramConfig): InstagramProvider {
  if (config.provider === 'demo' || !config.accessToken || !config.businessAccountId)
    return createDemoProvider();
  return createGraphApiClient({
    host: config.graphHost,
    version: config.graphVersion,
    accessToken: config.accessToken,
    businessAccountId: config.businessAccountId,
    timeoutMs: config.timeoutMs,
  });
}
