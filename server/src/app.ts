// createApp(deps): the whole HTTP surface, built without opening a port so tests call app.request().
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { createInstagramLookup } from './domain/instagram-lookup.ts';
import type { InstagramProvider } from './domain/ports/instagram.ts';
import type { PaymentProvider } from './domain/ports/payments.ts';
import type { WhatsAppProvider, WhatsAppWebhookEvent } from './domain/ports/whatsapp.ts';
import type { SendHours } from './domain/whatsapp/quiet-hours.ts';
import { requestBodyLimit } from './http/body-limit.ts';
import { type ProxyTrust, resolveClientAddress } from './http/client-address.ts';
import { errorResponse, storageFullResponse } from './http/errors.ts';
import { imageFetchPolicy, loadImageProxyConfig } from './http/image-proxy-config.ts';
import { type LimiterStore, memoryLimiterStore } from './http/limiter-store.ts';
import { loggedPath } from './http/logged-path.ts';
import { publicApiCors } from './http/public-cors.ts';
import { DEFAULT_PUBLIC_WRITES_PER_MINUTE, publicWriteLimit } from './http/public-write-limit.ts';
import { requestLog } from './http/request-log.ts';
import { routeParams } from './http/route-params.ts';
import type { ImageFetchPolicy } from './http/safe-image-fetch.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staffNoIndex } from './http/staff-pages.ts';
import { CACHE_CONTROL, filesFrom, siteCacheControl, spaFallback } from './http/static-files.ts';
import { createInstagramProvider, loadInstagramConfig } from './providers/instagram/instagram-config.ts';
import { createPaymentProvider, loadPaymentConfig } from './providers/payments/payment-config.ts';
import { isSandboxProvider } from './providers/payments/sandbox-provider.ts';
import { SIGNATURE_HEADER } from './providers/whatsapp/cloud-api-webhook.ts';
import { isSandboxWhatsAppProvider } from './providers/whatsapp/sandbox-provider.ts';
import { createWhatsAppProvider, loadWhatsAppConfig } from './providers/whatsapp/select-provider.ts';
import { type AdminAccessDeps, adminRoutes } from './routes/admin/admin-routes.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { eventsRoutes } from './routes/events.ts';
import { imageProxyRoutes } from './routes/image-proxy.ts';
import { instagramProfileRoutes } from './routes/instagram-profile.ts';
import { interactionsRoutes } from './routes/interactions.ts';
import { launchSettingsRoutes } from './routes/launch-settings.ts';
import { leadsRoutes } from './routes/leads.ts';
import { registerOpenApiRoute } from './routes/openapi.ts';
import { partnersRoutes } from './routes/partners.ts';
import { paymentsRoutes } from './routes/payments.ts';
import { pingRoutes } from './routes/ping.ts';
import { purchasesRoutes } from './routes/purchases.ts';
import { sandboxCheckoutRoutes } from './routes/sandbox-checkout.ts';
import { SANDBOX_STYLE_HASH } from './routes/sandbox-checkout-page.ts';
import { type SandboxClockDeps, sandboxClockRoutes } from './routes/sandbox-clock.ts';
import { sandboxWhatsAppRoutes } from './routes/sandbox-whatsapp.ts';
import { SANDBOX_WHATSAPP_STYLE_HASH } from './routes/sandbox-whatsapp-page.ts';
import { signUpsRoutes } from './routes/sign-ups.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { visitsRoutes } from './routes/visits.ts';
import { WEBHOOK_TOKEN_HEADER, webhooksRoutes } from './routes/webhooks.ts';
import { whatsappWebhookRoutes } from './routes/whatsapp-webhook.ts';
import { createAdConsentRepository } from './storage/ad-consent-repository.ts';
import { createBrowserPurchaseRepository } from './storage/browser-purchase-repository.ts';
import { createCheckoutsRepository, webhookScope } from './storage/checkouts-repository.ts';
import { createEventsRepository } from './storage/events-repository.ts';
import { transactionScope, writeScope } from './storage/group-commit.ts';
import { createInstagramProfilesRepository } from './storage/instagram-profiles-repository.ts';
import { newSecret } from './storage/installation-secrets.ts';
import { createLeadsRepository, leadStoreScope } from './storage/leads-repository.ts';
import { createNewLeadWriter } from './storage/new-lead-statement.ts';
import { createPartnersRepository } from './storage/partners-repository.ts';
import { createPurchaseSummaryRepository } from './storage/purchase-summary-repository.ts';
import { createSandboxSessionsRepository } from './storage/sandbox-sessions-repository.ts';
import {
  createSandboxLeadNames,
  createSandboxWhatsAppRepository,
} from './storage/sandbox-whatsapp-repository.ts';
import type { Database } from './storage/schema.ts';
import { PROGRAM_OFFER_CODE } from './storage/seed.ts';
import { createSignUpsRepository } from './storage/sign-ups-repository.ts';
import { isStorageFull } from './storage/storage-full.ts';
import { createTrackingOutbox } from './storage/tracking-events-repository.ts';
import { createTrackingValuesRepository } from './storage/tracking-values-repository.ts';
import { createWhatsAppQueueReader } from './storage/whatsapp-queue-repository.ts';
import { staffStores } from './wiring/staff-stores.ts';

