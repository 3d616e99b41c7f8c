// The Cloud API client the WhatsApp runner sends through when WHATSAPP_PROVIDER=cloud-api, read
// from the same variables as the provider selection (select-provider.ts, which replaces this when
// merged and adds the sandbox); undefined otherwise, and the runner does not start.
import { ConfigError } from '../../config.ts';
import type { WhatsAppProvider } from '../../domain/ports/whatsapp.ts';
import { envPositiveInteger, envText } from '../../env-values.ts';
import { readGraphHost, readGraphVersion } from '../graph-api.ts';
import { createCloudApiClient } from './cloud-api-client.ts';

export function cloudApiProviderFromEnv(env: NodeJS.ProcessEnv = process.env): WhatsAppProvider | undefined {
  if (envText(env.WHATSAPP_PROVIDER)?.toLowerCase() !== 'cloud-api') return undefined;
  const accessToken = envText(env.WHATSAPP_ACCESS_TOKEN);
  const phoneNumberId = envText(env.WHATSAPP_PHONE_NUMBER_ID);
  if (!accessToken || !phoneNumberId)
    throw new ConfigError(
      'WHATSAPP_PROVIDER=cloud-api precisa de WHATSAPP_ACCESS_TOKEN e WHATSAPP_PHONE_NUMBER_ID.',
    );
  return createCloudApiClient({
    host: readGraphHost('WHATSAPP_GRAPH_URL', 'WHATSAPP_GRAPH_VERSION', env.WHATSAPP_GRAPH_URL),
    version: readGraphVersion('WHATSAPP_GRAPH_VERSION', env.WHATSAPP_GRAPH_VERSION),
    phoneNumberId,
    accessToken,
    timeoutMs: envPositiveInteger('WHATSAPP_TIMEOUT_MS', env.WHATSAPP_TIMEOUT_MS, 15_000),
  });
}
