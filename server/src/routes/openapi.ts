// GET /api/openapi.json: the public API (and the staff's launches, partners and outbound webhooks)
// described from the catalogue, for the routes this app serves.
import type { Hono } from 'hono';
import { buildOpenApiDocument } from './openapi-document.ts';
import { API_OPERATIONS } from './openapi-operations.ts';
import { PARTNER_OPERATIONS, STAFF_OPERATIONS } from './openapi-staff-operations.ts';
import { WEBHOOK_ADMIN_OPERATIONS } from './openapi-webhook-admin-operations.ts';

/**
 * Registers the route on the app itself, since the document lists the app's own routes; it is
 * built at the first request, when every route is registered.
 */
export function registerOpenApiRoute(app: Hono): void {
  let document: Record<string, unknown> | undefined;
  app.get('/api/openapi.json', (c) => {
    document ??= buildOpenApiDocument(
      [...API_OPERATIONS, ...STAFF_OPERATIONS, ...PARTNER_OPERATIONS, ...WEBHOOK_ADMIN_OPERATIONS],
      app.routes,
    );
    return c.json(document);
  });
}
