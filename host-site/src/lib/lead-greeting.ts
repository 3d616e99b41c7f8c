// Pages reached by a personal link ('/{leadId}') greet the lead by first name and know its spec §4
// state (GET /api/leads/{id}): whether it came back, whether it is registered for the free call.
// The greeting is a courtesy: an unknown id, an old link or a network failure falls back to a
// generic greeting, never to an error on screen or in the console.
import { firstName } from '@funil/core/text';
import { type VisitorState, visitorState } from '@funil/core/visitor-state';
import { hasPartialLeadData } from '@funil/widgets/react';
import { useEffect, useState } from 'react';
import { requestJson } from './http.ts';

/** What GET /api/leads/{id} answers: only what a page may show. */
export interface LeadSummary {
  id: string;
  firstName: string;
  journeyStage: string;
  conversionStage: string;
  visitCount: number;
  registeredForEvent: boolean;
}

export interface LeadGreeting {
  /** Null when the lead has no name worth printing in a heading. */
  firstName: string | null;
  state: VisitorState;
}

/** Ids are UUIDs today; anything outside this shape is not worth a request. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A first name longer than this is not a name we should print in a heading. */
const MAX_FIRST_NAME = 40;

function usableFirstName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const first = firstName(value);
  return first && first.length <= MAX_FIRST_NAME ? first : null;
}

/** The lead in the link with its visitor state, or null when there is none (unknown id, error, odd answer). */
export async function fetchLeadGreeting(
  leadId: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<LeadGreeting | null> {
  if (!PLAUSIBLE_ID.test(leadId)) return null;
  try {
    const body = await requestJson<Partial<LeadSummary> | null>(`/api/leads/${encodeURIComponent(leadId)}`, {
      signal,
      fetch: fetchImpl,
    });
    if (typeof body !== 'object' || body === null) return null;
    const lead = {
      visitCount: typeof body.visitCount === 'number' ? body.visitCount : 0,
      registeredForEvent: body.registeredForEvent === true,
    };
    return {
      firstName: usableFirstName(body.firstName),
      state: visitorState({ lead, partialDataFound: hasPartialLeadData() }),
    };
  } catch {
    return null;
  }
}

/** The lead's first name, or null when there is none to show. */
export async function fetchLeadFirstName(
  leadId: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  return (await fetchLeadGreeting(leadId, signal, fetchImpl))?.firstName ?? null;
}

/** The lead of the URL, once known; null before, without an id, or on failure. */
export function useLeadGreeting(leadId: string | null | undefined): LeadGreeting | null {
  const [found, setFound] = useState<{ leadId: string; greeting: LeadGreeting | null } | null>(null);

  useEffect(() => {
    if (!leadId) return;
    const controller = new AbortController();
    fetchLeadGreeting(leadId, controller.signal).then((greeting) => {
      if (!controller.signal.aborted) setFound({ leadId, greeting });
    });
    return () => controller.abort();
  }, [leadId]);

  // An answer for a previous id (the URL changed) is not this lead's.
  return leadId && found?.leadId === leadId ? found.greeting : null;
}

/** The first name of the lead in the URL, once known; null before, without an id, or on failure. */
export function useLeadFirstName(leadId: string | null | undefined): string | null {
  return useLeadGreeting(leadId)?.firstName ?? null;
}
