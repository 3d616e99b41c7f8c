// The public routes' ports, each built on the storage that implements it. wire-app.ts hands them to
// createApp together with the staff area's (staff-stores.ts): the app never sees the database.
import type { Kysely } from 'kysely';
import type { PublicPorts } from '../app.ts';
import { createAdConsentRepository } from '../storage/ad-consent-repository.ts';
import { createBrowserPurchaseRepository } from '../storage/browser-purchase-repository.ts';
import { createCheckoutsRepository, webhookScope } from '../storage/checkouts-repository.ts';
import { createEventsRepository } from '../storage/events-repository.ts';
import { transactionScope, writeScope } from '../storage/group-commit.ts';
import { createInstagramProfilesRepository } from '../storage/instagram-profiles-repository.ts';
import { createLeadsRepository, leadStoreScope } from '../storage/leads-repository.ts';
import { createNewLeadWriter } from '../storage/new-lead-statement.ts';
import { createPartnerResultsRepository } from '../storage/partner-results-repository.ts';
import { createPartnersRepository } from '../storage/partners-repository.ts';
import { createPurchaseSummaryRepository } from '../storage/purchase-summary-repository.ts';
import type { Database } from '../storage/schema.ts';
import { createSignUpsRepository } from '../storage/sign-ups-repository.ts';
import { createPublicTicketsRepository, createWaitlistRepository } from '../storage/tickets-repository.ts';
import { createTrackingOutbox } from '../storage/tracking-events-repository.ts';
import { createTrackingValuesRepository } from '../storage/tracking-values-repository.ts';

export function publicPorts(db: Kysely<Database>): PublicPorts {
  return {
    leadStore: leadStoreScope(db),
    newLeadWriter: createNewLeadWriter(db),
    leads: createLeadsRepository(db),
    adConsent: writeScope(db, createAdConsentRepository),
    signUps: createSignUpsRepository(db),
    events: createEventsRepository(db),
    tickets: createPublicTicketsRepository(db),
    waitlist: createWaitlistRepository(db),
    partners: createPartnersRepository(db),
    partnerResults: createPartnerResultsRepository(db),
    instagramCache: createInstagramProfilesRepository(db),
    trackingOutbox: writeScope(db, createTrackingOutbox),
    trackingValues: createTrackingValuesRepository(db),
    checkouts: createCheckoutsRepository(db),
    paymentWebhooks: webhookScope(db),
    browserPurchases: transactionScope(db, createBrowserPurchaseRepository),
    purchaseSummaries: createPurchaseSummaryRepository(db),
  };
}
