// Test helper: the checkout request the payment modal sends (widgets/src/payment/checkout-request.ts).
import type { CheckoutEndpoint } from '@funil/core/checkout';
import { PROGRAM } from '@funil/core/offers';

/**
 * A single-method request for a lead (or none), with a value the server must ignore. The lead's
 * secret (leadToken) is what makes the server buy in its name (decision 0019).
 */
export function modalCheckoutRequest(
  endpoint: Exclude<CheckoutEndpoint, 'multi'>,
  leadId: string | null,
  {
    site = 'http://localhost',
    value = 1,
    leadToken,
  }: { site?: string; value?: number; leadToken?: string | undefined } = {},
) {
  const lead = leadId ? `?lead=${leadId}` : '';
  const pix = endpoint === 'pix';
  return {
    billingTypes: [pix ? 'PIX' : 'CREDIT_CARD'],
    chargeTypes: [pix ? 'DETACHED' : 'INSTALLMENT'],
    minutesToExpire: 1440,
    items: [{ name: PROGRAM.name, description: 'Programa', quantity: 1, value }],
    callback: {
      successUrl: `${site}/pagamento/sucesso${lead}`,
      cancelUrl: `${site}/ianapratica`,
      expiredUrl: `${site}/pagamento/expirado${lead}`,
    },
    externalReference: `${PROGRAM.externalReferencePrefix}${leadId ?? 1_743_508_800_000}`,
    ...(pix ? {} : { installment: { maxInstallmentCount: 12 } }),
    ...(leadToken ? { leadToken } : {}),
  };
}
