// Loads what the diagnosis pages show: the lead (GET /api/leads/{id}), then the profile of the
// handle it gave (GET /api/instagram-profile). Every way this can fail ends in a state the page
// explains in Portuguese, never in an exception.
import type { InstagramProfile } from '@funil/core/instagram-profile';
import { useCallback, useEffect, useState } from 'react';
import { diagnoseInstagram, type InstagramDiagnosis } from '../content/instagram-diagnosis.ts';
import { ApiError, requestJson } from './http.ts';

/** The lead as a diagnosis needs it; firstName is '' when the lead has none. */
interface LeadForDiagnosis {
  leadId: string;
  firstName: string;
}

export type DiagnosisState =
  | { status: 'loading' }
  | { status: 'lead_not_found' }
  | ({ status: 'no_instagram' } & LeadForDiagnosis)
  | ({ status: 'profile_not_found'; username: string } & LeadForDiagnosis)
  | ({ status: 'rate_limited'; username: string } & LeadForDiagnosis)
  | ({ status: 'error' } & Partial<LeadForDiagnosis>)
  | ({ status: 'ready'; profile: InstagramProfile; diagnosis: InstagramDiagnosis } & LeadForDiagnosis);

/** Lead ids are UUIDs; anything else is not worth a request. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function loadDiagnosis(
  leadId: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<DiagnosisState> {
  if (!PLAUSIBLE_ID.test(leadId)) return { status: 'lead_not_found' };
  const get = <T>(url: string) => requestJson<T>(url, { signal, fetch: fetchImpl });
  const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);
  let lead: LeadForDiagnosis;
  let username: string | null;
  try {
    const body = await get<{ firstName?: unknown; instagram?: unknown }>(
      `/api/leads/${encodeURIComponent(leadId)}`,
    );
    lead = { leadId, firstName: typeof body.firstName === 'string' ? body.firstName.trim() : '' };
    username = typeof body.instagram === 'string' && body.instagram.trim() ? body.instagram.trim() : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return statusOf(error) === 404 ? { status: 'lead_not_found' } : { status: 'error' };
  }
  if (!username) return { status: 'no_instagram', ...lead };

  try {
    const profile = await get<InstagramProfile>(
      `/api/instagram-profile?username=${encodeURIComponent(username)}`,
    );
    return { status: 'ready', profile, diagnosis: diagnoseInstagram(profile), ...lead };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (statusOf(error) === 404) return { status: 'profile_not_found', username, ...lead };
    if (statusOf(error) === 429) return { status: 'rate_limited', username, ...lead };
    return { status: 'error', ...lead };
  }
}

/** The diagnosis of the lead in the URL, and a retry for the states that may pass. */
export function useDiagnosis(leadId: string | undefined): { state: DiagnosisState; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: DiagnosisState } | null>(null);
  const key = `${leadId ?? ''}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    loadDiagnosis(leadId ?? '', controller.signal).then(
      (state) => setResult({ key, state }),
      () => {}, // aborted: the page moved on
    );
    return () => controller.abort();
  }, [leadId, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A result for an earlier id or attempt is not this one's.
  return { state: result?.key === key ? result.state : { status: 'loading' }, retry };
}
