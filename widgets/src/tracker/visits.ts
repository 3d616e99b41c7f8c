// A visit per page load of a known lead (POST /api/visits, sent by the tracker with the lead's id and
// secret, decision 0019): what this page load was.
import type { VisitInput } from '@funil/core/visit';
import { readDeviceInfo } from '../lib/device-info.ts';
import { readPageContext } from '../lib/page-context.ts';
import { randomId } from '../lib/uuid.ts';

/** The visit fields of one page load; the lead's phone and name are added when it is known. */
export type PageLoad = Omit<VisitInput, 'phone' | 'name' | 'lead_id' | 'leadId' | 'leadToken'>;

/** The server refuses url_params over 4,000 characters of JSON: the rest of a long query is dropped. */
const MAX_PARAMS_JSON = 3_500;
const MAX_PARAM_VALUE = 300;

/** Every query parameter of the page (utm_*, fbclid, gclid…), cut to what the server keeps. */
export function readUrlParams(search: string = location.search): Record<string, string> {
  const params: Record<string, string> = {};
  let size = 2;
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.length > 100 || key in params) continue;
    const kept = value.slice(0, MAX_PARAM_VALUE);
    const added = JSON.stringify(key).length + JSON.stringify(kept).length + 2;
    if (size + added > MAX_PARAMS_JSON) break;
    params[key] = kept;
    size += added;
  }
  return params;
}

/** Read once when the page loads: the same id however often the load is registered. */
export function readPageLoad(): PageLoad {
  return {
    visit_id: randomId(),
    page: location.pathname,
    // Asked without a partner, the context holds none: a visit's partner is the server's to know.
    ...readPageContext(),
    device_info: { ...readDeviceInfo() },
    url_params: readUrlParams(),
  };
}
