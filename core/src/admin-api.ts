// The one contract between the staff screens and /api/admin: each route ('METHOD /path', paths as
// the server's router names them) with the body it takes and the JSON it answers. The screens call
// routes by these keys, so a path, a body or an answer cannot drift from one screen to the next;
// server/src/routes/admin/admin-access.test.ts checks every one is a route the server serves.
import type {
  HotLead,
  LeadDetail,
  LeadFilterOptions,
  LeadsPage,
  QualificationOverview,
  QualificationStatus,
} from './admin-leads.ts';
import type {
  BehaviourReport,
  FunnelReport,
  JourneyReport,
  LaunchReport,
  LeadTimeline,
  ModelSummary,
  OpportunitiesReport,
  PredictionsReport,
} from './analytics.ts';
import type { CadenceInput } from './cadence.ts';
import type { DebriefingEventPage, DebriefingEventSummary, DebriefingRegistration } from './debriefing.ts';
import type { LaunchSettings, LaunchSettingsChange, PublicLaunchSettings } from './launch-settings.ts';
import type {
  LaunchAuditView,
  LaunchComparisonRow,
  LaunchDetail,
  LaunchSummary,
  LaunchUpdateBody,
  NewLaunch,
} from './launches.ts';
import type { LeadSearchResult } from './lead-search.ts';
import type { LeadKpis } from './metrics.ts';
import type { OfferPricingBody, StaffOfferPricing } from './offer-pricing-admin.ts';
import type { CustomerSuccessPage, OnboardingChange, OnboardingChecklist } from './onboarding.ts';
import type { AdminPartner, PartnerCreate, PartnerLeadsPage, PartnerUpdate } from './partner-admin.ts';
import type { PartnerPageLinkCreated, PartnerPageLinkState } from './partner-results.ts';
import type { WebhookLogPage } from './payment-webhook-log.ts';
import type { ErasureReport, PrivacyExport, PrivacyLeadMatch } from './privacy.ts';
import type { MissingSetting } from './public-site.ts';
import type { Staff } from './staff.ts';
import type { StaffTickets, TicketOfferInput } from './ticket-offers.ts';
import type {
  AdminWebhookEndpoint,
  WebhookDeliveriesPage,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
} from './webhook-admin.ts';
import type {
  CadencePreviewView,
  CadenceSummary,
  CadencesList,
  LeadConversation,
  RecoveryReport,
  WhatsAppLogMessage,
} from './whatsapp-staff.ts';

/** A route that takes no body answers `response`; one that takes a body names it too. */
interface Read<Response> {
  response: Response;
}
interface Write<Body, Response> {
  body: Body;
  response: Response;
}

/** A cadence as its form sends it: a CadenceInput whose step delays may still be empty. */
export type CadenceDraftBody = Omit<CadenceInput, 'steps'> & {
  steps: (Omit<CadenceInput['steps'][number], 'delay_minutes'> & { delay_minutes: number | null })[];
};

/** The analytics dashboards, each GET /analytics/{name}?from=&to= with its own report. */
export interface AnalyticsReports {
  funnel: FunnelReport;
  behaviour: BehaviourReport;
  journey: JourneyReport;
  launch: LaunchReport;
  opportunities: OpportunitiesReport;
  predictions: PredictionsReport;
}
export type AnalyticsReportName = keyof AnalyticsReports;

type AnalyticsReadRoutes = {
  [Name in AnalyticsReportName as `GET /analytics/${Name}`]: Read<AnalyticsReports[Name]>;
};

export interface AdminApi extends AnalyticsReadRoutes {
  'GET /session': Read<{ staff: Staff }>;
  'POST /session': Write<{ email: string; password: string }, { staff: Staff }>;
  'DELETE /session': Write<Record<string, never>, void>;

  'GET /leads': Read<LeadsPage>;
  'GET /leads/filters': Read<LeadFilterOptions>;
  'GET /leads/kpis': Read<LeadKpis>;
  'GET /leads/:id': Read<LeadDetail>;
  'PUT /leads/:id/qualification': Write<
    { status: QualificationStatus | null },
    { id: string; status: QualificationStatus | null }
  >;
  'GET /hot-leads': Read<{ items: HotLead[] }>;
  'GET /qualification': Read<QualificationOverview>;

  'GET /analytics/journey/leads': Read<LeadSearchResult>;
  'GET /analytics/journey/leads/:id/timeline': Read<LeadTimeline>;
  'POST /analytics/predictions/train': Write<Record<string, never>, { model: ModelSummary | null }>;

  'GET /customer-success': Read<CustomerSuccessPage>;
  'PATCH /customer-success/:buyerId/checklist': Write<OnboardingChange, { checklist: OnboardingChecklist }>;

  'GET /debriefing/events': Read<{ events: DebriefingEventSummary[] }>;
  'GET /debriefing/events/:id': Read<DebriefingEventPage>;
  'PATCH /debriefing/registrations/:id': Write<
    { messageSent: boolean },
    { registration: DebriefingRegistration }
  >;

