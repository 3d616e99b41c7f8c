// createApp(deps): the whole HTTP surface, built without opening a port so tests call app.request().
import { PARTNER_RESULTS_PATH } from '@funil/core/partner-results';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { createInstagramLookup, type InstagramLookupDeps } from './domain/instagram-lookup.ts';
import { quoteOffer } from './domain/offer-quote.ts';
import type { InstagramProvider } from './domain/ports/instagram.ts';
import type { PaymentProvider } from './domain/ports/payments.ts';
import type { WhatsAppProvider, WhatsAppWebhookEvent } from './domain/ports/whatsapp.ts';
import type { WhatsAppWebhookFormat } from './domain/ports/whatsapp-webhook.ts';
import type { SaleOfferDeps } from './domain/sale-offer.ts';
import type { SendHours } from './domain/whatsapp/quiet-hours.ts';
import { requestBodyLimit } from './http/body-limit.ts';
import { type ProxyTrust, resolveClientAddress } from './http/client-address.ts';
import { errorResponse, storageFullResponse } from './http/errors.ts';
import { imageFetchPolicy, loadImageProxyConfig } from './http/image-proxy-config.ts';
import { type LimiterStore, memoryLimiterStore } from './http/limiter-store.ts';
import { loggedPath } from './http/logged-path.ts';
import { type OgImages, ogImages } from './http/og-image.ts';
import { publicApiCors } from './http/public-cors.ts';
import { DEFAULT_PUBLIC_WRITES_PER_MINUTE, publicWriteLimit } from './http/public-write-limit.ts';
import { requestLog } from './http/request-log.ts';
import { routeParams } from './http/route-params.ts';
import type { ImageFetchPolicy } from './http/safe-image-fetch.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staffNoIndex } from './http/staff-pages.ts';
import { CACHE_CONTROL, filesFrom, siteCacheControl, spaFallback } from './http/static-files.ts';
import { type AdminAccessDeps, adminRoutes } from './routes/admin/admin-routes.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { eventCalendarRoutes } from './routes/event-calendar.ts';
import { eventsRoutes } from './routes/events.ts';
import { imageProxyRoutes } from './routes/image-proxy.ts';
import { instagramProfileRoutes } from './routes/instagram-profile.ts';
import { type InteractionsRoutesDeps, interactionsRoutes } from './routes/interactions.ts';
import { launchSettingsRoutes } from './routes/launch-settings.ts';
import { type LeadsRoutesDeps, leadsRoutes } from './routes/leads.ts';
import { type OffersRoutesDeps, offersRoutes } from './routes/offers.ts';
import { ogImageRoutes } from './routes/og-image.ts';
import { registerOpenApiRoute } from './routes/openapi.ts';
import { partnerResultsPageHeaders, partnerResultsRoutes } from './routes/partner-results.ts';
import { partnersRoutes } from './routes/partners.ts';
import { type PaymentsRoutesDeps, paymentsRoutes } from './routes/payments.ts';
import { pingRoutes } from './routes/ping.ts';
import { type PurchasesRoutesDeps, purchasesRoutes } from './routes/purchases.ts';
import { type SandboxClockDeps, sandboxClockRoutes } from './routes/sandbox-clock.ts';
import { signUpsRoutes } from './routes/sign-ups.ts';
import { type TrackingRoutesDeps, trackingRoutes } from './routes/tracking.ts';
import { visitsRoutes } from './routes/visits.ts';
import { waitlistRoutes } from './routes/waitlist.ts';
import { type WebhooksRoutesDeps, webhooksRoutes } from './routes/webhooks.ts';
import { whatsappWebhookRoutes } from './routes/whatsapp-webhook.ts';
import type { StaffStores } from './wiring/staff-stores.ts';

type DepsOf<Routes extends (deps: never) => unknown> = Parameters<Routes>[0];

/** The public routes' ports (wiring/app-ports.ts builds them on storage). */
export interface PublicPorts {
  leadStore: LeadsRoutesDeps['leadStore'];
  newLeadWriter: LeadsRoutesDeps['newLeadWriter'];
  leads: LeadsRoutesDeps['leads'] & InteractionsRoutesDeps['store'];
  adConsent: LeadsRoutesDeps['adConsent'];
  signUps: DepsOf<typeof signUpsRoutes>['store'];
  events: DepsOf<typeof eventsRoutes>['store'];
  eventRegistrations: DepsOf<typeof eventsRoutes>['registrations'];
  tickets: OffersRoutesDeps['tickets'];
  waitlist: DepsOf<typeof waitlistRoutes>['store'];
  partners: DepsOf<typeof partnersRoutes>['store'];
  partnerResults: DepsOf<typeof partnerResultsRoutes>['store'];
  instagramCache: InstagramLookupDeps['cache'];
  trackingOutbox: TrackingRoutesDeps['outbox'];
  trackingValues: TrackingRoutesDeps['values'];
  checkouts: PaymentsRoutesDeps['store'];
  paymentWebhooks: WebhooksRoutesDeps['scope'];
  browserPurchases: PurchasesRoutesDeps['store'];
  purchaseSummaries: PurchasesRoutesDeps['summaries']['store'];
}

