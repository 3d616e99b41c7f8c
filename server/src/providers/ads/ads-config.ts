// Ads settings from the environment: Meta's Conversions API when a pixel and token are set, else the local log.
import { ConfigError } from '../../config.ts';
import type { ConversionsProvider } from '../../domain/ports/conversions.ts';
import { envPositiveInteger as positiveInteger, envText as text } from '../../env-values.ts';
import { readGraphHost, readGraphVersion } from '../graph-api.ts';
import { createLocalLogProvider, type LocalLogSink } from './local-log-provider.ts';
import { createMetaConversionsClient } from './meta-conversions-client.ts';

export interface AdsConfig {
  provider: 'meta' | 'local-log';
  pixelId: string | undefined;
  accessToken: string | undefined;
  /** The Graph API's address, without the version. */
  graphHost: string;
  graphVersion: string;
  testEventCode: string | undefined;
  timeoutMs: number;
  /** Events per Conversions API request. */
  batchSize: number;
  /** Pause between outbox passes when nothing is due. */
  intervalMs: number;
}

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
    graphHost: readGraphHost('META_GRAPH_BASE_URL', 'META_GRAPH_API_VERSION', env.META_GRAPH_BASE_URL),
    graphVersion: readGraphVersion('META_GRAPH_API_VERSION', env.META_GRAPH_API_VERSION),
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
    host: config.graphHost,
    version: config.graphVersion,
    pixelId: config.pixelId,
    accessToken: config.accessToken,
    testEventCode: config.testEventCode,
    timeoutMs: config.timeoutMs,
  });
}
