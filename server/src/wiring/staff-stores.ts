// The staff area's ports, each built on the storage that implements it: app.ts hands them to
// routes/admin/, and the route tests build theirs here too, so both run the same wiring.
import type { Kysely } from 'kysely';
import { behaviourReport } from '../domain/analytics/behaviour.ts';
import { funnelReport } from '../domain/analytics/funnel.ts';
import { journeyReport } from '../domain/analytics/journey.ts';
import { launchReport } from '../domain/analytics/launch-results.ts';
import { findLeadsByContact } from '../domain/analytics/lead-search.ts';
import { leadTimeline } from '../domain/analytics/lead-timeline.ts';
import { opportunitiesReport } from '../domain/analytics/opportunities.ts';
import { predictionsReport, trainAndScore } from '../domain/analytics/train-conversion-model.ts';
import { leadDetail } from '../domain/lead-detail.ts';
import { anonymizeLead, deleteLead, exportLead } from '../domain/lead-erasure.ts';
import { leadKpis } from '../domain/metrics/lead-kpis.ts';
import { findPartner, listPartners } from '../domain/partner-figures.ts';
import type { AnalyticsReports } from '../domain/ports/analytics.ts';
import type { BuyerChecklistScope, BuyersReader } from '../domain/ports/customer-success.ts';
import type { LaunchFiguresQueries } from '../domain/ports/launch-figures.ts';
import type { LaunchSettingsStore } from '../domain/ports/launch-settings.ts';
import type { LaunchStore } from '../domain/ports/launches.ts';
import type { StaffPricingStore } from '../domain/ports/offer-pricing-admin.ts';
import type { PartnerPageLinkStore } from '../domain/ports/partner-results.ts';
import type { QualificationStore, StaffLeadsStore } from '../domain/ports/staff-leads.ts';
import type {
  DebriefingStore,
  PartnersAdminStore,
  PrivacyStore,
  WebhookLogReader,
} from '../domain/ports/staff-records.ts';
import type { StaffStore } from '../domain/ports/staff-sessions.ts';
import type { StaffTicketsStore } from '../domain/ports/tickets.ts';
import type { CheckWebhookUrl } from '../domain/ports/webhook-deliveries.ts';
import type { WebhookEndpointsStore } from '../domain/ports/webhook-endpoints.ts';
import type {
  CadencePreviewer,
  CadencesStore,
  RecoveryReader,
  WhatsAppStaffStore,
} from '../domain/ports/whatsapp-staff.ts';
import { previewCadence } from '../domain/whatsapp/preview-cadence.ts';
import { checkWebhookUrl } from '../providers/webhooks/webhook-url-check.ts';
import { createAdminLeadsRepository } from '../storage/admin-leads-repository.ts';
import { createAdminPartnersRepository } from '../storage/admin-partners-repository.ts';
import { createBehaviourQueries } from '../storage/analytics/behaviour-queries.ts';
import { createJourneyQueries } from '../storage/analytics/journey-queries.ts';
import { createLaunchFiguresQueries } from '../storage/analytics/launch-figures-queries.ts';
import { createLaunchQueries } from '../storage/analytics/launch-queries.ts';
import { createLeadSearchQueries } from '../storage/analytics/lead-search-queries.ts';
import { createLeadTimelineQueries } from '../storage/analytics/lead-timeline-queries.ts';
import { createOpportunityQueries } from '../storage/analytics/opportunities-queries.ts';
import { createConversionModelRepository } from '../storage/analytics/predictions-queries.ts';
import { createCadencesRepository } from '../storage/cadences-repository.ts';
import { createCustomerSuccessRepository } from '../storage/customer-success-repository.ts';
import { createDebriefingRepository } from '../storage/debriefing-repository.ts';
import { transactionScope } from '../storage/group-commit.ts';
import { createLaunchSettingsRepository } from '../storage/launch-settings-repository.ts';
import { createLaunchesRepository } from '../storage/launches-repository.ts';
import { createLeadDetailQueries } from '../storage/lead-detail-repository.ts';
import { createMetricQueries } from '../storage/metrics/period-metrics.ts';
import { createPartnerPageLinkRepository } from '../storage/partner-results-repository.ts';
import { createStaffPricingRepository } from '../storage/pricing-admin-repository.ts';
import { createPrivacyRepository } from '../storage/privacy-repository.ts';
import { createQualificationRepository } from '../storage/qualification-repository.ts';
import type { Database } from '../storage/schema.ts';
import { transactionLock } from '../storage/sql-values.ts';
import { createStaffRepository } from '../storage/staff-repository.ts';
import { createStaffTicketsRepository } from '../storage/tickets-repository.ts';
import { createWebhookEndpointsRepository } from '../storage/webhook-endpoints-repository.ts';
import { createWebhookLogRepository } from '../storage/webhook-log-repository.ts';
import { createWhatsAppPlannerRepository } from '../storage/whatsapp-planner-repository.ts';
import { createWhatsAppStaffRepository } from '../storage/whatsapp-staff-repository.ts';

