// Every migration, imported statically so they run the same under tsx, vitest and a bundle.
import type { Migration } from 'kysely';
import * as createLeads from './0001-create-leads.ts';
import * as addLeadPartnerCode from './0002-add-lead-partner-code.ts';
import * as createLeadInteractions from './0003-create-lead-interactions.ts';
import * as createEvents from './0004-create-events.ts';
import * as createEventRegistrations from './0005-create-event-registrations.ts';
import * as createCheckoutsAndProviderEvents from './0006-create-checkouts-and-provider-events.ts';
import * as createTrackingEvents from './0007-create-tracking-events.ts';
import * as createConsentsAndPartners from './0008-create-consents-and-partners.ts';
import * as createOffers from './0009-create-offers.ts';
import * as createInstagramProfiles from './0010-create-instagram-profiles.ts';
import * as createStaffUsersAndSessions from './0011-create-staff-users-and-sessions.ts';
import * as leadsWorkspace from './0012-leads-workspace.ts';
import * as createOnboardingAndLgpd from './0013-create-onboarding-and-lgpd.ts';
import * as createAnalytics from './0014-create-analytics.ts';
import * as performanceIndexes from './0015-performance-indexes.ts';
import * as checkoutRefunds from './0016-checkout-refunds.ts';
import * as createLeadVisits from './0017-create-lead-visits.ts';
import * as repairLeadPhones from './0018-repair-lead-phones.ts';
import * as leadVisitKeys from './0019-lead-visit-keys.ts';
import * as purchaseReporting from './0020-purchase-reporting.ts';
import * as metricDates from './0021-metric-dates.ts';
import * as leadCapabilities from './0022-lead-capabilities.ts';
import * as moneyPaths from './0023-money-paths.ts';
import * as launchSettings from './0024-launch-settings.ts';
import * as consentSources from './0025-consent-sources.ts';
import * as sharedProcessState from './0028-shared-process-state.ts';
import * as whatsapp from './0029-whatsapp.ts';
import * as defaultCadences from './0030-default-cadences.ts';
import * as newLeadStatement from './0033-new-lead-statement.ts';
import * as whatsappPlanningMarks from './0034-whatsapp-planning-marks.ts';
import * as newLeadsBatch from './0035-new-leads-batch.ts';
import * as dropLeadCheckoutIndexes from './0036-drop-lead-checkout-indexes.ts';
import * as installationSecrets from './0037-installation-secrets.ts';
import * as checkoutAttribution from './0040-checkout-attribution.ts';
import * as launches from './0041-launches.ts';
import * as ticketOffers from './0042-ticket-offers.ts';
import * as offerPricing from './0043-offer-pricing.ts';
import * as sandboxPixCharges from './0044-sandbox-pix-charges.ts';
import * as commissionsAndOutboundWebhooks from './0045-commissions-and-outbound-webhooks.ts';
import * as checkoutCommissionPlan from './0047-checkout-commission-plan.ts';

/** Keys sort in the order they must run; add new files as '00NN-...'. */
export const migrations: Record<string, Migration> = {
  '0001-create-leads': createLeads,
  '0002-add-lead-partner-code': addLeadPartnerCode,
  '0003-create-lead-interactions': createLeadInteractions,
  '0004-create-events': createEvents,
  '0005-create-event-registrations': createEventRegistrations,
  '0006-create-checkouts-and-provider-events': createCheckoutsAndProviderEvents,
  '0007-create-tracking-events': createTrackingEvents,
  '0008-create-consents-and-partners': createConsentsAndPartners,
  '0009-create-offers': createOffers,
  '0010-create-instagram-profiles': createInstagramProfiles,
  '0011-create-staff-users-and-sessions': createStaffUsersAndSessions,
  '0012-leads-workspace': leadsWorkspace,
  '0013-create-onboarding-and-lgpd': createOnboardingAndLgpd,
  '0014-create-analytics': createAnalytics,
  '0015-performance-indexes': performanceIndexes,
  '0016-checkout-refunds': checkoutRefunds,
  '0017-create-lead-visits': createLeadVisits,
  '0018-repair-lead-phones': repairLeadPhones,
  '0019-lead-visit-keys': leadVisitKeys,
  '0020-purchase-reporting': purchaseReporting,
  '0021-metric-dates': metricDates,
  '0022-lead-capabilities': leadCapabilities,
  '0023-money-paths': moneyPaths,
  '0024-launch-settings': launchSettings,
  '0025-consent-sources': consentSources,
  '0028-shared-process-state': sharedProcessState,
  '0029-whatsapp': whatsapp,
  '0030-default-cadences': defaultCadences,
  '0033-new-lead-statement': newLeadStatement,
  '0034-whatsapp-planning-marks': whatsappPlanningMarks,
  '0035-new-leads-batch': newLeadsBatch,
  '0036-drop-lead-checkout-indexes': dropLeadCheckoutIndexes,
  '0037-installation-secrets': installationSecrets,
  '0040-checkout-attribution': checkoutAttribution,
  '0041-launches': launches,
  '0042-ticket-offers': ticketOffers,
  '0043-offer-pricing': offerPricing,
  '0044-sandbox-pix-charges': sandboxPixCharges,
  '0045-commissions-and-outbound-webhooks': commissionsAndOutboundWebhooks,
  '0047-checkout-commission-plan': checkoutCommissionPlan,
};
