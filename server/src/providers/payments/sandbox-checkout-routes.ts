// /sandbox/checkout/{id}?key=…: pays, expires or cancels a sandbox checkout by sending our own Asaas-shaped
// webhook. Only the link's holder may act (its key), and only from the page itself (same origin).
import { ERRORS } from '@funil/core/errors';
import { type Context, Hono } from 'hono';
import type { ProviderCheckoutRequest } from '../../domain/ports/payments.ts';
import { errorResponse } from '../../http/errors.ts';
import { isSameOriginPost } from '../../http/same-origin-post.ts';
import { sandboxCheckoutPage, sandboxMessagePage } from './sandbox-checkout-page.ts';
import { keyedRecord, sandboxPageHeaders } from './sandbox-keyed-page.ts';
import { fakePixCode } from './sandbox-pix-code.ts';
import {
  SANDBOX_ID,
  SANDBOX_KEY_PARAM,
  type SandboxCustomer,
  type SandboxProvider,
  type SandboxSession,
  sandboxLink,
} from './sandbox-provider.ts';

export interface SandboxCheckoutDeps {
  sandbox: SandboxProvider;
  /** Delivers one webhook body to /api/webhooks/asaas with the configured token; answers its status. */
  sendWebhook: (body: unknown) => Promise<number>;
  markVisited: (providerCheckoutId: string, time: string) => Promise<void>;
  now: () => Date;
  /** This site's public origin, accepted as the page's own besides the request's. */
  publicOrigin: string;
}

type Outcome = 'approve' | 'expire' | 'cancel';

const NOT_FOUND_TITLE = 'Checkout de teste não encontrado';
const NOT_FOUND_TEXT = 'Este link de teste não existe ou está incompleto. Volte e gere um novo pagamento.';

export function sandboxCheckoutRoutes(deps: SandboxCheckoutDeps): Hono {
  const unlock = keyedRecord(SANDBOX_ID, (id) => deps.sandbox.session(id));
  return new Hono()
    .use(sandboxPageHeaders)
    .get('/:id', async (c) => {
      const session = await unlock(c.req.param('id'), c.req.query(SANDBOX_KEY_PARAM));
      if (!session) return c.html(sandboxMessagePage(NOT_FOUND_TITLE, NOT_FOUND_TEXT), 404);
      if (session.status === 'ACTIVE') await deps.markVisited(session.id, deps.now().toISOString());
      return c.html(sandboxCheckoutPage(session, fakePixCode(session.id, totalCents(session.request))));
    })
    .post('/:id/:outcome{approve|expire|cancel}', async (c) => {
      // A cross-site form carrying a leaked link is refused before anything is read or sent.
      if (!isSameOriginPost(c, deps.publicOrigin)) {
        return refusal(c, 403, 'sandbox_cross_site', 'Pedido de outro site recusado');
      }
      const form = await c.req.parseBody();
      const session = await unlock(c.req.param('id'), form[SANDBOX_KEY_PARAM]);
      if (!session) return refusal(c, 404, 'not_found', NOT_FOUND_TITLE, NOT_FOUND_TEXT);
      const outcome = c.req.param('outcome') as Outcome;
      if (session.status !== 'ACTIVE') return c.redirect(sandboxLink('', session), 303);
      const customerId =
        outcome === 'approve' ? await deps.sandbox.recordCustomer(session.id, customerOf(form)) : null;
      const events = await webhookEvents(
        session,
        outcome,
        form,
        deps.now(),
        deps.sandbox.openInstallmentPlan,
        customerId,
      );
      for (const event of events) {
        const status = await deps.sendWebhook(event);
        if (status !== 200) {
          return c.html(
            sandboxMessagePage(
              'Falha no webhook de teste',
              `O servidor respondeu ${status} ao webhook. Tente de novo.`,
            ),
            502,
          );
        }
      }
      await deps.sandbox.settle(
        session.id,
        outcome === 'approve' ? 'PAID' : outcome === 'expire' ? 'EXPIRED' : 'CANCELED',
      );
      const { callback } = session.request;
      const target =
        outcome === 'approve'
          ? callback.successUrl
          : outcome === 'expire'
            ? callback.expiredUrl
            : callback.cancelUrl;
      return c.redirect(target, 303);
    });
}