export interface AppDeps {
  db: Kysely<Database>;
  logger: Logger;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** WHATSAPP_SEND_HOURS, for the staff screens that say when queued messages go; 08–21 when absent. */
  whatsappSendHours?: SendHours;
  /** The built host-site (index.html, assets/); without it pages answer 503. */
  siteDir?: string;
  /** The built widgets (embed.js, embed/); without it those paths answer 404. */
  embedDir?: string;
  /** The site's public address (PUBLIC_SITE_URL): the pages name its domain, never the server's own. */
  publicSiteUrl?: string | undefined;
  /**
   * The one origin every absolute URL the server writes names (checkout callbacks, sandbox links,
   * partner snippets): PUBLIC_SITE_URL's, else the listening address (http/public-origin.ts), never
   * a request's Host. Absent only in tests: `http://localhost`, where app.request() answers.
   */
  publicOrigin?: string;
  /** Public writes one client IP may make per minute (lead saves, visits, behaviour…). */
  publicWritesPerMinute?: number;
  /** Whose X-Forwarded-For to believe for the client IP (client-address.ts); nobody's by default. */
  trustProxy?: ProxyTrust;
  /** Profile look-ups; what an empty environment configures (the demo provider) when absent. */
  instagram?: { provider: InstagramProvider; lookupsPerMinute: number };
  /** Profile pictures; what an empty environment configures (the CDN allow-list) when absent. */
  imageProxy?: { policy: ImageFetchPolicy; requestsPerMinute: number; maxConcurrent?: number };
  /** Checkouts and webhooks; what an empty environment configures (the sandbox) when absent. */
  payments?: PaymentsDeps;
  /** The staff area's cookie, accepted origins and login throttle; local http defaults when absent. */
  adminAccess?: Omit<AdminAccessDeps, 'trustProxy' | 'limits'>;
  /** Where every per-client budget is counted; this process's memory when absent (one process). */
  limits?: LimiterStore;
  /** TEST_CLOCK=true only: POST /sandbox/clock moves the clock and runs a WhatsApp tick. */
  testClock?: SandboxClockDeps;
  /** WhatsApp messages and webhooks; what an empty environment configures (the sandbox) when absent. */
  whatsapp?: WhatsAppDeps;
  /** Applies each WhatsApp webhook's events (the cadences' use case); only logged when absent. */
  onWhatsAppEvents?: (events: WhatsAppWebhookEvent[]) => Promise<void>;
}

export interface WhatsAppDeps {
  /** The sandbox's webhooks are pointed at this app's own webhook route. */
  provider: WhatsAppProvider;
  /** Checks X-Hub-Signature-256 of every webhook (the sandbox signs with it too). */
  appSecret: string;
  /** Answers Meta's subscription handshake. */
  verifyToken: string;
}

export interface PaymentsDeps {
  provider: PaymentProvider;
  /** Expected in the asaas-access-token header of every webhook (and sent by the sandbox). */
  webhookToken: string;
  checkoutsPerMinute?: number;
}

