// Starts Funil: settings, database, HTTP server and a clean stop. Nothing else lives here.
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { createConversionsSender } from './domain/conversions-sender.ts';
import { startPixChargeExpiry } from './domain/pix-charge-expiry.ts';
import { loadAdminAccessConfig } from './http/admin-access-config.ts';
import { imageFetchPolicy, loadImageProxyConfig } from './http/image-proxy-config.ts';
import { openLimiterStore } from './http/limiter-store.ts';
import { loadPublicOrigin, ownOrigin } from './http/public-origin.ts';
import { startWhatsAppJob } from './jobs/whatsapp-job.ts';
import { loadWhatsAppRunnerConfig } from './jobs/whatsapp-runner-config.ts';
import { createConversionsProvider, loadAdsConfig } from './providers/ads/ads-config.ts';
import { loadInstagramConfig } from './providers/instagram/instagram-config.ts';
import { loadPaymentConfig } from './providers/payments/payment-config.ts';
import { loadWebhooksConfig } from './providers/webhooks/webhooks-config.ts';
import { loadWhatsAppConfig } from './providers/whatsapp/select-provider.ts';
import { createServerClock } from './server-clock.ts';
import { createCheckoutsRepository } from './storage/checkouts-repository.ts';
import { openDatabase } from './storage/database.ts';
import { createInstallationSecrets } from './storage/installation-secrets.ts';
import { createLaunchSettingsRepository } from './storage/launch-settings-repository.ts';
import { migrate } from './storage/migrate.ts';
import { createTrackingOutbox } from './storage/tracking-events-repository.ts';
import { createConversionModelJob } from './wiring/conversion-model-job.ts';
import { runningSecrets } from './wiring/installation-secrets.ts';
import { instagramFrom, paymentsFrom, whatsappFrom } from './wiring/providers.ts';
import { createWebhookSenderOn } from './wiring/webhook-sender.ts';
import { whatsAppCadences, whatsAppEventsHandler, whatsAppJobStores } from './wiring/whatsapp-job-stores.ts';
import { wireApp } from './wiring/wire-app.ts';

