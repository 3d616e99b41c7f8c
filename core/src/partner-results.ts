// A partner's private results page (issue 31): staff make a link with a secret in its fragment
// (/parceiro/resultados#chave=…); the page sends the secret as a bearer token to
// GET /api/partner-results, which answers the partner's figures per launch and never a buyer's data.

import type { CommissionStatus } from './partner-admin.ts';

/** The page's path on this site; the secret travels in the fragment, never in the path or query. */
export const PARTNER_RESULTS_PATH = '/parceiro/resultados';

/** The fragment's key: #chave=<secret>. */
export const PARTNER_RESULTS_KEY = 'chave';

/** 32 random bytes, base64url without padding: 43 characters. */
export const PAGE_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isPageSecret(value: string): boolean {
  return PAGE_SECRET_PATTERN.test(value);
}

/** The link staff hand the partner, on this site's public origin. */
export function partnerResultsUrl(publicOrigin: string, secret: string): string {
  return `${publicOrigin}${PARTNER_RESULTS_PATH}#${PARTNER_RESULTS_KEY}=${secret}`;
}

/** The secret in a location's fragment ('#chave=…'), or undefined when there is none that could be one. */
export function pageSecretFromFragment(fragment: string): string | undefined {
  const secret = new URLSearchParams(fragment.replace(/^#/, '')).get(PARTNER_RESULTS_KEY)?.trim();
  return secret && isPageSecret(secret) ? secret : undefined;
}

/** Whether the partner has a private link, and since when (staff see this, never the secret). */
export interface PartnerPageLinkState {
  /** When the current link was made; null: no link. */
  since: string | null;
}

/** POST /api/admin/partners/{code}/page-link: the new link, shown once. */
export interface PartnerPageLinkCreated {
  url: string;
  since: string;
}

/** A launch the partner can pick: one that was the site's launch at some time. */
export interface PartnerResultsLaunch {
  slug: string;
  name: string;
  isCurrent: boolean;
  /** Its first day as the site's launch, and its last (null while it is the current one). */
  from: string;
  to: string | null;
}

/** One launch's figures of one partner, counted as the staff's reports count them (decision 0017). */
export interface PartnerResultsFigures {
  /** Leads the partner brought (first touch) who take part in the launch. */
  leads: number;
  /** Leads of the launch whose latest touch came through the partner (decision 0019), beside the credit. */
  lastTouchLeads: number;
  /** Registrations (not cancelled) for the launch's events of the partner's leads. */
  registrations: number;
  /** Sales of the launch credited to the partner (first touch), and their gross revenue in cents. */
  sales: number;
  grossRevenue: number;
  /** The same by the latest touch, beside the credit. */
  lastTouchSales: number;
  lastTouchGrossRevenue: number;
}

export interface PartnerCommissionSummary {
  status: CommissionStatus;
  count: number;
  /** Integer cents. */
  amountCents: number;
}

/** GET /api/partner-results: nothing about any buyer, only counts and sums. */
export interface PartnerResults {
  partner: { name: string };
  /** Every launch the partner can pick, the newest first. */
  launches: PartnerResultsLaunch[];
  /** The launch these figures are of (the current one unless ?lancamento= names another); null: none ran yet. */
  launch: PartnerResultsLaunch | null;
  figures: PartnerResultsFigures;
  /** One row per state, in COMMISSION_STATUSES order, zero when there is none. */
  commissions: PartnerCommissionSummary[];
}

/** The query parameter naming a launch by its slug, as on the staff screens. */
export const PARTNER_RESULTS_LAUNCH_PARAM = 'lancamento';
