// POST /api/events/{slug}/waitlist: a lead asks for a seat of a sold-out event (issue 29). The lead's
// own capability is required, as for a registration: 403 without it, 404 for an unknown event.
import { eventSlugSchema } from '@funil/core/event';
import { waitlistJoinSchema } from '@funil/core/ticket-offers';
import { Hono } from 'hono';
import { joinWaitlist, type WaitlistDeps } from '../domain/waitlist.ts';
import { errorResponse } from '../http/errors.ts';
import { readValidBody } from '../http/read-valid-body.ts';

export function waitlistRoutes(deps: WaitlistDeps): Hono {
  return new Hono().post('/:slug/waitlist', async (c) => {
    const slug = c.req.param('slug');
    const body = await readValidBody(c, waitlistJoinSchema);
    if (!body.ok) return body.response;
    if (!eventSlugSchema.safeParse(slug).success) return errorResponse(c, 404, 'event_not_found');
    const result = await joinWaitlist(deps, slug, body.data);
    if (!result.ok) return errorResponse(c, result.error === 'lead_token_invalid' ? 403 : 404, result.error);
    c.header('cache-control', 'no-store');
    return c.json(result.value, result.value.created ? 201 : 200);
  });
}
