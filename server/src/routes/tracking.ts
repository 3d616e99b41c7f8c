// POST /api/tracking/events: the tracker's send_events payload, queued for the Conversions API.
import { sendEventsSchema } from '@funil/core/tracking';
import { Hono } from 'hono';
import { queueTrackingEvents } from '../domain/tracking-intake.ts';
import { clientAddress } from '../http/client-address.ts';
import { perIpRateLimit } from '../http/per-ip-rate-limit.ts';
import { readValidBody } from '../http/read-valid-body.ts';
import type { TransactionScope } from '../storage/group-commit.ts';
import type { TrackingOutbox } from '../storage/tracking-events-repository.ts';

export interface TrackingRoutesDeps {
  /** The queue's write path (grouped commits on SQLite, see writeScope). */
  outbox: TransactionScope<TrackingOutbox>;
  now: () => Date;
  /** Take the client IP from X-Forwarded-For (behind our own reverse proxy only). */
  trustProxy: boolean;
  /** Posts one client IP may make per minute (the tracker sends a few per page). */
  perMinute: number;
}

export function trackingRoutes(deps: TrackingRoutesDeps): Hono {
  const limit = perIpRateLimit({
    points: deps.perMinute,
    windowSeconds: 60,
    code: 'rate_limited',
    trustProxy: deps.trustProxy,
  });
  return new Hono().post('/events', limit, async (c) => {
    // The tracker may post no-cors or by sendBeacon, both text/plain: read JSON whatever the type.
    const body = await readValidBody(c, sendEventsSchema);
    if (!body.ok) return body.response;
    const request = { ip: clientAddress(c, deps.trustProxy), userAgent: c.req.header('user-agent') };
    const accepted = await deps.outbox((outbox) =>
      queueTrackingEvents({ outbox, now: deps.now }, body.data, request),
    );
    // Accepted for delivery: the Conversions API is called later, by the background sender.
    return c.json(accepted, 202);
  });
}
