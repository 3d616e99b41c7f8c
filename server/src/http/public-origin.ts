// This site's public origin, the only one any absolute URL the server writes may name: configured
// (PUBLIC_SITE_URL), or locally the server's own listening address; never a request's Host header.
import { ConfigError } from '../config.ts';
import { envText } from '../env-values.ts';

export interface PublicOrigin {
  /** `https://funil.example` or `http://localhost:8787`: scheme, host and port, no trailing slash. */
  origin: string;
  /** Whether PUBLIC_SITE_URL set it (the pages are then told it, decision 0031). */
  configured: boolean;
}

/** Where this process listens, as config.ts reads it. */
export interface ListenAddress {
  port: number;
  host: string | undefined;
}

const EXAMPLE = 'https://seu-dominio.com.br';

/**
 * PUBLIC_SITE_URL as an origin. Required with NODE_ENV=production: behind a proxy the process's
 * own address is not one a buyer's browser can open, and the request's Host is whatever the
 * caller typed (decision 0031).
 */
export function loadPublicOrigin(
  env: NodeJS.ProcessEnv = process.env,
  listen: ListenAddress = { port: 8787, host: undefined },
): PublicOrigin {
  const value = envText(env.PUBLIC_SITE_URL);
  if (value === undefined) {
    if (envText(env.NODE_ENV) === 'production') {
      throw new ConfigError(
        `NODE_ENV=production precisa de PUBLIC_SITE_URL: o endereço público do site (${EXAMPLE}), ` +
          'usado nos links de pagamento, nas mensagens e nos redirecionamentos.',
      );
    }
    return { origin: ownOrigin(listen), configured: false };
  }
  return { origin: readPublicSiteUrl(value), configured: true };
}

/** The origin of an http(s) address with no path, query or credentials (a path would be ignored). */
export function readPublicSiteUrl(value: string): string {
  const refuse = (why: string) =>
    new ConfigError(`PUBLIC_SITE_URL inválido: "${value}". ${why} Exemplo: ${EXAMPLE}.`);
  if (!/^https?:\/\/[^\s]+$/i.test(value) || !URL.canParse(value)) {
    throw refuse('Use o endereço completo, começando com https:// (ou http://).');
  }
  const url = new URL(value);
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw refuse('Use só o endereço do site, sem caminho, parâmetros ou usuário.');
  }
  return url.origin;
}

/** http://localhost:PORT for a wildcard address, else the address this process was told to listen on. */
export function ownOrigin({ port, host }: ListenAddress): string {
  const name =
    host === undefined || host === '0.0.0.0' || host === '::'
      ? 'localhost'
      : host.includes(':')
        ? `[${host}]`
        : host;
  return `http://${name}:${port}`;
}