export interface StaffStores {
  staff: StaffStore;
  staffLeads: StaffLeadsStore;
  qualification: QualificationStore;
  analytics: AnalyticsReports;
  buyers: BuyersReader;
  buyerChecklists: BuyerChecklistScope;
  debriefing: DebriefingStore;
  partners: PartnersAdminStore;
  /** The partners' private results links (issue 31). */
  partnerPageLinks: PartnerPageLinkStore;
  privacy: PrivacyStore;
  webhookLog: WebhookLogReader;
  webhookEndpoints: WebhookEndpointsStore;
  /** A new endpoint's address, checked against the server's WEBHOOKS_ALLOWED_PRIVATE_HOSTS. */
  webhookUrlCheck: CheckWebhookUrl;
  launchSettings: LaunchSettingsStore;
  launches: LaunchStore;
  tickets: StaffTicketsStore;
  pricing: StaffPricingStore;
  launchFigures: LaunchFiguresQueries;
  cadences: CadencesStore;
  whatsappStaff: WhatsAppStaffStore;
  recovery: RecoveryReader;
  cadencePreview: CadencePreviewer;
}

/** `now` dates the launch an installation never saved (decision 0022). */
export function staffStores(db: Kysely<Database>, now: () => Date = () => new Date()): StaffStores {
  const launchSettings = createLaunchSettingsRepository(db, now);
  return {
    staff: createStaffRepository(db),
    staffLeads: staffLeads(db),
    qualification: createQualificationRepository(db),
    analytics: analyticsReports(db),
    buyers: createCustomerSuccessRepository(db),
    // One transaction per change, whatever the engine; the lock is PostgreSQL's advisory lock
    // (SQLite runs one write transaction at a time already).
    buyerChecklists: transactionScope(db, (trx) => ({
      ...createCustomerSuccessRepository(trx),
      lockBuyer: (buyerId: string) => transactionLock<Database>(trx)(`onboarding:${buyerId}`),
    })),
    debriefing: createDebriefingRepository(db),
    partners: partners(db),
    partnerPageLinks: createPartnerPageLinkRepository(db),
    privacy: privacy(db),
    webhookLog: createWebhookLogRepository(db),
    webhookEndpoints: createWebhookEndpointsRepository(db),
    webhookUrlCheck: (url) => checkWebhookUrl(url),
    launchSettings,
    launches: createLaunchesRepository(db, now),
    tickets: createStaffTicketsRepository(db),
    pricing: createStaffPricingRepository(db),
    launchFigures: createLaunchFiguresQueries(db),
    cadences: createCadencesRepository(db),
    whatsappStaff: createWhatsAppStaffRepository(db),
    recovery: createWhatsAppStaffRepository(db),
    cadencePreview: (input, leadId, now) =>
      previewCadence(
        {
          store: createWhatsAppPlannerRepository(db),
          settings: async () => (await launchSettings.read()).settings,
        },
        input,
        leadId,
        now,
      ),
  };
}

/** The staff leads table with its numbers and a lead's detail, computed in the domain. */
function staffLeads(db: Kysely<Database>): StaffLeadsStore {
  const leads = createAdminLeadsRepository(db);
  const metrics = createMetricQueries(db);
  const details = createLeadDetailQueries(db);
  return {
    list: (filters, query) => leads.list(filters, query),
    exportPage: (filters, after, size) => leads.exportPage(filters, after, size),
    filterOptions: () => leads.filterOptions(),
    kpis: (period, now) => leadKpis(metrics, period, now),
    findDetail: (id) => leadDetail(details, id),
  };
}

function partners(db: Kysely<Database>): PartnersAdminStore {
  const repository = createAdminPartnersRepository(db);
  return {
    ...repository,
    listPartners: () => listPartners(repository),
    findPartner: (code) => findPartner(repository, code),
  };
}

/** The LGPD tools: the domain's rules, executed by the repository in one transaction each. */
function privacy(db: Kysely<Database>): PrivacyStore {
  const repository = createPrivacyRepository(db);
  return {
    findByPhones: (phones) => repository.findByPhones(phones),
    exportLead: (id, time) => exportLead(repository, id, time),
    anonymizeLead: (id, time) => anonymizeLead(repository, id, time),
    deleteLead: (id, time) => deleteLead(repository, id, time),
  };
}

function analyticsReports(db: Kysely<Database>): AnalyticsReports {
  const metrics = createMetricQueries(db);
  const model = createConversionModelRepository(db);
  return {
    funnel: (period, now) => funnelReport(metrics, period, now),
    journey: (period, now) => journeyReport(createJourneyQueries(db), period, now),
    behaviour: (period) => behaviourReport(createBehaviourQueries(db), period),
    opportunities: (period, now) => opportunitiesReport(createOpportunityQueries(db), period, now),
    predictions: (period) => predictionsReport(model, period),
    launch: (period) => launchReport(createLaunchQueries(db), period),
    findLeadsByContact: (typed) => findLeadsByContact(createLeadSearchQueries(db), typed),
    leadTimeline: (leadId) => leadTimeline(createLeadTimelineQueries(db), leadId),
    trainAndScore: (now) => trainAndScore(model, now),
  };
}