  'GET /partners': Read<{ partners: AdminPartner[] }>;
  'POST /partners': Write<PartnerCreate, { partner: AdminPartner }>;
  'PATCH /partners/:code': Write<PartnerUpdate, { partner: AdminPartner }>;
  'GET /partners/:code/leads': Read<PartnerLeadsPage>;
  /** The partner's private results link (issue 31): whether there is one and since when, never the secret. */
  'GET /partners/:code/page-link': Read<{ link: PartnerPageLinkState }>;
  /** A new link, answered once; the previous one stops working. */
  'POST /partners/:code/page-link': Write<Record<string, never>, PartnerPageLinkCreated>;
  'DELETE /partners/:code/page-link': Write<Record<string, never>, { link: PartnerPageLinkState }>;

  'GET /privacy/leads': Read<{ leads: PrivacyLeadMatch[] }>;
  'GET /privacy/leads/:id/export': Read<PrivacyExport>;
  'POST /privacy/leads/:id/anonymize': Write<Record<string, never>, ErasureReport>;
  'DELETE /privacy/leads/:id': Write<Record<string, never>, ErasureReport>;

  'GET /payment-webhooks': Read<WebhookLogPage>;

  'GET /webhooks': Read<{ endpoints: AdminWebhookEndpoint[] }>;
  /** The secret is in this answer only: no read shows it again. */
  'POST /webhooks': Write<WebhookEndpointCreate, WebhookEndpointCreated>;
  'DELETE /webhooks/:id': Write<Record<string, never>, { id: string; deletedAt: string }>;
  'GET /webhooks/:id/deliveries': Read<WebhookDeliveriesPage>;
  'POST /webhooks/:id/test': Write<Record<string, never>, { deliveryId: string; eventId: string }>;
  'POST /webhooks/deliveries/:id/resend': Write<Record<string, never>, { deliveryId: string }>;

  'GET /launch-settings': Read<{
    settings: LaunchSettings;
    updatedAt: string | null;
    missing: MissingSetting[];
  }>;
  /** The form as typed: the server checks it against launchSettingsSchema, answering fields on failure. */
  'PUT /launch-settings': Write<unknown, { settings: LaunchSettings }>;
  'GET /launch-settings/audit': Read<{ changes: LaunchSettingsChange[] }>;

  'GET /launches': Read<{ launches: LaunchSummary[] }>;
  'POST /launches': Write<NewLaunch, { launch: LaunchDetail }>;
  'GET /launches/comparison': Read<{ launches: LaunchComparisonRow[] }>;
  'GET /launches/:id': Read<{ launch: LaunchDetail; audit: LaunchAuditView[]; missing: MissingSetting[] }>;
  'GET /launches/:id/preview': Read<PublicLaunchSettings>;
  /** The editor as typed: the server checks the settings against launchSettingsSchema. */
  'PUT /launches/:id': Write<LaunchUpdateBody, { launch: LaunchDetail }>;
  'POST /launches/:id/duplicate': Write<NewLaunch, { launch: LaunchDetail }>;
  'POST /launches/:id/publish': Write<Record<string, never>, { launch: LaunchDetail }>;
  'POST /launches/:id/close': Write<Record<string, never>, { launch: LaunchDetail }>;
  'GET /launches/:id/tickets': Read<StaffTickets>;
  'PUT /launches/:id/tickets': Write<{ tickets: TicketOfferInput[] }, StaffTickets>;
  'GET /launches/:id/pricing': Read<StaffOfferPricing>;
  'PUT /launches/:id/pricing': Write<OfferPricingBody, StaffOfferPricing>;

  'GET /whatsapp/cadences': Read<CadencesList>;
  /** The form as typed (a step's delay may still be empty): the server checks it as a CadenceInput. */
  'POST /whatsapp/cadences': Write<CadenceDraftBody, { cadence: CadenceSummary }>;
  'GET /whatsapp/cadences/:id': Read<{ cadence: CadenceSummary }>;
  'PUT /whatsapp/cadences/:id': Write<CadenceDraftBody, { cadence: CadenceSummary }>;
  'POST /whatsapp/cadences/:id/pause': Write<Record<string, never>, { cadence: CadenceSummary }>;
  'POST /whatsapp/cadences/:id/resume': Write<Record<string, never>, { cadence: CadenceSummary }>;
  /** The cadence as typed, checked by the server (it may answer validation_failed with fields). */
  'POST /whatsapp/cadences/preview': Write<{ leadId: string; cadence: unknown }, CadencePreviewView>;
  'GET /whatsapp/leads/:leadId/messages': Read<LeadConversation>;
  'POST /whatsapp/leads/:leadId/replies': Write<{ text: string }, { message: WhatsAppLogMessage }>;
  'GET /whatsapp/recovery': Read<RecoveryReport>;
}

