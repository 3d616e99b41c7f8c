// The producer's webhooks' settings, read once at start so a bad value stops the server.
import { ConfigError } from '../../config.ts';
import { envPositiveInteger, envText } from '../../env-values.ts';

export interface WebhooksConfig {
  /**
   * WEBHOOKS_ALLOWED_PRIVATE_HOSTS: exact host:port entries an endpoint may name although they are
   * not public (a system inside the producer's network, the tests' local receiver); http is allowed
   * for them. Link-local and metadata addresses (169.254.0.0/16, fe80::/10) stay refused. Empty by
   * default: every endpoint is https on a public address.
   */
  allowedPrivateHosts: string[];
  /**
   * WEBHOOKS_LEASE_SECONDS: how long a sender holds the deliveries it claimed before another process
   * may take them (a dead process's, on PostgreSQL); longer than an attempt's 15 s timeout.
   */
  leaseSeconds: number;
}

/** `host:port` as the URL parser writes it (lower case, IPv6 in brackets), or undefined when it is not one. */
export function normalizeHostPort(entry: string): string | undefined {
  if (!/^(\[[0-9a-fA-F:.]+\]|[^\s/:@?#[\]]+):\d{1,5}$/.test(entry)) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${entry}`);
  } catch {
    return undefined;
  }
  const port = Number(entry.slice(entry.lastIndexOf(':') + 1));
  if (port < 1 || port > 65_535) return undefined;
  return `${url.hostname}:${port}`;
}

export function loadWebhooksConfig(env: NodeJS.ProcessEnv = process.env): WebhooksConfig {
  const entries = (envText(env.WEBHOOKS_ALLOWED_PRIVATE_HOSTS) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const allowedPrivateHosts = entries.map((entry) => {
    const normalized = normalizeHostPort(entry);
    if (normalized === undefined)
      throw new ConfigError(
        `WEBHOOKS_ALLOWED_PRIVATE_HOSTS inválido: "${entry}". Use entradas host:porta separadas por vírgula, como 10.0.0.5:8080,erp.interno:9000.`,
      );
    return normalized;
  });
  return {
    allowedPrivateHosts,
    leaseSeconds: envPositiveInteger('WEBHOOKS_LEASE_SECONDS', env.WEBHOOKS_LEASE_SECONDS, 60),
  };
}
