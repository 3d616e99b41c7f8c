// Ads settings from the environment: Meta's Conversions API when a pixel and token are set, else the local log.
import { ConfigError } from '../../config.ts';
import { envPositiveInteger as positiveInteger, envText as text } from '../../env-values.ts';
import type { ConversionsProvider } from './conversions-provider.ts';
import { createLocalLogProvider, type LocalLogSink } from './local-log-provider.ts';
import { createMetaConversionsClient } from './meta-conversions-client.ts';

export interface AdsConfig {
  provider: 'meta' | 'local-log';
  pixelId: string | undefined;
  accessToken: string | undefined;
  graphBaseUrl: string;
  testEventCode: string | undefined;
  timeoutMs: number;
  /** Events per Conversions API request. */
  batchSize: number;
  /** Pause between outbox passes when nothing is due. */
  intervalMs: number;
}

export const DEFAULT_META_GRAPH_BASE_URL = 'https://graph.facebook.com/v21.0';

export function loadAdsConfig(env: NodeJS.ProcessEnv = process.env): AdsConfig {
  const pixelId = text(env.META_PIXEL_ID);
  const accessToken = text(env.META_ACCESS_TOKEN);
  if ((pixelId === undefined) !== (accessToken === undefined)) {
    throw new ConfigError('META_PIXEL_ID e META_ACCESS_TOKEN andam juntos: defina os dois, ou nenhum.');
  }
  if (pixelId !== undefined && !/^\d{1,30}$/.test(pixelId)) {
    throw new ConfigError(`META_PIXEL_ID inválido: "${pixelId}". Use o número do pixel (conjunto de dados).`);
  }
  const batchSize = positiveInteger('META_BATCH_SIZE', env.META_BATCH_SIZE, 100);
  if (batchSize > 1_000)
    throw new ConfigError('META_BATCH_SIZE inválido: a Conversions API aceita até 1000.');
  return {
    provider: pixelId ? 'meta' : 'local-log',
    pixelId,
    accessToken,
    graphBaseUrl: readUrl(env.META_GRAPH_BASE_URL),
    testEventCode: text(env.META_TEST_EVENT_CODE),
    timeoutMs: positiveInteger('META_TIMEOUT_MS', env.META_TIMEOUT_MS, 10_000),
    batchSize,
    intervalMs: positiveInteger('META_SEND_INTERVAL_MS', env.META_SEND_INTERVAL_MS, 5_000),
  };
}

export function createConversionsProvider(config: AdsConfig, log: LocalLogSink): ConversionsProvider {
  if (config.provider === 'local-log' || !config.pixelId || !config.accessToken) {
    return createLocalLogProvider(log);
  }
  return createMetaConversionsClient({
    baseUrl: config.graphBaseUrl,
    pixelId: config.pixelId,
    accessToken: config.accessToken,
    testEventCode: config.testEventCode,
    timeoutMs: config.timeoutMs,
  });
}

function readUrl(value: string | undefined): string {
  const url = text(value);
  if (url === undefined) return DEFAULT_META_GRAPH_BASE_URL;
  if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url)) {
    throw new ConfigError(`META_GRAPH_BASE_URL inválido: "${url}".`);
  }
  return url;
}