export type AdminRoute = keyof AdminApi;
/** The routes a screen reads (GET): what the query cache holds. */
export type AdminReadRoute = Extract<AdminRoute, `GET ${string}`>;
/** The routes that change something: what a screen's mutations send. */
export type AdminWriteRoute = Exclude<AdminRoute, AdminReadRoute>;

export type AdminResponse<Route extends AdminRoute> = AdminApi[Route]['response'];
export type AdminBody<Route extends AdminRoute> = AdminApi[Route] extends { body: infer Body } ? Body : never;

type PathOf<Route extends string> = Route extends `${string} ${infer Path}` ? Path : never;
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a route's `:name` segments, e.g. { id: string } for 'GET /leads/:id'. */
export type AdminParams<Route extends AdminRoute> = { [Name in ParamNames<PathOf<Route>>]: string };

/** Whether a route has `:name` segments, so its callers must pass `params`. */
export type HasParams<Route extends AdminRoute> = [ParamNames<PathOf<Route>>] extends [never] ? false : true;

/**
 * Every route of the contract, as a value: the server's tests check each is a route it serves.
 * Typed as a record of AdminRoute, so a route added to or taken from AdminApi must be here too.
 */
export const ADMIN_ROUTES: Record<AdminRoute, true> = {
  'GET /analytics/funnel': true,
  'GET /analytics/behaviour': true,
  'GET /analytics/journey': true,
  'GET /analytics/launch': true,
  'GET /analytics/opportunities': true,
  'GET /analytics/predictions': true,
  'GET /session': true,
  'POST /session': true,
  'DELETE /session': true,
  'GET /leads': true,
  'GET /leads/filters': true,
  'GET /leads/kpis': true,
  'GET /leads/:id': true,
  'PUT /leads/:id/qualification': true,
  'GET /hot-leads': true,
  'GET /qualification': true,
  'GET /analytics/journey/leads': true,
  'GET /analytics/journey/leads/:id/timeline': true,
  'POST /analytics/predictions/train': true,
  'GET /customer-success': true,
  'PATCH /customer-success/:buyerId/checklist': true,
  'GET /debriefing/events': true,
  'GET /debriefing/events/:id': true,
  'PATCH /debriefing/registrations/:id': true,
  'GET /partners': true,
  'POST /partners': true,
  'PATCH /partners/:code': true,
  'GET /partners/:code/leads': true,
  'GET /partners/:code/page-link': true,
  'POST /partners/:code/page-link': true,
  'DELETE /partners/:code/page-link': true,
  'GET /privacy/leads': true,
  'GET /privacy/leads/:id/export': true,
  'POST /privacy/leads/:id/anonymize': true,
  'DELETE /privacy/leads/:id': true,
  'GET /payment-webhooks': true,
  'GET /webhooks': true,
  'POST /webhooks': true,
  'DELETE /webhooks/:id': true,
  'GET /webhooks/:id/deliveries': true,
  'POST /webhooks/:id/test': true,
  'POST /webhooks/deliveries/:id/resend': true,
  'GET /launch-settings': true,
  'PUT /launch-settings': true,
  'GET /launch-settings/audit': true,
  'GET /launches': true,
  'POST /launches': true,
  'GET /launches/comparison': true,
  'GET /launches/:id': true,
  'GET /launches/:id/preview': true,
  'PUT /launches/:id': true,
  'POST /launches/:id/duplicate': true,
  'POST /launches/:id/publish': true,
  'POST /launches/:id/close': true,
  'GET /launches/:id/tickets': true,
  'PUT /launches/:id/tickets': true,
  'GET /launches/:id/pricing': true,
  'PUT /launches/:id/pricing': true,
  'GET /whatsapp/cadences': true,
  'POST /whatsapp/cadences': true,
  'GET /whatsapp/cadences/:id': true,
  'PUT /whatsapp/cadences/:id': true,
  'POST /whatsapp/cadences/:id/pause': true,
  'POST /whatsapp/cadences/:id/resume': true,
  'POST /whatsapp/cadences/preview': true,
  'GET /whatsapp/leads/:leadId/messages': true,
  'POST /whatsapp/leads/:leadId/replies': true,
  'GET /whatsapp/recovery': true,
};

/** The /api/admin path a route names, each `:name` filled with its value, URL-encoded. */
export function adminPath<Route extends AdminRoute>(
  route: Route,
  params?: AdminParams<Route>,
  query?: URLSearchParams | string,
): string {
  const template = route.slice(route.indexOf(' ') + 1);
  const values = (params ?? {}) as Record<string, string>;
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`A rota ${route} precisa do parâmetro ${name}.`);
    return encodeURIComponent(value);
  });
  const search = query === undefined ? '' : String(query);
  return search === '' ? path : `${path}?${search}`;
}

/** The method of a route, as fetch takes it. */
export function adminMethod(route: AdminRoute): 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' {
  return route.slice(0, route.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
}
