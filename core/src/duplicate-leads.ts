// Two leads with one phone are one person (spec §8: the first is used). These rules say what the
// surviving, oldest row keeps when a duplicate is folded into it; storage moves the rows.
import {
  mergeClicks,
  mergePageViews,
  readStoredClicks,
  readStoredPageViews,
  timeOnPage,
} from './merge-behaviour.ts';

/** A stored row, every column as the database returned it (booleans as 0/1 or false/true). */
export type StoredRow = Record<string, unknown>;

/** Spec §8: among leads with one phone the first, by creation and then id, is the one used. */
export function oldestFirst<T extends { id: string; created_at: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const isTrue = (value: unknown) => value === true || value === 1;

/** The survivor's own values win; a blank one takes the duplicate's. */
function fillBlanks(keep: StoredRow, drop: StoredRow, columns: Iterable<string>): StoredRow {
  const changes: StoredRow = {};
  for (const column of columns) {
    if (isBlank(keep[column]) && !isBlank(drop[column])) changes[column] = drop[column];
  }
  return changes;
}

/** 0/1 and false/true are the same boolean, as the two engines spell it. */
const same = (a: unknown, b: unknown) =>
  a === b || (typeof b === 'boolean' && (a === 0 || a === 1) && isTrue(a) === b);

/** The columns of `merged` that differ from what `keep` holds. */
const changesFrom = (keep: StoredRow, merged: StoredRow): StoredRow =>
  Object.fromEntries(
    Object.entries(merged).filter(([column, value]) => column in keep && !same(keep[column], value)),
  );

const latest = (a: unknown, b: unknown) =>
  typeof b === 'string' && (typeof a !== 'string' || b > a) ? b : a;

/** What a purchase writes on the lead: taken whole from the duplicate when only it bought. */
const PURCHASE_COLUMNS = [
  'has_purchased',
  'purchase_date',
  'purchase_id',
  'payment_provider_transaction_key',
  'plan_name',
  'plan_key',
  'product_key',
  'trans_installments',
  'trans_value',
  'trans_status',
  'trans_status_code',
  'checkout_status',
  'checkout_url',
  'checkout_created_at',
  'checkout_updated_at',
  'checkout_visited_at',
  'checkout_abandoned_at',
  'pix_qrcode',
  'pix_url',
  'pix_code',
  'pix_expiration_date',
  'pix_generated_at',
];
/** Moments of the person's last activity: the later of the two. */
const LATEST_COLUMNS = [
  'last_visit',
  'visit_timestamp',
  'last_interaction_at',
  'last_message_sent_at',
  'last_message_received_at',
  'updated_at',
];
/** Counts of things both rows saw happen (their visit and message rows move to the survivor too). */
const SUM_COLUMNS = ['visit_count', 'messages_count'];
const EITHER_COLUMNS = ['visit_pending', 'instagram_processed'];
/** Stages in the order a lead moves through them; the survivor takes the further one. */
const STAGE_ORDERS: Record<string, readonly string[]> = {
  journey_stage: ['lead', 'customer'],
  conversion_stage: ['visitor', 'new_lead', 'payment_approved'],
};
/** Kept as the survivor's, or set after the merge (phone and region from the repaired number). */
const OWN_COLUMNS = ['id', 'phone', 'region', 'created_at'];
/** Derived from other columns: the score is recomputed at start (scoreUnscoredLeads). */
const DERIVED_COLUMNS = ['clicks_data', 'page_views', 'time_on_page', 'engagement_score'];

/**
 * The survivor's changed columns after folding `drop` into `keep`: its own values first, blanks
 * filled from the duplicate, counts added, the later activity, the further stage, the purchase of
 * whichever bought, both behaviour logs merged as the tracker's updates merge them. Booleans come
 * back as true/false; the engagement score as null, to be recomputed.
 */
export function mergedLead(keep: StoredRow, drop: StoredRow): StoredRow {
  const handled = new Set([
    ...PURCHASE_COLUMNS,
    ...LATEST_COLUMNS,
    ...SUM_COLUMNS,
    ...EITHER_COLUMNS,
    ...Object.keys(STAGE_ORDERS),
    ...OWN_COLUMNS,
    ...DERIVED_COLUMNS,
  ]);
  const onlyDropBought = isTrue(drop.has_purchased) && !isTrue(keep.has_purchased);
  const merged: StoredRow = {
    ...fillBlanks(
      keep,
      drop,
      Object.keys(keep).filter((column) => !handled.has(column)),
    ),
    ...(onlyDropBought
      ? Object.fromEntries(PURCHASE_COLUMNS.filter((c) => c in drop).map((c) => [c, drop[c]]))
      : fillBlanks(keep, drop, PURCHASE_COLUMNS)),
  };
  for (const column of LATEST_COLUMNS) merged[column] = latest(keep[column], drop[column]);
  for (const column of SUM_COLUMNS) merged[column] = Number(keep[column] ?? 0) + Number(drop[column] ?? 0);
  for (const column of EITHER_COLUMNS) merged[column] = isTrue(keep[column]) || isTrue(drop[column]);
  if ('has_purchased' in merged) merged.has_purchased = isTrue(merged.has_purchased);
  for (const [column, order] of Object.entries(STAGE_ORDERS)) {
    const further = order.indexOf(String(drop[column])) > order.indexOf(String(keep[column]));
    merged[column] = further ? drop[column] : keep[column];
  }
  Object.assign(merged, mergedBehaviour(keep, drop));
  merged.engagement_score = null;
  return changesFrom(keep, merged);
}

function mergedBehaviour(keep: StoredRow, drop: StoredRow): StoredRow {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const clicks = mergeClicks(
    readStoredClicks(text(keep.clicks_data)),
    readStoredClicks(text(drop.clicks_data)),
  );
  const views = mergePageViews(
    readStoredPageViews(text(keep.page_views)),
    readStoredPageViews(text(drop.page_views)),
  );
  return {
    clicks_data: clicks.length > 0 ? JSON.stringify(clicks) : keep.clicks_data,
    page_views: views.length > 0 ? JSON.stringify(views) : keep.page_views,
    // time_on_page is the sum of the kept page views; rows without any keep their own sums.
    time_on_page:
      views.length > 0 ? timeOnPage(views) : Number(keep.time_on_page ?? 0) + Number(drop.time_on_page ?? 0),
  };
}

/**
 * One event registration per lead and event: the survivor's, registered at the earlier date,
 * marked sent when either was (with who and when), its blanks filled from the duplicate's.
 */
export function mergedRegistration(keep: StoredRow, drop: StoredRow): StoredRow {
  const sent = isTrue(keep.message_sent) || isTrue(drop.message_sent);
  const merged: StoredRow = {
    ...fillBlanks(
      keep,
      drop,
      Object.keys(keep).filter((column) => !['id', 'lead_id', 'event_id'].includes(column)),
    ),
    message_sent: sent,
    registration_date: earliest(keep.registration_date, drop.registration_date),
    created_at: earliest(keep.created_at, drop.created_at),
    updated_at: latest(keep.updated_at, drop.updated_at),
  };
  return changesFrom(keep, merged);
}

/** One onboarding checklist per lead: a tick on either stays ticked, both notes are kept. */
export function mergedChecklist(keep: StoredRow, drop: StoredRow): StoredRow {
  const merged = fillBlanks(
    keep,
    drop,
    Object.keys(keep).filter((column) => column !== 'lead_id'),
  );
  const notes = [keep.notes, drop.notes].filter((note) => typeof note === 'string' && note.trim() !== '');
  if (notes.length === 2 && notes[0] !== notes[1]) merged.notes = notes.join('\n');
  merged.updated_at = latest(keep.updated_at, drop.updated_at);
  return changesFrom(keep, merged);
}

function earliest(a: unknown, b: unknown): unknown {
  return typeof b === 'string' && (typeof a !== 'string' || b < a) ? b : a;
}
