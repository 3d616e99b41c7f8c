// WhatsApp settings from the environment, and the provider they select: the local sandbox by
// default (no account needed), the WhatsApp Business Cloud API when configured.
import { ConfigError } from '../../config.ts';
import type { WhatsAppProvider } from '../../domain/ports/whatsapp.ts';
import { envPositiveInteger as positiveInteger, envText as text } from '../../env-values.ts';
import { readGraphHost, readGraphVersion } from '../graph-api.ts';
import { createCloudApiClient } from './cloud-api-client.ts';
import { createSandboxWhatsAppProvider, type SandboxWhatsAppStore } from './sandbox-provider.ts';

export type WhatsAppProviderName = 'sandbox' | 'cloud-api';

export interface WhatsAppConfig {
  provider: WhatsAppProviderName;
  /** The Graph API's address without the version (WHATSAPP_GRAPH_URL; a local fake in tests). */
  graphUrl: string;
  graphVersion: string;
  accessToken: string | undefined;
  phoneNumberId: string | undefined;
  /**
   * WHATSAPP_APP_SECRET, which checks X-Hub-Signature-256 on every webhook (the sandbox signs its own
   * with it). Unset, the installation's own random one (wiring/installation-secrets.ts).
   */
  appSecret: string | undefined;
  /** WHATSAPP_VERIFY_TOKEN, for Meta's subscription handshake; unset, the installation's own. */
  verifyToken: string | undefined;
  timeoutMs: number;
}

/** The secrets a running provider and webhook route use: configured, or the installation's own. */
export interface WhatsAppSecrets {
  appSecret: string;
  verifyToken: string;
}

export function loadWhatsAppConfig(env: NodeJS.ProcessEnv = process.env): WhatsAppConfig {
  const provider = text(env.WHATSAPP_PROVIDER)?.toLowerCase() ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'cloud-api') {
    throw new ConfigError(`WHATSAPP_PROVIDER inválido: "${provider}". Use sandbox ou cloud-api.`);
  }
  const accessToken = text(env.WHATSAPP_ACCESS_TOKEN);
  const phoneNumberId = text(env.WHATSAPP_PHONE_NUMBER_ID);
  const appSecret = text(env.WHATSAPP_APP_SECRET);
  const verifyToken = text(env.WHATSAPP_VERIFY_TOKEN);
  if (provider === 'cloud-api') {
    const missing = Object.entries({
      WHATSAPP_ACCESS_TOKEN: accessToken,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
    })
      .filter(([, value]) => value === undefined)
      .map(([name]) => name);
    if (missing.length > 0) {
      throw new ConfigError(`WHATSAPP_PROVIDER=cloud-api precisa de ${missing.join(', ')}.`);
    }
  }
  return {
    provider,
    graphUrl: readGraphHost('WHATSAPP_GRAPH_URL', 'WHATSAPP_GRAPH_VERSION', env.WHATSAPP_GRAPH_URL),
    graphVersion: readGraphVersion('WHATSAPP_GRAPH_VERSION', env.WHATSAPP_GRAPH_VERSION),
    accessToken,
    phoneNumberId,
    appSecret,
    verifyToken,
    timeoutMs: positiveInteger('WHATSAPP_TIMEOUT_MS', env.WHATSAPP_TIMEOUT_MS, 15_000),
  };
}

export interface WhatsAppProviderDeps {
  /** Where the sandbox keeps its messages (the database, so every process sees them). */
  sandboxStore: SandboxWhatsAppStore;
  now?: () => Date;
  /** A sandbox webhook the app refused or could not take (log it). */
  onSandboxDeliveryFailure?: (failure: { messageId: string; status?: number; error?: unknown }) => void;
}

/**
 * The sandbox delivers its webhooks only once app.ts has pointed it at the app
 * (`deliverWebhooksTo`, done by wiring/sandbox-mounts.ts when the sandbox is configured).
 */
export function createWhatsAppProvider(
  config: WhatsAppConfig & WhatsAppSecrets,
  deps: WhatsAppProviderDeps,
): WhatsAppProvider {
  if (config.provider === 'cloud-api' && config.accessToken && config.phoneNumberId) {
    return createCloudApiClient({
      host: config.graphUrl,
      version: config.graphVersion,
      phoneNumberId: config.phoneNumberId,
      accessToken: config.accessToken,
      timeoutMs: config.timeoutMs,
    });
  }
  return createSandboxWhatsAppProvider({
    store: deps.sandboxStore,
    appSecret: config.appSecret,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.onSandboxDeliveryFailure ? { onDeliveryFailure: deps.onSandboxDeliveryFailure } : {}),
  });
}
