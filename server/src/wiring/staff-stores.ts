// The staff area's ports, each built on the storage that implements it: app.ts hands them to
// routes/admin/, and the route tests build theirs here too, so both run the same wiring.
import type { Kysely } from 'kysely';
import type { AnalyticsReports } from '../domain/ports/analytics.ts';
import type { BuyerChecklistScope, BuyersReader } from '../domain/ports/customer-success.ts';
import type { LaunchSettingsStore } from '../domain/ports/launch-settings.ts';
import type { QualificationStore, StaffLeadsStore } from '../domain/ports/staff-leads.ts';
import type {
  DebriefingStore,
  PartnersAdminStore,
  PrivacyStore,
  WebhookLogReader,
} from '../domain/ports/staff-records.ts';
import type { StaffStore } from '../domain/staff-sessions.ts';
import { createAdminLeadsRepository } from '../storage/admin-leads-repository.ts';
import { createAdminPartnersRepository } from '../storage/admin-partners-repository.ts';
import { behaviourReport } from '../storage/analytics/behaviour-queries.ts';
import { funnelReport } from '../storage/analytics/funnel-queries.ts';
import { journeyReport } from '../storage/analytics/journey-queries.ts';
import { launchReport } from '../storage/analytics/launch-queries.ts';
import { findLeadsByContact } from '../storage/analytics/lead-search-queries.ts';
import { leadTimeline } from '../storage/analytics/lead-timeline-queries.ts';
import { opportunitiesReport } from '../storage/analytics/opportunities-queries.ts';
import { predictionsReport, trainAndScore } from '../storage/analytics/predictions-queries.ts';
import { createCustomerSuccessRepository } from '../storage/customer-success-repository.ts';
import { createDebriefingRepository } from '../storage/debriefing-repository.ts';
import { transactionScope } from '../storage/group-commit.ts';
import { createLaunchSettingsRepository } from '../storage/launch-settings-repository.ts';
import { findLeadDetail } from '../storage/lead-detail-repository.ts';
import { createPrivacyRepository } from '../storage/privacy-repository.ts';
import { createQualificationRepository } from '../storage/qualification-repository.ts';
import type { Database } from '../storage/schema.ts';
import { transactionLock } from '../storage/sql-values.ts';
import { createStaffRepository } from '../storage/staff-repository.ts';
import { createWebhookLogRepository } from '../storage/webhook-log-repository.ts';

export interface StaffStores {
  staff: StaffStore;
  staffLeads: StaffLeadsStore;
  qualification: QualificationStore;
  analytics: AnalyticsReports;
  buyers: BuyersReader;
  buyerChecklists: BuyerChecklistScope;
  debriefing: DebriefingStore;
  partners: PartnersAdminStore;
  privacy: PrivacyStore;
  webhookLog: WebhookLogReader;
  launchSettings: LaunchSettingsStore;
}

export function staffStores(db: Kysely<Database>): StaffStores {
  return {
    staff: createStaffRepository(db),
    staffLeads: { ...createAdminLeadsRepository(db), findDetail: (id) => findLeadDetail(db, id) },
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
    partners: createAdminPartnersRepository(db),
    privacy: createPrivacyRepository(db),
    webhookLog: createWebhookLogRepository(db),
    launchSettings: createLaunchSettingsRepository(db),
  };
}

function analyticsReports(db: Kysely<Database>): AnalyticsReports {
  return {
    funnel: (period, now) => funnelReport(db, period, now),
    journey: (period, now) => journeyReport(db, period, now),
    behaviour: (period) => behaviourReport(db, period),
    opportunities: (period, now) => opportunitiesReport(db, period, now),
    predictions: (period) => predictionsReport(db, period),
    launch: (period) => launchReport(db, period),
    findLeadsByContact: (typed) => findLeadsByContact(db, typed),
    leadTimeline: (leadId) => leadTimeline(db, leadId),
    trainAndScore: (now) => trainAndScore(db, now),
  };
}
