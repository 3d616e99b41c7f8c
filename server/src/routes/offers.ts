// GET /api/offers: the tickets of the current launch (or a published one, ?launch=slug) with their
// seats left, so a page sells a ticket while it has seats and offers the waitlist once it has none.
// Never cached: a seat sold a second ago is gone.
import { launchSlugSchema } from '@funil/core/launches';
import type { PublicOffers } from '@funil/core/ticket-offers';
import { Hono } from 'hono';
import type { QuoteResult } from '../domain/offer-quote.ts';
import type { LaunchSettingsReader } from '../domain/ports/launch-settings.ts';
import type { PublicTicketsStore } from '../domain/ports/tickets.ts';
import { errorResponse } from '../http/errors.ts';

export interface OffersRoutesDeps {
  launches: LaunchSettingsReader;
  tickets: PublicTicketsStore;
  now: () => Date;
  /** What an offer of the current launch costs now (domain/offer-quote.ts). */
  quote: (input: { offer?: string | undefined; coupon?: string | undefined }) => Promise<QuoteResult>;
}

/** A code as checkouts take it: lower-case words joined by hyphens. */
const OFFER_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function offersRoutes(deps: OffersRoutesDeps): Hono {
  return new Hono()
    .get('/quote', async (c) => {
      // GET /api/offers/quote?offer=&cupom=: the price a checkout created now would charge, with the
      // coupon's reason when it cannot be used. Never cached: batches and coupons move.
      const offer = c.req.query('offer') || undefined;
      const coupon = c.req.query('cupom')?.slice(0, 60) || undefined;
      c.header('cache-control', 'no-store');
      if (offer !== undefined && (offer.length > 140 || !OFFER_CODE.test(offer))) {
        return errorResponse(c, 404, 'offer_unavailable');
      }
      const result = await deps.quote({ offer, coupon });
      if (result.ok) return c.json(result.quote);
      return errorResponse(c, result.error === 'offer_closed' ? 409 : 404, result.error);
    })
    .get('/', async (c) => {
      const slug = c.req.query('launch');
      const stored =
        slug === undefined
          ? await deps.launches.read()
          : launchSlugSchema.safeParse(slug).success
            ? await deps.launches.readPublished(slug)
            : undefined;
      if (!stored) return errorResponse(c, 404, 'launch_not_found');
      const body: PublicOffers = {
        launch: stored.launch.slug,
        tickets: await deps.tickets.publicTickets(stored.launch.id, deps.now().toISOString()),
      };
      c.header('cache-control', 'no-store');
      return c.json(body);
    });
}
