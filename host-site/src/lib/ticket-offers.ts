// The launch's tickets with their seats left (GET /api/offers), read when the page opens and again
// when asked (after a checkout was refused as sold out), and the waitlist join of a sold-out event
// (POST /api/events/{slug}/waitlist) with the capability this browser's lead save left.
import type { PublicOffers, PublicTicketOffer, WaitlistJoined } from '@funil/core/ticket-offers';
import { readLeadCapability } from '@funil/widgets/react';
import { useCallback, useEffect, useState } from 'react';
import { requestJson } from './http.ts';
import { previewedLaunch } from './launch-preview.ts';

export type TicketsRead = { state: 'loading' } | { state: 'ready'; tickets: PublicTicketOffer[] };

export function useTicketOffers(): TicketsRead & { reload: () => void } {
  const [read, setRead] = useState<TicketsRead>({ state: 'loading' });
  const load = useCallback((signal?: AbortSignal) => {
    // A staff preview of a draft sells nothing: the page shows the draft's own words only.
    if (previewedLaunch()) {
      setRead({ state: 'ready', tickets: [] });
      return;
    }
    requestJson<PublicOffers>('/api/offers', { signal })
      .then((offers) => setRead({ state: 'ready', tickets: offers.tickets }))
      // Without the offers the page stays as it was before tickets: its waitlist.
      .catch(() => {
        if (!signal?.aborted) setRead({ state: 'ready', tickets: [] });
      });
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  const reload = useCallback(() => load(), [load]);
  return { ...read, reload };
}

/** The ticket for the launch's event of this kind ('immersion'), if it sells one. */
export function ticketFor(read: TicketsRead, kind: string): PublicTicketOffer | undefined {
  return read.state === 'ready' ? read.tickets.find((ticket) => ticket.event.kind === kind) : undefined;
}

/** Puts this browser's lead on the event's waitlist; throws ApiError when refused. */
export function joinWaitlist(eventSlug: string): Promise<WaitlistJoined> {
  const own = readLeadCapability();
  return requestJson<WaitlistJoined>(`/api/events/${encodeURIComponent(eventSlug)}/waitlist`, {
    method: 'POST',
    body: { leadId: own?.leadId ?? '', leadToken: own?.leadToken },
  });
}
