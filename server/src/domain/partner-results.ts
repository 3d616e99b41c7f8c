// The partner's private results page (issue 31). Staff make a link whose secret only the partner
// holds: 32 random bytes, kept here as their SHA-256 like the leads' capabilities (decision 0019), so
// a leaked table opens no page; a new link replaces the old one in the same write. The page shows
// one launch's figures of the partner by the staff's definitions (decision 0017; domain/partner-figures.ts
// for the sales, first touch credited and the last touch beside it) and the commissions by state:
// counts and sums only, nothing of any buyer.
import {
  COMMISSION_STATUSES,
  isPageSecret,
  type PartnerResults,
  type PartnerResultsLaunch,
} from '@funil/core/partner-results';
import { secretHash } from './lead-capability.ts';
import { groupSales } from './metrics/sales.ts';
import type { PartnerPageLinkStore, PartnerResultsStore, RanLaunch } from './ports/partner-results.ts';
import { readRandomBytes } from './random-pool.ts';

/** 256 random bits, base64url (43 characters): the secret in the partner's link. */
export function newPageSecret(): string {
  return readRandomBytes(32, (bytes) => bytes.toString('base64url'));
}

/** A new link for the partner (its secret, answered once) replacing any other; undefined: no such partner. */
export async function makePageLink(
  store: PartnerPageLinkStore,
  code: string,
  time: string,
): Promise<{ secret: string; since: string } | undefined> {
  const secret = newPageSecret();
  return (await store.setPageSecretHash(code, secretHash(secret), time))
    ? { secret, since: time }
    : undefined;
}

export type PartnerResultsOutcome =
  | { ok: true; results: PartnerResults }
  | { ok: false; error: 'partner_link_invalid' | 'launch_not_found' };

/**
 * The results a secret opens: an active partner's whose current link carries it. The look-up is by
 * the secret's hash, so nothing about the secret is compared byte by byte.
 */
export async function readPartnerResults(
  store: PartnerResultsStore,
  secret: string | undefined,
  launchSlug: string | undefined,
): Promise<PartnerResultsOutcome> {
  if (secret === undefined || !isPageSecret(secret)) return { ok: false, error: 'partner_link_invalid' };
  const partner = await store.partnerByLinkHash(secretHash(secret));
  if (!partner) return { ok: false, error: 'partner_link_invalid' };
  const launches = await store.ranLaunches();
  const launch =
    launchSlug === undefined
      ? (launches.find((one) => one.isCurrent) ?? launches[0])
      : launches.find((one) => one.slug === launchSlug);
  if (launchSlug !== undefined && !launch) return { ok: false, error: 'launch_not_found' };
  const results: PartnerResults = {
    partner: { name: partner.name },
    launches: launches.map(publicLaunch),
    launch: launch ? publicLaunch(launch) : null,
    figures: {
      leads: 0,
      lastTouchLeads: 0,
      registrations: 0,
      sales: 0,
      grossRevenue: 0,
      lastTouchSales: 0,
      lastTouchGrossRevenue: 0,
    },
    commissions: COMMISSION_STATUSES.map((status) => ({ status, count: 0, amountCents: 0 })),
  };
  if (!launch) return { ok: true, results };
  const rows = await store.launchRows(partner.code, launch.id);
  // The staff partner list's split (domain/partner-figures.ts): credited to the first touch, the last beside it.
  const first = groupSales(rows.sales, (sale) => sale.partnerCode).find((row) => row.value === partner.code);
  const last = groupSales(rows.sales, (sale) => sale.lastTouchPartnerCode).find(
    (row) => row.value === partner.code,
  );
  results.figures = {
    leads: rows.leads,
    lastTouchLeads: rows.lastTouchLeads,
    registrations: rows.registrations,
    sales: first?.sales ?? 0,
    grossRevenue: first?.grossRevenue ?? 0,
    lastTouchSales: last?.sales ?? 0,
    lastTouchGrossRevenue: last?.grossRevenue ?? 0,
  };
  results.commissions = COMMISSION_STATUSES.map((status) => {
    const row = rows.commissions.find((one) => one.status === status);
    return { status, count: row?.count ?? 0, amountCents: row?.amountCents ?? 0 };
  });
  return { ok: true, results };
}

/** What the page may know of a launch: no id. */
function publicLaunch({ id: _id, ...launch }: RanLaunch): PartnerResultsLaunch {
  return launch;
}
