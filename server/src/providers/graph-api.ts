// What Meta's Graph API clients share: the API version they call and the errors that mean "slow down".
import { ConfigError } from '../config.ts';
import { envText as text } from '../env-values.ts';

/**
 * The Graph API version both clients call unless configured otherwise: v26.0, released on
 * 2026-07-29 (Meta's changelog lists no end date yet); v21.0 stops on 2027-01-21.
 */
export const DEFAULT_GRAPH_API_VERSION = 'v26.0';
export const DEFAULT_GRAPH_HOST = 'https://graph.facebook.com';

const VERSION = /^v\d{1,3}\.\d$/;

/** A version setting ('v26.0'); the default when unset. */
export function readGraphVersion(name: string, value: string | undefined): string {
  const version = text(value);
  if (version === undefined) return DEFAULT_GRAPH_API_VERSION;
  if (!VERSION.test(version)) {
    throw new ConfigError(
      `${name} inválido: "${version}". Use a versão da Graph API, por exemplo ${DEFAULT_GRAPH_API_VERSION}.`,
    );
  }
  return version;
}

/** The Graph API's address without a version (the version is its own setting). */
export function readGraphHost(name: string, versionName: string, value: string | undefined): string {
  const url = text(value);
  if (url === undefined) return DEFAULT_GRAPH_HOST;
  if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url))
    throw new ConfigError(`${name} inválido: "${url}".`);
  if (/\/v\d+(\.\d+)?\/?$/.test(url)) {
    throw new ConfigError(
      `${name} não leva a versão ("${url}"): informe só o endereço e a versão em ${versionName}.`,
    );
  }
  return url.replace(/\/+$/, '');
}

/** `{host}/{version}`: where a Graph API path begins. */
export function graphRoot(host: string, version: string): string {
  return `${host.replace(/\/+$/, '')}/${version}`;
}

/**
 * Graph API error codes that mean the caller is being throttled (Meta's "Handling Errors" and
 * "Rate Limits" pages): 4 application, 17 user or ad account, 32 page, 341 application limit
 * reached, 613 custom rate limit, and 80000–80014 the business use case limits.
 */
export function isThrottlingCode(code: number | undefined): boolean {
  if (code === undefined) return false;
  return (
    code === 4 ||
    code === 17 ||
    code === 32 ||
    code === 341 ||
    code === 613 ||
    (code >= 80_000 && code <= 80_014)
  );
}

/** The error object of a Graph API answer, when it has one. */
export function graphError(body: unknown): { code?: number; subcode?: number; message?: string } {
  const error =
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'object' &&
    body.error
      ? (body.error as Record<string, unknown>)
      : {};
  return {
    ...(typeof error.code === 'number' ? { code: error.code } : {}),
    ...(typeof error.error_subcode === 'number' ? { subcode: error.error_subcode } : {}),
    ...(typeof error.message === 'string' ? { message: error.message } : {}),
  };
}
