// Image proxy settings from the environment, turned into the fetch policy production uses.
import { envPositiveInteger as positiveInteger } from '../env-values.ts';
import { resolvePublicAddress } from './address-policy.ts';
import { DEFAULT_IMAGE_HOSTS, hostAllowList } from './host-allow-list.ts';
import type { ImageFetchPolicy } from './safe-image-fetch.ts';

export interface ImageProxyConfig {
  allowedHosts: string[];
  timeoutMs: number;
  requestsPerMinute: number;
}

export function loadImageProxyConfig(env: NodeJS.ProcessEnv = process.env): ImageProxyConfig {
  const hosts = (env.IMAGE_PROXY_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host !== '');
  return {
    allowedHosts: hosts.length > 0 ? hosts : [...DEFAULT_IMAGE_HOSTS],
    timeoutMs: positiveInteger('IMAGE_PROXY_TIMEOUT_MS', env.IMAGE_PROXY_TIMEOUT_MS, 10_000),
    requestsPerMinute: positiveInteger(
      'IMAGE_PROXY_REQUESTS_PER_MINUTE',
      env.IMAGE_PROXY_REQUESTS_PER_MINUTE,
      120,
    ),
  };
}

/** The real resolver, always: only tests build a policy with another one. */
export function imageFetchPolicy(
  config: Pick<ImageProxyConfig, 'allowedHosts' | 'timeoutMs'>,
): ImageFetchPolicy {
  return {
    isAllowedHost: hostAllowList(config.allowedHosts),
    resolve: (hostname) => resolvePublicAddress(hostname),
    timeoutMs: config.timeoutMs,
  };
}
