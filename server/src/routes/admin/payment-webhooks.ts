// /api/admin/payment-webhooks, admins only: the payment webhooks received, the ones to look at first.
import { webhookLogQuerySchema } from '@funil/core/payment-webhook-log';
import { Hono } from 'hono';
import type { WebhookLogReader } from '../../domain/ports/staff-records.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { validate } from '../../http/read-valid-body.ts';

export interface PaymentWebhooksRoutesDeps {
  webhookLog: WebhookLogReader;
}

export function paymentWebhooksRoutes(deps: PaymentWebhooksRoutesDeps): Hono<AdminEnv> {
  const log = deps.webhookLog;
  return new Hono<AdminEnv>().use(adminOnly).get('/', async (c) => {
    const query = validate(c, webhookLogQuerySchema, c.req.query());
    if (!query.ok) return query.response;
    const { filter, page, pageSize } = query.data;
    const result = await log.list(filter, { limit: pageSize, offset: (page - 1) * pageSize });
    return c.json({ ...result, page, pageSize, filter });
  });
}