/**
 * An embedded sandbox's own pages (the test checkout, the test WhatsApp), mounted only when that
 * sandbox is the configured provider. `routes` receives the app, so the sandbox's webhooks go
 * through it and take exactly the path the real provider's would.
 */
export interface SandboxMount {
  path: string;
  /** The hash of its pages' one inline style, allowed by the Content-Security-Policy. */
  styleHash: string;
  routes: (app: Hono) => Hono;
}

/** What wiring/wire-app.ts hands the app: use cases' ports and providers, never a database. */
export interface AppDeps {
  ports: PublicPorts;
  /** The staff area's ports (wiring/staff-stores.ts). */
  staff: StaffStores;
  logger: Logger;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Whether a failure is the database's disk being full (storage/storage-full.ts): answered 503. */
  isStorageFull: (error: unknown) => boolean;
  /** The offer the payment modal sells (the seeded program's code). */
  programOfferCode: string;
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
  /** Profile look-ups. */
  instagram: { provider: InstagramProvider; lookupsPerMinute: number };
  /** Profile pictures; what an empty environment configures (the CDN allow-list) when absent. */
  imageProxy?: { policy: ImageFetchPolicy; requestsPerMinute: number; maxConcurrent?: number };
  /** Checkouts and webhooks. */
  payments: PaymentsDeps;
  /** The staff area's cookie, accepted origins and login throttle; local http defaults when absent. */
  adminAccess?: Omit<AdminAccessDeps, 'trustProxy' | 'limits'>;
  /** Where every per-client budget is counted; this process's memory when absent (one process). */
  limits?: LimiterStore;
  /** TEST_CLOCK=true only: POST /sandbox/clock moves the clock and runs a WhatsApp tick. */
  testClock?: SandboxClockDeps;
  /** WhatsApp messages and webhooks. */
  whatsapp: WhatsAppDeps;
  /** How the WhatsApp provider's webhooks are signed and read. */
  whatsappWebhookFormat: WhatsAppWebhookFormat;
  /** Applies each WhatsApp webhook's events (the cadences' use case); only logged when absent. */
  onWhatsAppEvents?: (events: WhatsAppWebhookEvent[]) => Promise<void>;
  /** The configured sandboxes' pages. */
  sandboxes?: SandboxMount[];
  /** Where the launch's preview images are drawn and kept; this process's memory when absent. */
  ogImages?: OgImages;
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

/** A partner opens the results page and picks a few launches; a guesser gets no further. */
const PARTNER_RESULTS_READS_PER_MINUTE = 30;

/** Lead saves are a few hundred bytes; anything near this is a mistake or an attack. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The address app.request() answers on: the public origin of an app built without one (tests). */
export const TEST_ORIGIN = 'http://localhost';

/** Where the WhatsApp sandbox's pages live; a 404 there when WhatsApp is the real Cloud API. */
export const SANDBOX_WHATSAPP_PATH = '/sandbox/whatsapp';

export function createApp(deps: AppDeps): Hono {
  const { ports, logger, siteDir, embedDir } = deps;
  const now = deps.now ?? (() => new Date());
  const publicOrigin = deps.publicOrigin ?? TEST_ORIGIN;
  const app = new Hono();
  // Every per-client limit below (public writes, Instagram, image proxy, checkouts, logins…) keys
  // on this one address.
  const behindProxy = (deps.trustProxy ?? false) !== false;
  const limits = deps.limits ?? memoryLimiterStore();
  app.use(resolveClientAddress(deps.trustProxy ?? false));

  app.use(requestLog(logger));
  // The public pages read the staff area's launch settings on every use, so a change staff save
  // shows on the next request, with no restart.
  const staff = deps.staff;
  const launchSettings = staff.launchSettings;
  const sandboxes = deps.sandboxes ?? [];
  app.use(
    securityHeaders({
      sandboxStyleHashes: sandboxes.map((sandbox) => sandbox.styleHash),
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

  const { leadStore, newLeadWriter, leads, adConsent } = ports;
  app.route('/api/ping', pingRoutes({ now }));
  app.route('/api/launch-settings', launchSettingsRoutes({ store: launchSettings }));
  app.route('/api/calendar/events', eventCalendarRoutes({ tickets: ports.tickets }));
  app.route('/api/calendar', calendarRoutes({ store: launchSettings }));
  app.route(
    '/api/leads',
    leadsRoutes({
      leadStore,
      newLeadWriter,
      leads,
      adConsent,
      logger,
      now,
      freeCallSlug: (launchSlug) => launchSettings.freeCallSlugFor(launchSlug),
    }),
  );
  app.route('/api/visits', visitsRoutes({ leadStore, logger, now }));
  app.route('/api/sign-ups', signUpsRoutes({ store: ports.signUps, now }));
  app.route('/api/interactions', interactionsRoutes({ store: leads, now }));
  app.route(
    '/api/events',
    eventsRoutes({ store: ports.events, registrations: ports.eventRegistrations, logger, now }),
  );
  app.route('/api/events', waitlistRoutes({ store: ports.waitlist, logger, now }));
  const payments = deps.payments;
  const sale: SaleOfferDeps = {
    store: ports.checkouts,
    offerCode: deps.programOfferCode,
    launch: async () => {
      const { settings, launch } = await launchSettings.read();
      return { id: launch.id, offerCode: launch.offerCode, prices: settings.program };
    },
  };
  app.route(
    '/api/offers',
    offersRoutes({
      launches: launchSettings,
      tickets: ports.tickets,
      now,
      quote: (input) => quoteOffer({ ...sale, pricing: ports.checkouts, now }, input),
    }),
  );
  app.route('/api/partners', partnersRoutes({ store: ports.partners }));
  app.route(
    '/api/partner-results',
    partnerResultsRoutes({
      store: ports.partnerResults,
      limits,
      trustProxy: behindProxy,
      perMinute: PARTNER_RESULTS_READS_PER_MINUTE,
    }),
  );
  const instagram = deps.instagram;
  const lookup = createInstagramLookup({
    provider: instagram.provider,
    cache: ports.instagramCache,
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
      outbox: ports.trackingOutbox,
      values: ports.trackingValues,
      now,
      trustProxy: behindProxy,
      limits,
      perMinute: deps.publicWritesPerMinute ?? DEFAULT_PUBLIC_WRITES_PER_MINUTE,
    }),
  );
  registerOpenApiRoute(app);
  app.route(
    '/api/payments',
    paymentsRoutes({
      ...sale,
      store: ports.checkouts,
      provider: payments.provider,
      logger,
      now,
      publicOrigin,
      checkoutsPerMinute: payments.checkoutsPerMinute ?? 30,
      trustProxy: behindProxy,
      limits,
    }),
  );
  app.route(
    '/api/webhooks',
    webhooksRoutes({
      scope: ports.paymentWebhooks,
      logger,
      now,
      token: payments.webhookToken,
      installmentCount: (plan) => payments.provider.installmentCount(plan),
      customer: (customerId) => payments.provider.customer(customerId),
    }),
  );
  const whatsapp = deps.whatsapp;
  app.route(
    '/api/whatsapp/webhook',
    whatsappWebhookRoutes({
      format: deps.whatsappWebhookFormat,
      appSecret: whatsapp.appSecret,
      verifyToken: whatsapp.verifyToken,
      onEvents: deps.onWhatsAppEvents ?? logWhatsAppEventsUntilApplied(logger),
    }),
  );
  app.route(
    '/api/purchases',
    purchasesRoutes({
      store: ports.browserPurchases,
      summaries: {
        store: ports.purchaseSummaries,
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

  for (const sandbox of sandboxes) app.route(sandbox.path, sandbox.routes(app));

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
  if (!sandboxes.some((sandbox) => sandbox.path === SANDBOX_WHATSAPP_PATH)) {
    // Leads' conversations exist only in the sandbox: with the Cloud API there is no such page.
    app.all(SANDBOX_WHATSAPP_PATH, notFound);
    app.all(`${SANDBOX_WHATSAPP_PATH}/*`, notFound);
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
  // The launch's link preview image, named by its version: never the SPA, whatever the address.
  app.route('/og', ogImageRoutes({ store: launchSettings, images: deps.ogImages ?? ogImages() }));
  app.all('/og/*', notFound);
  for (const path of [PARTNER_RESULTS_PATH, `${PARTNER_RESULTS_PATH}/`])
    app.get(path, partnerResultsPageHeaders());
  if (siteDir !== undefined) app.get('*', filesFrom(siteDir, siteCacheControl));
  app.get('*', spaFallback(siteDir, deps.publicSiteUrl));

  app.notFound(notFound);
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) return error.getResponse();
    if (deps.isStorageFull(error)) {
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

function defaultImageProxy(): NonNullable<AppDeps['imageProxy']> {
  const config = loadImageProxyConfig({});
  return { policy: imageFetchPolicy(config), requestsPerMinute: config.requestsPerMinute };
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