/** In-flight requests get this long to finish after SIGINT/SIGTERM before being cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const instagram = loadInstagramConfig();
  const imageProxy = loadImageProxyConfig();
  const ads = loadAdsConfig();
  const payments = loadPaymentConfig();
  const adminAccess = loadAdminAccessConfig();
  const publicOrigin = loadPublicOrigin(process.env, config);
  const whatsapp = loadWhatsAppConfig();
  const whatsappRunnerConfig = loadWhatsAppRunnerConfig();
  const webhooks = loadWebhooksConfig();
  // Every clock of the server: real time, or moved by POST /sandbox/clock under TEST_CLOCK=true.
  const clock = createServerClock(config.testClock);
  const now = clock.now;
  const logger = pino({ level: config.logLevel });
  const db = openDatabase(config.databaseUrl ?? config.databasePath, {
    onIdleError: (error) => logger.warn({ err: error }, 'Conexão ociosa com o PostgreSQL caiu; será refeita'),
    preparedStatements: !config.pgbouncerTransactionMode,
  });
  await migrate(db);
  // Each secret the environment leaves unset is this installation's own, from its database.
  const secrets = await runningSecrets({ whatsapp, payments }, createInstallationSecrets(db, now));
  const limits = await openLimiterStore(config, logger);
  logger.info({ limits: limits.kind }, 'Limites por cliente contados em');

  const providers = { db, now, logger };
  // One provider for the app (the sandbox's page and webhooks, staff replies) and the cadences.
  const whatsappDeps = whatsappFrom(whatsapp, secrets.whatsapp, providers);
  const whatsappProvider = whatsappDeps.provider;
  const launchSettings = createLaunchSettingsRepository(db, now);
  const whatsappRunner = startWhatsAppJob({
    stores: whatsAppJobStores(db),
    logger,
    now,
    provider: whatsappProvider,
    ...whatsAppCadences(db, logger, async () => (await launchSettings.read()).settings),
    config: whatsappRunnerConfig,
  });
  const { advance } = clock;
  if (advance) logger.warn('TEST_CLOCK=true: o relógio do servidor pode ser adiantado em /sandbox/clock');

  const paymentDeps = paymentsFrom(payments, secrets.asaasWebhookToken, providers);
  // In-page PIX charges are cancelled at their own expiry (the provider's due date is a whole day).
  const pixExpiry = startPixChargeExpiry({
    store: createCheckoutsRepository(db),
    provider: paymentDeps.provider,
    logger,
    now,
  });
  const app = wireApp(db, {
    logger,
    now,
    whatsappSendHours: whatsappRunnerConfig.sendHours,
    ...(advance
      ? {
          testClock: {
            advance: async (minutes: number) => {
              advance(minutes);
              await whatsappRunner.tick();
              return now();
            },
          },
        }
      : {}),
    siteDir: config.siteDir,
    embedDir: config.embedDir,
    publicWritesPerMinute: config.publicWritesPerMinute,
    trustProxy: config.trustProxy,
    instagram: instagramFrom(instagram),
    imageProxy: { policy: imageFetchPolicy(imageProxy), requestsPerMinute: imageProxy.requestsPerMinute },
    publicSiteUrl: publicOrigin.configured ? publicOrigin.origin : undefined,
    publicOrigin: publicOrigin.origin,
    payments: paymentDeps,
    adminAccess,
    limits,
    whatsapp: whatsappDeps,
    onWhatsAppEvents: whatsAppEventsHandler({ db, logger, now }),
  });
  logger.info({ whatsapp: whatsapp.provider }, 'Provedor do WhatsApp');
  logger.info({ instagram: instagram.provider }, 'Provedor do Instagram');

  // The outbox's sender: several processes on PostgreSQL may each run one, they never share a row.
  const conversions = createConversionsSender({
    outbox: createTrackingOutbox(db),
    provider: createConversionsProvider(ads, logger),
    logger,
    batchSize: ads.batchSize,
    intervalMs: ads.intervalMs,
    // A refused batch is retried one event at a time within the same pass, all under one lease.
    leaseMs: ads.timeoutMs * (ads.batchSize + 2),
    now,
  });
  conversions.start();
  logger.info({ conversions: ads.provider }, 'Envio de eventos de conversão');
  // The producer's webhooks: every process may run one sender, a lease keeps them off each other's attempts.
  const webhookSender = createWebhookSenderOn({ db, config: webhooks, logger, now });
  webhookSender.start();
  // Trains the conversion model now and every hour, keeping leads.conversion_probability current.
  const conversionModel = createConversionModelJob({ db, logger, now });
  logger.info({ payments: payments.provider }, 'Provedor de pagamentos');
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    logger.info(`Funil em ${ownOrigin(config)}`);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Encerrando');
    const force = setTimeout(() => {
      logger.warn('Requisições ainda abertas; encerrando à força');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting, lets in-flight requests finish and drops idle keep-alive sockets.
    server.close(async (error) => {
      clearTimeout(force);
      // After the last request: it may have queued events; the sender's pass under way finishes first.
      await conversions.stop();
      await webhookSender.stop();
      await conversionModel.stop();
      await pixExpiry.stop();
      await whatsappRunner.stop();
      await limits.close();
      await db.destroy();
      if (error) logger.error({ err: error }, 'Erro ao fechar o servidor');
      logger.info('Encerrado');
      process.exitCode = error ? 1 : 0;
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  server.on('error', (error) => {
    logger.fatal({ err: error }, 'Não foi possível abrir o servidor');
    void Promise.all([
      conversions.stop(),
      webhookSender.stop(),
      conversionModel.stop(),
      pixExpiry.stop(),
      whatsappRunner.stop(),
      limits.close(),
    ])
      .then(() => db.destroy())
      .finally(() => process.exit(1));
  });
}

main().catch((error: unknown) => {
  // A configuration mistake needs its message, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
