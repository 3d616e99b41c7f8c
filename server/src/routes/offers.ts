// GET /api/offers: the tickets of the current launch (or a published one, ?launch=slug) with their
// seats left, so a page sells a ticket while it has seats and offers the waitlist once it has none.
// Never cached: a seat sold a second ago is gone.
import { launchSlugSchema } from '@funil/core/launches';
import type { PublicOffers } from '@funil/core/ticket-offers';
import { Hono } from 'hono';
import type { LaunchSettingsReader } from '../domain/ports/launch-settings.ts';
import type { PublicTicketsStore } from '../domain/ports/tickets.ts';
import { errorResponse } from '../http/errors.ts';

export interface OffersRoutesDeps {
  launches: LaunchSettingsReader;
  tickets: PublicTicketsStore;
  now: () => Date;
}

export function offersRoutes(deps: OffersRoutesDeps): Hono {
  return new Hono().get('/', async (c) => {
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