/** A thank-you page asks a few times while the payment's webhook is on its way; nobody needs more. */
const PURCHASE_CLAIMS_PER_MINUTE = 20;
/** The same page reads its purchase a few times while the confirmation is on its way. */
const PURCHASE_READS_PER_MINUTE = 30;

/** Lead saves are a few hundred bytes; anything near this is a mistake or an attack. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The address app.request() answers on: the public origin of an app built without one (tests). */
const TEST_ORIGIN = 'http://localhost';

export function createApp(deps: AppDeps): Hono {
  const { db, logger, siteDir, embedDir } = deps;
  const now = deps.now ?? (() => new Date());
  const publicOrigin = deps.publicOrigin ?? TEST_ORIGIN;
  const app = new Hono();
  // Every per-client limit below (public writes, Instagram, image proxy, checkouts, logins…) keys
  // on this one address.
  const behindProxy = (deps.trustProxy ?? false) !== false;
  const limits = deps.limits ?? memoryLimiterStore();
  app.use(resolveClientAddress(deps.trustProxy ?? false));

  app.use(requestLog(logger));
  // The staff area's ports; the public pages read the same launch settings on every use, so a
  // change staff save shows on the next request, with no restart.
  const staff = staffStores(db, now);
  const launchSettings = staff.launchSettings;
  app.use(
    securityHeaders({
      sandboxStyleHashes: [SANDBOX_STYLE_HASH, SANDBOX_WHATSAPP_STYLE_HASH],
      // The public pages allow the origins of the pixels staff configured, and only those.
      pixelIds: async () => (await launchSettings.read()).settings.tracking,
    }),
  );
  app.use(staffNoIndex());
  app.use('/api/*', publicApiCors());
  app.use('/api/*', requestBodyLimit(MAX_BODY_BYTES));
  // Before any route reads one: an id that is not a UUID is the route's 404, on either engine.
  app.use('/api/*', routeParams());

  app.use(
    '/api/*',
    publicWriteLimit({
      store: limits,
      perMinute: deps.publicWritesPerMinute ?? DEFAULT_PUBLIC_WRITES_PER_MINUTE,
      trustProxy: behindProxy,
    }),
  );

  const leads = createLeadsRepository(db);
  const leadStore = leadStoreScope(db);
  app.route('/api/ping', pingRoutes({ now }));
  app.route('/api/launch-settings', launchSettingsRoutes({ store: launchSettings }));
  app.route('/api/calendar', calendarRoutes({ store: launchSettings }));
  const newLeadWriter = createNewLeadWriter(db);
  const adConsent = writeScope(db, createAdConsentRepository);
  app.route('/api/leads', leadsRoutes({ leadStore, newLeadWriter, leads, adConsent, logger, now }));
  app.route('/api/visits', visitsRoutes({ leadStore, logger, now }));
  app.route('/api/sign-ups', signUpsRoutes({ store: createSignUpsRepository(db), now }));
  app.route('/api/interactions', interactionsRoutes({ store: leads, now }));
  app.route('/api/events', eventsRoutes({ store: createEventsRepository(db), logger, now }));
  app.route('/api/partners', partnersRoutes({ store: createPartnersRepository(db) }));
  const instagram = deps.instagram ?? defaultInstagram();
  const lookup = createInstagramLookup({
    provider: instagram.provider,
    cache: createInstagramProfilesRepository(db),
    now,
  });
  app.route(
    '/api/instagram-profile',
    instagramProfileRoutes({ lookup, logger, limits, lookupsPerMinute: instagram.lookupsPerMinute }),
  );
  app.route(
    '/api/image-proxy',
    imageProxyRoutes({ ...(deps.imageProxy ?? defaultImageProxy()), logger, limits }),
  );
  app.route(
    '/api/tracking',
    trackingRoutes({
      outbox: writeScope(db, createTrackingOutbox),
      values: createTrackingValuesRepository(db),
      now,
      trustProxy: behindProxy,
      limits,
      perMinute: deps.publicWritesPerMinute ?? DEFAULT_PUBLIC_WRITES_PER_MINUTE,
    }),
  );
  registerOpenApiRoute(app);
  const payments = deps.payments ?? defaultPayments(db);
  const checkouts = createCheckoutsRepository(db);
  app.route(
    '/api/payments',
    paymentsRoutes({
      store: checkouts,
      provider: payments.provider,
      logger,
      now,
      offerCode: PROGRAM_OFFER_CODE,
      prices: async () => (await launchSettings.read()).settings.program,
      publicOrigin,
      checkoutsPerMinute: payments.checkoutsPerMinute ?? 30,
      trustProxy: behindProxy,
      limits,
    }),
  );
  app.route(
    '/api/webhooks',
    webhooksRoutes({
      scope: webhookScope(db),
      logger,
      now,
      token: payments.webhookToken,
      installmentCount: (plan) => payments.provider.installmentCount(plan),
      customer: (customerId) => payments.provider.customer(customerId),
    }),
  );
  const whatsapp = deps.whatsapp ?? defaultWhatsApp(db, now, logger);
  app.route(
    '/api/whatsapp/webhook',
    whatsappWebhookRoutes({
      appSecret: whatsapp.appSecret,
      verifyToken: whatsapp.verifyToken,
      onEvents: deps.onWhatsAppEvents ?? logWhatsAppEventsUntilApplied(logger),
    }),
  );
  app.route(
    '/api/purchases',
    purchasesRoutes({
      store: transactionScope(db, createBrowserPurchaseRepository),
      summaries: {
        store: createPurchaseSummaryRepository(db),
        settings: async () => (await launchSettings.read()).settings,
      },
      now,
      trustProxy: behindProxy,
      limits,
      perMinute: PURCHASE_CLAIMS_PER_MINUTE,
      readsPerMinute: PURCHASE_READS_PER_MINUTE,
    }),
  );
  app.route(
    '/api/admin',
    adminRoutes({
      ...staff,
      logger,
      now,
      access: { ...deps.adminAccess, trustProxy: behindProxy, limits },
      publicSiteUrl: deps.publicSiteUrl,
      publicOrigin,
      // Staff replies go through the same provider as the cadences.
      whatsapp: whatsapp.provider,
      ...(deps.whatsappSendHours ? { sendHours: deps.whatsappSendHours } : {}),
    }),
  );
  // Registered after every API route: an unknown API path is a JSON 404, never the SPA.
  app.all('/api/*', notFound);

  if (isSandboxProvider(payments.provider)) {
    app.route(
      '/sandbox/checkout',
      sandboxCheckoutRoutes({
        sandbox: payments.provider,
        markVisited: checkouts.markVisited,
        now,
        publicOrigin,
        // Through the app itself, so the sandbox's webhook takes exactly the path Asaas's would.
        sendWebhook: async (body) => {
          const res = await app.request('/api/webhooks/asaas', {
            method: 'POST',
            headers: { 'content-type': 'application/json', [WEBHOOK_TOKEN_HEADER]: payments.webhookToken },
            body: JSON.stringify(body),
          });
          return res.status;
        },
      }),
    );
  }

  if (deps.testClock) {
    app.route(
      '/sandbox/clock',
      sandboxClockRoutes({
        ...deps.testClock,
        staff: staff.staff,
        cookie: { secure: deps.adminAccess?.secureCookie ?? false },
        now,
        publicSiteUrl: deps.publicSiteUrl,
      }),
    );
  }
  if (isSandboxWhatsAppProvider(whatsapp.provider)) {
    // Through the app itself, so the sandbox's webhooks take exactly the path Meta's would.
    whatsapp.provider.deliverWebhooksTo(async ({ body, signature }) => {
      const res = await app.request('/api/whatsapp/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
      });
      return res.status;
    });
    app.route(
      '/sandbox/whatsapp',
      sandboxWhatsAppRoutes({
        sandbox: whatsapp.provider,
        leadNames: createSandboxLeadNames(db),
        queue: createWhatsAppQueueReader(db),
        ...(deps.whatsappSendHours ? { sendHours: deps.whatsappSendHours } : {}),
        staff: staff.staff,
        cookie: { secure: deps.adminAccess?.secureCookie ?? false },
        now,
        publicSiteUrl: deps.publicSiteUrl,
      }),
    );
  } else {
    // Leads' conversations exist only in the sandbox: with the Cloud API there is no such page.
    app.all('/sandbox/whatsapp', notFound);
    app.all('/sandbox/whatsapp/*', notFound);
  }

  // Scripts and styles travel compressed (the size budgets are gzip sizes, and a phone on a slow
  // network waits for every byte); API answers are left as they are.
  for (const path of ['/assets/*', '/embed.js', '/embed/*']) app.use(path, compress());
  // The widget chunks are ES modules that partner pages fetch with import(), which uses CORS mode;
  // so does embed.js in a tag with `crossorigin` (SRI, error reports) or `type="module"`.
  for (const path of ['/embed.js', '/embed/*']) app.use(path, cors({ origin: '*', allowMethods: ['GET'] }));
  if (embedDir !== undefined) {
    const embedFiles = filesFrom(embedDir, () => CACHE_CONTROL.embed);
    app.get('/embed.js', embedFiles);
    app.get('/embed/*', embedFiles);
  }
  if (siteDir !== undefined) {
    app.get(
      '/assets/*',
      filesFrom(siteDir, () => CACHE_CONTROL.hashed),
    );
  }
  // A missing script or hashed file must not turn into an HTML page the browser tries to run.
  app.get('/embed.js', notFound);
  app.get('/embed/*', notFound);
  app.get('/assets/*', notFound);
  if (siteDir !== undefined) app.get('*', filesFrom(siteDir, siteCacheControl));
  app.get('*', spaFallback(siteDir, deps.publicSiteUrl));

  app.notFound(notFound);
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) return error.getResponse();
    if (isStorageFull(error)) {
      logger.error(
        { err: error, method: c.req.method, path: loggedPath(c.req.path) },
        'Banco de dados sem espaço em disco: nada foi salvo, o pedido recebeu 503',
      );
      return storageFullResponse(c);
    }
    logger.error({ err: error, method: c.req.method, path: loggedPath(c.req.path) }, 'Erro não tratado');
    return errorResponse(c, 500, 'internal_error');
  });

  return app;
}

