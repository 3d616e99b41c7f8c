// What the partner's private results page (issue 31) needs of storage: the link's hash staff set and
// rotate, and one partner's figures per launch; implemented by storage/partner-results-repository.ts.
import type { CommissionStatus } from '@funil/core/partner-admin';
import type { PartnerResultsLaunch } from '@funil/core/partner-results';
import type { PartnerSale } from './partner-figures-store.ts';

export interface PartnerPageLinkStore {
  /** When the partner's current link was made (null: none); undefined when no partner has the code. */
  pageLinkSince(code: string): Promise<{ since: string | null } | undefined>;
  /**
   * Keeps this hash as the partner's only link (null removes it), dated `time`; false when no partner
   * has the code. The previous hash is gone with the same write, so the old link stops at once.
   */
  setPageSecretHash(code: string, hash: string | null, time: string): Promise<boolean>;
}

/** The partner a link's hash opens: an active partner only. */
export interface PartnerByLink {
  code: string;
  name: string;
}

/** A launch that ran, with its id for the queries (the page sees its slug only). */
export interface RanLaunch extends PartnerResultsLaunch {
  id: string;
}

export interface PartnerLaunchRows {
  leads: number;
  lastTouchLeads: number;
  registrations: number;
  /** The launch's sales of the partner's leads, first or last touch (domain/partner-results.ts splits them). */
  sales: PartnerSale[];
  commissions: { status: CommissionStatus; count: number; amountCents: number }[];
}

export interface PartnerResultsStore {
  partnerByLinkHash(hash: string): Promise<PartnerByLink | undefined>;
  /** Every launch that was the site's at some time, the newest first. */
  ranLaunches(): Promise<RanLaunch[]>;
  launchRows(code: string, launchId: string): Promise<PartnerLaunchRows>;
}
