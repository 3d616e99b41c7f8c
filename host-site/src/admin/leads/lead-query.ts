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

/** The query of GET /api/admin/leads for what the address holds. */
export function listQuery(params: URLSearchParams): string {
  return pick(params, [...FILTER_KEYS, ...LIST_KEYS]).toString();
}

/** The export's address: the same filters, every page. */
export function exportHref(params: URLSearchParams): string {
  const query = pick(params, FILTER_KEYS).toString();
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
