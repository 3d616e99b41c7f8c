// What the payment modal posts for PIX (spec §3, core's one builder), with a price the server must
// ignore; the lead's secret makes the checkout its own (decision 0019). Answers the sandbox checkout's link.
import { buildCheckoutRequest } from '@funil/core/checkout-request';
import { type APIRequestContext, expect } from '@playwright/test';
import { SERVER_ORIGIN } from './env.ts';
import type { SavedLead } from './saved-lead.ts';

/** `ticket`: a ticket's code (GET /api/offers) bought instead of the program. */
export async function pixCheckoutLink(
  request: APIRequestContext,
  lead: SavedLead,
  ticket?: string,
): Promise<string> {
  const res = await request.post('/api/payments/pix', {
    headers: { 'X-Request-Id': `frontend_${lead.id}` },
    data: buildCheckoutRequest('pix', {
      leadId: lead.id,
      leadToken: lead.token,
      siteOrigin: SERVER_ORIGIN,
      currentUrl: `${SERVER_ORIGIN}/ianapratica`,
      program: { pixPriceCents: 100, cardTotalCents: 100, cardInstallments: 12 },
      ticket: ticket ? { code: ticket, name: 'Ingresso', priceCents: 100 } : undefined,
    }),
  });
  expect(res.status()).toBe(200);
  return (await res.json()).link;
}