/** What the buyer typed on the page, kept as the provider's customer (cleaned when it becomes a lead). */
function customerOf(form: Record<string, unknown>): SandboxCustomer {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 254) : '');
  return { name: text(form.buyer_name), email: text(form.buyer_email), phone: text(form.buyer_phone) };
}

/** A person's browser gets the page in Portuguese; a program gets the usual JSON error. */
export function refusal(
  c: Context,
  status: 403 | 404,
  code: 'sandbox_cross_site' | 'not_found',
  title: string,
  message: string = ERRORS[code],
): Response | Promise<Response> {
  if (c.req.header('accept')?.includes('text/html'))
    return c.html(sandboxMessagePage(title, message), status);
  return errorResponse(c, status, code, message);
}

function totalCents(request: ProviderCheckoutRequest): number {
  return Math.round(request.items.reduce((sum, item) => sum + item.value * item.quantity, 0) * 100);
}

/** Asaas's date format in its webhooks: 'YYYY-MM-DD HH:mm:ss'. */
function asaasDate(time: Date): string {
  return time.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * What Asaas sends: for a payment, the payment events and then CHECKOUT_PAID (all must give one
 * purchase); for the other outcomes, the checkout event alone. A card sale split into installments
 * is an installment plan with one payment per installment, each carrying the plan's id and not its
 * count (Asaas's payments have no installmentCount): the count is read from the plan.
 */
export async function webhookEvents(
  session: SandboxSession,
  outcome: Outcome,
  form: Record<string, unknown>,
  now: Date,
  openInstallmentPlan: (count: number) => Promise<string>,
  /** The payments' customer (Asaas names one on every payment), null when none was recorded. */
  customerId: string | null = null,
): Promise<unknown[]> {
  const { request } = session;
  const eventId = () => `evt_sbx_${crypto.randomUUID().replaceAll('-', '')}`;
  const checkout = (status: string) => ({
    object: 'checkout',
    id: session.id,
    status,
    minutesToExpire: request.minutesToExpire,
    billingTypes: request.billingTypes,
    chargeTypes: request.chargeTypes,
    callback: request.callback,
    items: request.items,
    installment: request.installment ?? null,
    customerData: request.customerData ?? null,
    externalReference: request.externalReference,
  });
  const base = { dateCreated: asaasDate(now), account: { id: 'sandbox' } };
  if (outcome === 'expire')
    return [{ id: eventId(), event: 'CHECKOUT_EXPIRED', ...base, checkout: checkout('EXPIRED') }];
  if (outcome === 'cancel')
    return [{ id: eventId(), event: 'CHECKOUT_CANCELED', ...base, checkout: checkout('CANCELED') }];

  const pix = form.method !== 'CREDIT_CARD' || !request.billingTypes.includes('CREDIT_CARD');
  const count = pix
    ? 1
    : chosenInstallments(form.installments, request.installment?.maxInstallmentCount ?? 1);
  const plan = count > 1 ? await openInstallmentPlan(count) : null;
  const total = totalCents(request);
  const payments = Array.from({ length: count }, (_, index) => ({
    object: 'payment',
    id: `pay_sbx_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`,
    checkoutSession: session.id,
    customer: customerId,
    installment: plan,
    installmentNumber: plan ? index + 1 : null,
    value: installmentCents(total, count, index) / 100,
    billingType: pix ? 'PIX' : 'CREDIT_CARD',
    status: pix ? 'RECEIVED' : 'CONFIRMED',
    externalReference: request.externalReference,
    confirmedDate: asaasDate(now).slice(0, 10),
  }));
  return [
    ...payments.map((payment) => ({
      id: eventId(),
      event: pix ? 'PAYMENT_RECEIVED' : 'PAYMENT_CONFIRMED',
      ...base,
      payment,
    })),
    { id: eventId(), event: 'CHECKOUT_PAID', ...base, checkout: checkout('PAID') },
  ];
}

/** The buyer's choice when it is one the checkout offers, else the checkout's most. */
function chosenInstallments(value: unknown, max: number): number {
  const chosen = Number(value);
  return Number.isInteger(chosen) && chosen >= 1 && chosen <= max ? chosen : max;
}

/** Equal installments in cents, the last one taking what rounding left over. */
export function installmentCents(totalCents: number, count: number, index: number): number {
  const each = Math.floor(totalCents / count);
  return index === count - 1 ? totalCents - each * (count - 1) : each;
}
