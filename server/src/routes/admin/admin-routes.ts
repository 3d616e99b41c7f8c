// The staff API under /api/admin: CSRF checks and the session middleware come first, then every route.
import { Hono } from 'hono';
import type { QualificationStore } from '../../domain/ports/staff-leads.ts';
import type { StaffStore } from '../../domain/ports/staff-sessions.ts';
import { adminCsrf } from '../../http/admin-csrf.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { type LimiterStore, memoryLimiterStore } from '../../http/limiter-store.ts';
import {
  createLoginThrottle,
  DEFAULT_LOGIN_THROTTLE,
  type LoginThrottleOptions,
} from '../../http/login-throttle.ts';
import { staffSession } from '../../http/staff-session.ts';
import { type AdminLeadsDeps, adminLeadsRoutes } from './admin-leads-routes.ts';
import { adminSessionRoutes, isLoginRequest } from './admin-session.ts';
import { type AnalyticsRoutesDeps, analyticsRoutes } from './analytics/analytics-routes.ts';
import { type CustomerSuccessDeps, customerSuccessRoutes } from './customer-success.ts';
import { type DebriefingRoutesDeps, debriefingRoutes } from './debriefing.ts';
import { type HotLeadsRoutesDeps, hotLeadsRoutes } from './hot-leads-routes.ts';
import { type LaunchPricingAdminDeps, launchPricingAdminRoutes } from './launch-pricing.ts';
import { type LaunchSettingsAdminDeps, launchSettingsAdminRoutes } from './launch-settings.ts';
import { type LaunchTicketsAdminDeps, launchTicketsAdminRoutes } from './launch-tickets.ts';
import { type LaunchesAdminDeps, launchesAdminRoutes } from './launches.ts';
import { type PartnerPageLinkDeps, partnerPageLinkRoutes } from './partner-page-link.ts';
import { type AdminPartnersDeps, adminPartnersRoutes } from './partners.ts';
import { type PaymentWebhooksRoutesDeps, paymentWebhooksRoutes } from './payment-webhooks.ts';
import { type PrivacyRoutesDeps, privacyRoutes } from './privacy.ts';
import { type QualificationRoutesDeps, qualificationRoutes } from './qualification-routes.ts';
import { type AdminWebhooksDeps, adminWebhooksRoutes } from './webhooks.ts';
import { type WhatsAppCadencesDeps, whatsappCadencesRoutes } from './whatsapp-cadences.ts';
import { type WhatsAppConversationsDeps, whatsappConversationsRoutes } from './whatsapp-conversations.ts';
import { type WhatsAppRecoveryDeps, whatsappRecoveryRoutes } from './whatsapp-recovery.ts';

/** Every staff route's ports (wired in app.ts, wiring/staff-stores.ts), the clock, the log and access. */
export interface AdminDeps
  extends AdminLeadsDeps,
    HotLeadsRoutesDeps,
    QualificationRoutesDeps,
    AnalyticsRoutesDeps,
    CustomerSuccessDeps,
    DebriefingRoutesDeps,
    AdminPartnersDeps,
    PartnerPageLinkDeps,
    PrivacyRoutesDeps,
    PaymentWebhooksRoutesDeps,
    AdminWebhooksDeps,
    LaunchSettingsAdminDeps,
    LaunchesAdminDeps,
    LaunchTicketsAdminDeps,
    LaunchPricingAdminDeps,
    WhatsAppCadencesDeps,
    WhatsAppConversationsDeps,
    WhatsAppRecoveryDeps {
  /** The whole store: the leads table marks leads, hot leads and segments read them. */
  qualification: QualificationStore;
  /** Staff accounts and their sessions. */
  staff: StaffStore;
  access?: AdminAccessDeps;
}

export interface AdminAccessDeps {
  /** `__Host-` prefix and Secure on the session cookie (https sites). */
  secureCookie?: boolean;
  /** An Origin accepted besides the request's own (the public address behind a proxy). */
  publicSiteOrigin?: string | undefined;
  /** Client address from X-Forwarded-For, as for the public limits. */
  trustProxy?: boolean;
  loginThrottle?: LoginThrottleOptions;
  /** Where the login throttle counts, shared by every process (limiter-store.ts); memory when absent. */
  limits?: LimiterStore;
}

export function adminRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const access = deps.access ?? {};
  const store = deps.staff;
  const cookie = { secure: access.secureCookie ?? false };
  const admin = new Hono<AdminEnv>();

  // First, before any route: every admin route below is behind both.
  admin.use(adminCsrf({ publicSiteOrigin: access.publicSiteOrigin }));
  admin.use(staffSession({ store, now: deps.now, cookie, skip: isLoginRequest }));

  admin.route(
    '/session',
    adminSessionRoutes({
      store,
      throttle: createLoginThrottle(
        access.loginThrottle ?? DEFAULT_LOGIN_THROTTLE,
        access.limits ?? memoryLimiterStore(),
      ),
      now: deps.now,
      logger: deps.logger,
      cookie,
      trustProxy: access.trustProxy ?? false,
    }),
  );
  admin.route('/leads', adminLeadsRoutes(deps));
  admin.route('/hot-leads', hotLeadsRoutes(deps));
  admin.route('/qualification', qualificationRoutes(deps));
  admin.route('/analytics', analyticsRoutes(deps));
  admin.route('/customer-success', customerSuccessRoutes(deps));
  admin.route('/debriefing', debriefingRoutes(deps));
  admin.route('/partners', adminPartnersRoutes(deps));
  admin.route('/partners', partnerPageLinkRoutes(deps));
  admin.route('/privacy', privacyRoutes(deps));
  admin.route('/payment-webhooks', paymentWebhooksRoutes(deps));
  admin.route('/webhooks', adminWebhooksRoutes(deps));
  admin.route('/launch-settings', launchSettingsAdminRoutes(deps));
  admin.route('/launches', launchesAdminRoutes(deps));
  admin.route('/launches', launchTicketsAdminRoutes(deps));
  admin.route('/launches', launchPricingAdminRoutes(deps));
  admin.route('/whatsapp/cadences', whatsappCadencesRoutes(deps));
  admin.route('/whatsapp/leads', whatsappConversationsRoutes(deps));
  admin.route('/whatsapp/recovery', whatsappRecoveryRoutes(deps));
  return admin;
}
