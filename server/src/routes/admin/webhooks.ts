// /api/admin/webhooks, admins only (reads too): the producer's outbound webhook endpoints (issue 31),
// added with their signing secret shown once, deleted, their deliveries and tries, a test event, a
// resend. The sender job delivers what these routes queue.
import { ERRORS } from '@funil/core/errors';
import { TEST_EVENT_TYPE } from '@funil/core/outbound-events';
import {
  TEST_EVENT_DATA,
  webhookDeliveriesQuerySchema,
  webhookEndpointCreateSchema,
} from '@funil/core/webhook-admin';
import { Hono } from 'hono';
import { newOutboundEventId } from '../../domain/outbound-event.ts';
import { newWebhookSecret } from '../../domain/outbound-webhooks/webhook-secret.ts';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { CheckWebhookUrl, WebhookUrlRefusal } from '../../domain/ports/webhook-deliveries.ts';
import type { WebhookEndpointsStore } from '../../domain/ports/webhook-endpoints.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';
import { readValidBody, validate } from '../../http/read-valid-body.ts';

export interface AdminWebhooksDeps {
  webhookEndpoints: WebhookEndpointsStore;
  logger: DomainLogger;
  now: () => Date;
  /**
   * Whether a new endpoint's address may be sent to (providers/webhooks/webhook-url-check.ts: public
   * addresses, or a host:port WEBHOOKS_ALLOWED_PRIVATE_HOSTS lists).
   */
  webhookUrlCheck: CheckWebhookUrl;
}

/** The catalogue's code for each reason the address check gives. */
const URL_REFUSALS: Record<
  WebhookUrlRefusal,
  'webhook_url_invalid' | 'webhook_url_not_public' | 'webhook_url_unresolved'
> = {
  invalid_url: 'webhook_url_invalid',
  https_required: 'webhook_url_invalid',
  credentials_in_url: 'webhook_url_invalid',
  unresolvable: 'webhook_url_unresolved',
  address_refused: 'webhook_url_not_public',
};

export function adminWebhooksRoutes(deps: AdminWebhooksDeps): Hono<AdminEnv> {
  const store = deps.webhookEndpoints;
  const checkUrl = deps.webhookUrlCheck;

  return new Hono<AdminEnv>()
    .use(adminOnly)
    .get('/', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ endpoints: await store.listEndpoints() });
    })
    .post('/', async (c) => {
      const body = await readValidBody(c, webhookEndpointCreateSchema);
      if (!body.ok) return body.response;
      const checked = await checkUrl(body.data.url);
      if (!checked.ok) {
        const code = URL_REFUSALS[checked.reason];
        return errorResponse(c, 400, code, undefined, { url: ERRORS[code] });
      }
      const id = crypto.randomUUID();
      const secret = newWebhookSecret();
      const staff = c.get('staff').email;
      await store.insertEndpoint({
        id,
        ...body.data,
        secret,
        createdBy: staff,
        time: deps.now().toISOString(),
      });
      deps.logger.info(
        { endpoint: id, url: body.data.url, events: body.data.events, staff },
        'Webhook de saída criado',
      );
      // The one answer that carries the secret: never cached, never listed again.
      c.header('cache-control', 'no-store');
      return c.json({ id, secret }, 201);
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      const time = deps.now().toISOString();
      if (!(await store.deleteEndpoint(id, time))) return errorResponse(c, 404, 'webhook_endpoint_not_found');
      deps.logger.info({ endpoint: id, staff: c.get('staff').email }, 'Webhook de saída excluído');
      return c.json({ id, deletedAt: time });
    })
    .get('/:id/deliveries', async (c) => {
      const query = validate(c, webhookDeliveriesQuerySchema, c.req.query());
      if (!query.ok) return query.response;
      const endpoint = await store.findEndpoint(c.req.param('id'));
      if (!endpoint) return errorResponse(c, 404, 'webhook_endpoint_not_found');
      const { page, pageSize } = query.data;
      const result = await store.listDeliveries(endpoint.id, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      c.header('cache-control', 'no-store');
      return c.json({ endpoint, ...result, page, pageSize });
    })
    .post('/:id/test', async (c) => {
      const endpoint = await store.findEndpoint(c.req.param('id'));
      if (!endpoint) return errorResponse(c, 404, 'webhook_endpoint_not_found');
      if (endpoint.state === 'disabled') return errorResponse(c, 409, 'webhook_endpoint_disabled');
      const time = deps.now().toISOString();
      const eventId = newOutboundEventId();
      const deliveryId = crypto.randomUUID();
      await store.queueTestEvent({
        event: {
          id: eventId,
          type: TEST_EVENT_TYPE,
          payload: JSON.stringify({ type: TEST_EVENT_TYPE, timestamp: time, data: TEST_EVENT_DATA }),
          occurred_at: time,
        },
        deliveryId,
        endpointId: endpoint.id,
        time,
      });
      deps.logger.info(
        { endpoint: endpoint.id, event: eventId, staff: c.get('staff').email },
        'Evento de teste enfileirado',
      );
      return c.json({ deliveryId, eventId }, 202);
    })
    .post('/deliveries/:id/resend', async (c) => {
      const delivery = await store.findDelivery(c.req.param('id'));
      if (!delivery) return errorResponse(c, 404, 'webhook_delivery_not_found');
      if (delivery.endpointDisabled) return errorResponse(c, 409, 'webhook_endpoint_disabled');
      if (!(await store.resendDelivery(delivery.id, deps.now().toISOString()))) {
        return errorResponse(c, 404, 'webhook_delivery_not_found');
      }
      deps.logger.info(
        { endpoint: delivery.endpointId, delivery: delivery.id, staff: c.get('staff').email },
        'Entrega de webhook reenviada',
      );
      return c.json({ deliveryId: delivery.id }, 202);
    });
}
