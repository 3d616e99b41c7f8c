// The one interface every Instagram profile source implements, and the failures it may report.
import type { InstagramProfile, InstagramProfileSource } from '@funil/core/instagram-profile';

/** Why a look-up failed, in the terms of the spec §8 catalogue. */
export type InstagramFailure =
  | { kind: 'not_found' }
  | { kind: 'rate_limited'; retryAfterSeconds?: number }
  | { kind: 'forbidden' }
  | { kind: 'upstream_status'; status: number }
  /** The upstream could not be reached at all (refused, reset, DNS). */
  | { kind: 'unreachable' }
  | { kind: 'timeout' }
  | { kind: 'invalid_data' };

export class InstagramLookupError extends Error {
  override name = 'InstagramLookupError';

  constructor(
    readonly failure: InstagramFailure,
    options?: ErrorOptions,
  ) {
    super(`Falha na consulta ao Instagram: ${failure.kind}`, options);
  }
}

export interface InstagramProvider {
  /** Written on every profile it returns, so cached demo data never passes for real data. */
  readonly source: InstagramProfileSource;
  /**
   * The profile of a normalised username (see core's normalizeInstagramHandle), already
   * mapped; rejects with InstagramLookupError for every expected failure.
   */
  fetchProfile(username: string): Promise<InstagramProfile>;
}

/** Where looked-up profiles are kept; the repository implements it, tests may fake it. */
export interface InstagramProfileCache {
  /** The profile fetched at or after `fetchedSince` (UTC ISO-8601), if any. */
  find(
    username: string,
    source: InstagramProfileSource,
    fetchedSince: string,
  ): Promise<InstagramProfile | undefined>;
  save(profile: InstagramProfile, fetchedAt: string): Promise<void>;
}