function defaultInstagram(): NonNullable<AppDeps['instagram']> {
  const config = loadInstagramConfig({});
  return { provider: createInstagramProvider(config), lookupsPerMinute: config.lookupsPerMinute };
}

function defaultImageProxy(): NonNullable<AppDeps['imageProxy']> {
  const config = loadImageProxyConfig({});
  return { policy: imageFetchPolicy(config), requestsPerMinute: config.requestsPerMinute };
}

function defaultPayments(db: Kysely<Database>): PaymentsDeps {
  const config = loadPaymentConfig({});
  return {
    provider: createPaymentProvider(config, createSandboxSessionsRepository(db)),
    // Tests' apps: a secret of their own, never a constant.
    webhookToken: config.webhookToken ?? newSecret(),
  };
}

function defaultWhatsApp(db: Kysely<Database>, now: () => Date, logger: Logger): WhatsAppDeps {
  const loaded = loadWhatsAppConfig({});
  // Tests' apps: secrets of their own, never a constant.
  const config = { ...loaded, appSecret: newSecret(), verifyToken: newSecret() };
  return {
    provider: createWhatsAppProvider(config, {
      sandboxStore: createSandboxWhatsAppRepository(db),
      now,
      onSandboxDeliveryFailure: (failure) => logger.warn(failure, 'Webhook do WhatsApp de teste não aceito'),
    }),
    appSecret: config.appSecret,
    verifyToken: config.verifyToken,
  };
}

/**
 * Until the cadences' use case (domain/whatsapp/whatsapp-events.ts) is wired in as
 * onWhatsAppEvents, a webhook's events are only logged.
 */
function logWhatsAppEventsUntilApplied(logger: Logger) {
  return async (events: WhatsAppWebhookEvent[]) => {
    logger.info({ events: events.length, kinds: events.map((event) => event.kind) }, 'Webhook do WhatsApp');
  };
}

function notFound(c: Context): Response {
  return errorResponse(c, 404, 'not_found');
}
