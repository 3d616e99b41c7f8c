// The real provider: Instagram Graph API business discovery, seen from our own business account.
import {
  type InstagramProfile,
  isInstagramUsername,
  mapInstagramProfile,
} from '@funil/core/instagram-profile';
import {
  type InstagramFailure,
  InstagramLookupError,
  type InstagramProvider,
} from '../../domain/ports/instagram.ts';
import { graphError, graphRoot, isThrottlingCode } from '../graph-api.ts';

export interface GraphApiClientOptions {
  /** The Graph API's address without the version, e.g. 'https://graph.facebook.com'. */
  host: string;
  /** The Graph API version, e.g. 'v26.0'. */
  version: string;
  accessToken: string;
  /** Our own Instagram business account: business discovery runs on it. */
  businessAccountId: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The public fields business discovery gives about another professional account. */
const FIELDS = 'username,name,profile_picture_url,followers_count,follows_count,media_count,biography';

/** 'Invalid user id' / 'Cannot find User': the username names no professional account. */
const NOT_FOUND_CODE = 110;
const NOT_FOUND_SUBCODE = 2_207_013;
/** 10 and 200–299 are permission errors; 190 an invalid or expired token. */
const FORBIDDEN_CODES = (code: number) => code === 10 || code === 190 || (code >= 200 && code <= 299);

export function createGraphApiClient(options: GraphApiClientOptions): InstagramProvider {
  const fetchImpl = options.fetch ?? fetch;

  return {
    source: 'instagram',
    async fetchProfile(username: string): Promise<InstagramProfile> {
      // The name goes inside a field expansion: anything else could rewrite the query.
      if (!isInstagramUsername(username)) throw new InstagramLookupError({ kind: 'not_found' });
      const url = new URL(
        `${graphRoot(options.host, options.version)}/${encodeURIComponent(options.businessAccountId)}`,
      );
      url.searchParams.set('fields', `business_discovery.username(${username}){${FIELDS}}`);
      url.searchParams.set('access_token', options.accessToken);

      const signal = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      let body: unknown;
      try {
        response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal });
        // A body that is not JSON is judged below; one cut off by the deadline is a timeout.
        body = await response.json().catch((error: unknown) => {
          if (signal.aborted) throw error;
          return undefined;
        });
      } catch (error) {
        const timedOut =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new InstagramLookupError({ kind: timedOut ? 'timeout' : 'unreachable' }, { cause: error });
      }

      if (!response.ok) throw new InstagramLookupError(failureOf(response, body));
      const found = isRecord(body) ? body.business_discovery : undefined;
      const profile = isRecord(found)
        ? mapInstagramProfile(toSourceRecord(found), username, 'instagram')
        : undefined;
      if (!profile) throw new InstagramLookupError({ kind: 'invalid_data' });
      return profile;
    },
  };
}

/** Graph names → the spec's source names, which core maps with their fallbacks. */
const SOURCE_NAMES = {
  username: 'username',
  name: 'full_name',
  profile_picture_url: 'profile_pic_url',
  followers_count: 'follower_count',
  follows_count: 'following_count',
  media_count: 'media_count',
  biography: 'biography',
} as const;

/** Absent fields stay absent, so an empty discovery record is still 'invalid data'. */
function toSourceRecord(found: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(SOURCE_NAMES).flatMap(([graph, spec]) =>
      found[graph] === undefined ? [] : [[spec, found[graph]]],
    ),
  );
}

function failureOf(response: Response, body: unknown): InstagramFailure {
  const { code, subcode } = graphError(body);

  if (code === NOT_FOUND_CODE || subcode === NOT_FOUND_SUBCODE || response.status === 404) {
    return { kind: 'not_found' };
  }
  if (response.status === 429 || isThrottlingCode(code)) {
    const retryAfterSeconds = retryAfter(response.headers.get('retry-after'));
    return retryAfterSeconds === undefined
      ? { kind: 'rate_limited' }
      : { kind: 'rate_limited', retryAfterSeconds };
  }
  if (response.status === 401 || response.status === 403 || (code !== undefined && FORBIDDEN_CODES(code))) {
    return { kind: 'forbidden' };
  }
  return { kind: 'upstream_status', status: response.status };
}

/** Only the delta-seconds form; an HTTP date from a provider is rare enough to ignore. */
function retryAfter(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
