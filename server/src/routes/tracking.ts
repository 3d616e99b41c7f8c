// POST /api/tracking/events: the tracker's send_events payload, queued for the Conversions API; events
// that report money only when the server backs them, with the server's value.
import { sendEventsSchema } from '@funil/core/tracking';
import { Hono } from 'hono';
import type { TrackingOutbox } from '../domain/ports/tracking-outbox.ts';
import type { TrackingValueStore } from '../domain/ports/tracking-values.ts';
import type { TransactionScope } from '../domain/ports/transaction-scope.ts';
import { queueTrackingEvents } from '../domain/tracking-intake.ts';
import { backEventValues } from '../domain/tracking-values.ts';
import { clientAddress } from '../http/client-address.ts';
import { errorResponse } from '../http/errors.ts';
import type { LimiterStore } from '../http/limiter-store.ts';
import { perIpRateLimit } from '../http/per-ip-rate-limit.ts';
import { readValidBody } from '../http/read-valid-body.ts';

export interface TrackingRoutesDeps {
  /** Where the per-IP counts live (limiter-store.ts). */
  limits: LimiterStore;
  /** The queue's write path (grouped commits on SQLite, see writeScope). */
  outbox: TransactionScope<TrackingOutbox>;
  /** What backs an event that reports a value (a payment, a checkout). */
  values: TrackingValueStore;
  now: () => Date;
  /** Take the client IP from X-Forwarded-For (behind our own reverse proxy only). */
  trustProxy: boolean;
  /** Posts one client IP may make per minute (the tracker sends a few per page). */
  perMinute: number;
}

export function trackingRoutes(deps: TrackingRoutesDeps): Hono {
  const limit = perIpRateLimit({
    store: deps.limits,
    name: 'eventos-de-rastreamento',
    points: deps.perMinute,
    windowSeconds: 60,
    code: 'rate_limited',
    trustProxy: deps.trustProxy,
  });
  return new Hono().post('/events', limit, async (c) => {
    // The tracker may post no-cors or by sendBeacon, both text/plain: read JSON whatever the type.
    const body = await readValidBody(c, sendEventsSchema);
    if (!body.ok) return body.response;
    const backed = await backEventValues(deps.values, body.data.events);
    if (!backed.ok) return errorResponse(c, 422, 'tracking_value_unbacked');
    const request = { ip: clientAddress(c, deps.trustProxy), userAgent: c.req.header('user-agent') };
    const accepted = await deps.outbox((outbox) =>
      queueTrackingEvents({ outbox, now: deps.now }, { ...body.data, events: backed.events }, request),
    );
    // Accepted for delivery: the Conversions API is called later, by the background sender.
    return c.json(accepted, 202);
  });
}
