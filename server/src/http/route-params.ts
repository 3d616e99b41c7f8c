// Route parameters checked once, at the edge, before any route reads them: a value that cannot name
// anything (not a UUID, NUL, a megabyte) answers the route's 404 and never reaches a query, where
// PostgreSQL refused a NUL with a 500 (issue 27, reproduction 8).
import { CHECKOUT_ENDPOINTS } from '@funil/core/checkout';
import type { ErrorCode } from '@funil/core/errors';
import { eventSlugSchema } from '@funil/core/event';
import { isLeadId } from '@funil/core/lead-id';
import { PARTNER_CODE_MAX_LENGTH, PARTNER_CODE_PATTERN } from '@funil/core/partner-code';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { errorResponse } from './errors.ts';

/** What a parameter may be, by its name in the route's path. */
export const PARAM_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  // Every row id the API names is a UUID: leads, checkouts (a buyer is one or the other), events,
  // registrations, cadences.
  id: isLeadId,
  leadId: isLeadId,
  checkoutId: isLeadId,
  buyerId: isLeadId,
  slug: (value) => eventSlugSchema.safeParse(value).success,
  // An event's calendar file: its slug and '.ics'.
  calendarFile: (value) => value.endsWith('.ics') && eventSlugSchema.safeParse(value.slice(0, -4)).success,
  code: (value) => value.length <= PARTNER_CODE_MAX_LENGTH && PARTNER_CODE_PATTERN.test(value),
  endpoint: (value) => (CHECKOUT_ENDPOINTS as readonly string[]).includes(value),
};

/**
 * The 404 each route answers for something it does not know, so a malformed value is answered
 * exactly like a well-formed unknown one; the first prefix of the route's path that matches.
 */
const NOT_FOUND_CODES: readonly (readonly [string, ErrorCode])[] = [
  ['/api/leads/', 'lead_not_found'],
  ['/api/events/', 'event_not_found'],
  ['/api/calendar/events/', 'event_not_found'],
  ['/api/partners/', 'partner_not_found'],
  ['/api/purchases/:checkoutId/browser-event', 'purchase_not_found'],
  ['/api/purchases/', 'purchase_unknown'],
  ['/api/admin/leads/', 'staff_lead_not_found'],
  ['/api/admin/privacy/leads/', 'staff_lead_not_found'],
  ['/api/admin/whatsapp/leads/', 'staff_lead_not_found'],
  ['/api/admin/whatsapp/cadences/', 'cadence_not_found'],
  ['/api/admin/partners/', 'staff_partner_not_found'],
  ['/api/admin/customer-success/', 'buyer_not_found'],
  ['/api/admin/debriefing/events/', 'event_not_found'],
  ['/api/admin/debriefing/registrations/', 'registration_not_found'],
  ['/api/admin/webhooks/deliveries/', 'webhook_delivery_not_found'],
  ['/api/admin/webhooks/', 'webhook_endpoint_not_found'],
];

/** The names in a route's path (`/api/leads/:id` → id), a `{regex}` suffix left out. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/**
 * Runs before the routes: reads the parameters of the route that will answer (the first matched
 * one registered for a method, not a middleware) and answers its 404 when one breaks its rule. A
 * name without a rule is refused too, so a new route cannot skip the check; route-params.test.ts
 * lists every route and says which name needs one.
 */
export function routeParams(): MiddlewareHandler {
  return async (c, next) => {
    const routes = matchedRoutes(c);
    const answering = routes.findIndex((route, index) => index > c.req.routeIndex && route.method !== 'ALL');
    const path = routes[answering]?.path;
    if (path === undefined || !path.includes(':')) return next();
    const own = c.req.routeIndex;
    // c.req.param() reads the parameters of the route at routeIndex, as Hono's dispatch sets it.
    c.req.routeIndex = answering;
    const params = c.req.param() as Record<string, string>;
    c.req.routeIndex = own;
    for (const name of paramNames(path)) {
      const rule = PARAM_RULES[name];
      const value = params[name];
      if (rule === undefined || value === undefined || !rule(value)) {
        // Like the routes' own 404s: a thing that may exist a moment later is never cached (the
        // purchases' answers, personal, say so too).
        c.header('cache-control', path.startsWith('/api/purchases/') ? 'private, no-store' : 'no-store');
        return errorResponse(c, 404, notFoundCode(path));
      }
    }
    return next();
  };
}

function notFoundCode(path: string): ErrorCode {
  return NOT_FOUND_CODES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'not_found';
}
