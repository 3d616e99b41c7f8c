// The leads table's state lives in the address (filters, sort, page), so a detail view and the
// back button keep it, and the CSV export takes exactly the filters on screen.

export const FILTER_KEYS = [
  'q',
  'journey_stage',
  'conversion_stage',
  'utm_source',
  'utm_campaign',
  'region',
  'partner',
  'purchased',
  'from',
  'to',
] as const;
const LIST_KEYS = ['sort', 'order', 'page'] as const;

function pick(params: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const picked = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value) picked.set(key, value);
  }
  return picked;
}

/** The filters as the API takes them: the address's, and the chosen launch's id when there is one. */
function filterQuery(params: URLSearchParams, keys: readonly string[], launch: string | undefined) {
  const query = pick(params, keys);
  if (launch) query.set('launch', launch);
  return query.toString();
}

/** The query of GET /api/admin/leads for what the address holds, in the chosen launch. */
export function listQuery(params: URLSearchParams, launch?: string): string {
  return filterQuery(params, [...FILTER_KEYS, ...LIST_KEYS], launch);
}

/** The export's address: the same filters and launch, every page. */
export function exportHref(params: URLSearchParams, launch?: string): string {
  const query = filterQuery(params, FILTER_KEYS, launch);
  return `/api/admin/leads/export${query ? `?${query}` : ''}`;
}

/** A change of filter or sort starts again from the first page. */
export function withChange(params: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
