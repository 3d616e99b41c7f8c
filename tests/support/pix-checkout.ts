// What the payment modal posts for PIX (spec §3), with a price the server must ignore; the lead's
// secret makes the checkout its own (decision 0019). Answers the sandbox checkout's link.
import { type APIRequestContext, expect } from '@playwright/test';
import { SERVER_ORIGIN } from './env.ts';
import type { SavedLead } from './saved-lead.ts';

export async function pixCheckoutLink(request: APIRequestContext, lead: SavedLead): Promise<string> {
  const res = await request.post('/api/payments/pix', {
    headers: { 'X-Request-Id': `frontend_${lead.id}` },
    data: {
      billingTypes: ['PIX'],
      chargeTypes: ['DETACHED'],
      minutesToExpire: 1440,
      items: [
        { name: 'IA NA PRÁTICA', description: 'Programa IA NA PRÁTICA - PIX à vista', quantity: 1, value: 1 },
      ],
      callback: {
        successUrl: `${SERVER_ORIGIN}/pagamento/sucesso?lead=${lead.id}`,
        cancelUrl: `${SERVER_ORIGIN}/ianapratica`,
        expiredUrl: `${SERVER_ORIGIN}/pagamento/expirado?lead=${lead.id}`,
      },
      externalReference: `PROGRAMAIANAPRATICA_${lead.id}`,
      leadToken: lead.token,
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).link;
}
