// Pages reached by a personal link ('/{leadId}') greet the lead by first name (GET /api/leads/{id}).
// The greeting is a courtesy: an unknown id, an old link or a network failure falls back to a
// generic greeting, never to an error on screen or in the console.
import { useEffect, useState } from 'react';

/** What GET /api/leads/{id} answers: only what a page may show. */
export interface LeadSummary {
  id: string;
  firstName: string;
  journeyStage: string;
  conversionStage: string;
}

/** Ids are UUIDs today; anything outside this shape is not worth a request. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A first name longer than this is not a name we should print in a heading. */
const MAX_FIRST_NAME = 40;

/** The lead's first name, or null when there is none to show (unknown id, error, odd answer). */
export async function fetchLeadFirstName(
  leadId: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  if (!PLAUSIBLE_ID.test(leadId)) return null;
  try {
    const response = await fetchImpl(`/api/leads/${encodeURIComponent(leadId)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const firstName = (body as Partial<LeadSummary> | null)?.firstName;
    if (typeof firstName !== 'string') return null;
    const trimmed = firstName.trim().split(/\s+/)[0] ?? '';
    return trimmed && trimmed.length <= MAX_FIRST_NAME ? trimmed : null;
  } catch {
    return null;
  }
}

/** The first name of the lead in the URL, once known; null before, without an id, or on failure. */
export function useLeadFirstName(leadId: string | null | undefined): string | null {
  const [found, setFound] = useState<{ leadId: string; firstName: string | null } | null>(null);

  useEffect(() => {
    if (!leadId) return;
    const controller = new AbortController();
    fetchLeadFirstName(leadId, controller.signal).then((firstName) => {
      if (!controller.signal.aborted) setFound({ leadId, firstName });
    });
    return () => controller.abort();
  }, [leadId]);

  // An answer for a previous id (the URL changed) is not this lead's name.
  return leadId && found?.leadId === leadId ? found.firstName : null;
}
