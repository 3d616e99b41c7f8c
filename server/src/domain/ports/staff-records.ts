// The staff screens' other records: debriefing, partners, payment webhooks and LGPD requests
// (storage/debriefing-repository.ts, admin-partners-repository.ts, webhook-log-repository.ts,
// privacy-repository.ts).
import type {
  DebriefingEventSummary,
  DebriefingRegistration,
  DebriefingTemplate,
} from '@funil/core/debriefing';
import type { AdminPartner, PartnerLead, PartnerOfferCommission } from '@funil/core/partner-admin';
import type { WebhookLogEntry, WebhookLogFilter } from '@funil/core/payment-webhook-log';
import type { ErasureReport, PrivacyExport, PrivacyLeadMatch } from '@funil/core/privacy';
import type { CommissionCsvRow } from './commission-reports.ts';

export interface Page {
  limit: number;
  offset: number;
}

export interface DebriefingStore {
  /** Every launch's events, or one launch's. */
  listEvents(launchId?: string): Promise<DebriefingEventSummary[]>;
  findEvent(id: string): Promise<DebriefingEventSummary | undefined>;
  listTemplates(eventId: string): Promise<DebriefingTemplate[]>;
  listRegistrations(
    eventId: string,
    query: Page & { messageSent: boolean | undefined },
  ): Promise<{ registrations: DebriefingRegistration[]; total: number }>;
  /** Marks or unmarks; undefined when there is no such registration. */
  setMessageSent(
    id: string,
    sent: boolean,
    staffEmail: string,
    time: string,
  ): Promise<DebriefingRegistration | undefined>;
}

/** A partner's commission terms as staff change them (issue 31); undefined leaves one as it is. */
export interface PartnerCommissionChanges {
  /** %, two decimals at most; null: none. */
  commissionPercent?: number | null | undefined;
  /** Replaces the whole list. */
  offerCommissions?: PartnerOfferCommission[] | undefined;
  asaasWalletId?: string | null | undefined;
}

/** A partner and its figures; the route adds the links, which depend on the site's address. */
export type PartnerWithSales = Omit<AdminPartner, 'landingUrl' | 'snippet'>;

export interface PartnersAdminStore {
  listPartners(): Promise<PartnerWithSales[]>;
  findPartner(code: string): Promise<PartnerWithSales | undefined>;
  /** False when the code is taken (two staff creating it at once cannot both win). */
  insertPartner(
    partner: PartnerCommissionChanges & {
      id: string;
      code: string;
      name: string;
      siteOrigin?: string | null | undefined;
      time: string;
    },
  ): Promise<boolean>;
  /** False when no partner has this code. */
  updatePartner(
    code: string,
    changes: PartnerCommissionChanges & {
      name?: string | undefined;
      isActive?: boolean | undefined;
      siteOrigin?: string | null | undefined;
      time: string;
    },
  ): Promise<boolean>;
  /** Every commission (or one partner's), for the CSV (issue 31). */
  commissionCsvRows(code?: string): Promise<CommissionCsvRow[]>;
  listPartnerLeads(code: string, page: Page): Promise<{ leads: PartnerLead[]; total: number }>;
}

export interface WebhookLogReader {
  list(filter: WebhookLogFilter, page: Page): Promise<{ entries: WebhookLogEntry[]; total: number }>;
}

export type ErasureResult =
  | { ok: true; report: ErasureReport }
  | { ok: false; error: 'not_found' | 'anonymized' };

export interface PrivacyStore {
  findByPhones(phones: string[]): Promise<PrivacyLeadMatch[]>;
  exportLead(id: string, time: string): Promise<PrivacyExport | undefined>;
  anonymizeLead(id: string, time: string): Promise<ErasureResult>;
  deleteLead(id: string, time: string): Promise<ErasureResult>;
}
