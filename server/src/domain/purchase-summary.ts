// The thank-you page's read of one purchase (GET /api/purchases/{checkoutId}): what was bought, what
// our own checkout row says was charged and how, where the payment stands, and, only once it is
// paid, the buyer's next steps with the buyers' group link from the launch settings.
import { webCalendarTemplateUrl } from '@funil/core/calendar';
import type { LaunchSettings } from '@funil/core/launch-settings';
import type {
  AccessChannel,
  PurchaseMethod,
  PurchaseStatus,
  PurchaseSummary,
} from '@funil/core/purchase-summary';
import { ticketCalendarFileName } from '@funil/core/ticket-offers';
import type { CheckoutStatus } from './ports/checkouts.ts';
import type { PurchaseSummaryStore, StoredPurchase } from './ports/purchases.ts';
import { ticketCalendarEntry } from './ticket-calendar.ts';

export interface PurchaseSummaryDeps {
  store: PurchaseSummaryStore;
  /** The launch settings now: a group link staff change reaches the next buyer at once. */
  settings: () => Promise<LaunchSettings>;
}

const STATUS: Record<CheckoutStatus, PurchaseStatus> = {
  pending: 'confirming',
  created: 'confirming',
  visited: 'confirming',
  paid: 'paid',
  // Part of it went back; the purchase stands.
  partially_refunded: 'paid',
  expired: 'not_paid',
  canceled: 'not_paid',
  failed: 'not_paid',
  refunded: 'refunded',
  chargeback: 'refunded',
  chargeback_dispute: 'refunded',
};

export function purchaseStatus(checkoutStatus: string): PurchaseStatus {
  // A status this table does not know is never taken for a payment.
  return STATUS[checkoutStatus as CheckoutStatus] ?? 'confirming';
}

/**
 * Promise only what the buyer gave (decision 0034): a lead who filled the form (or whose phone the
 * payment matched to one who had) gave a WhatsApp; a lead made from the payment page gave what that
 * page asked, the e-mail first since it is where the provider's receipt went too.
 */
export function accessChannel(buyer: StoredPurchase['buyer']): AccessChannel {
  if (!buyer.hasLead) return 'team';
  if (buyer.link === 'created') return buyer.hasEmail ? 'email' : buyer.hasPhone ? 'whatsapp' : 'team';
  return buyer.hasPhone ? 'whatsapp' : buyer.hasEmail ? 'email' : 'team';
}

export function purchaseMethod(method: string, paidBillingType: string | null): PurchaseMethod {
  if (method === 'pix' || paidBillingType === 'PIX') return 'pix';
  if (method === 'credit-card' || paidBillingType === 'CREDIT_CARD') return 'card';
  return 'pix_or_card';
}

/** Undefined for a checkout we do not have: the route answers it like a malformed id. */
export async function readPurchaseSummary(
  deps: PurchaseSummaryDeps,
  checkoutId: string,
): Promise<PurchaseSummary | undefined> {
  const stored = await deps.store.findPurchase(checkoutId);
  if (!stored) return undefined;
  const status = purchaseStatus(stored.status);
  const method = purchaseMethod(stored.method, stored.paidBillingType);
  return {
    product: stored.ticketEvent
      ? {
          kind: 'ticket',
          name: stored.offerName,
          event: {
            slug: stored.ticketEvent.slug,
            title: stored.ticketEvent.title,
            startsAt: stored.ticketEvent.startsAt,
            endsAt: stored.ticketEvent.endsAt,
            location: stored.ticketEvent.location,
            calendarPath: `/api/calendar/events/${stored.ticketEvent.slug}.ics`,
            calendarFileName: ticketCalendarFileName(stored.ticketEvent),
            webCalendarUrl: webCalendarTemplateUrl(ticketCalendarEntry(stored.ticketEvent)),
          },
        }
      : { kind: 'program', name: stored.offerName },
    amountCents: stored.amountCents,
    // A checkout from before items were kept charged its offer alone.
    items:
      stored.items.length > 0
        ? stored.items
        : [{ kind: 'main', name: stored.offerName, amountCents: stored.amountCents }],
    coupon: stored.couponCode ? { code: stored.couponCode, discountCents: stored.discountCents } : null,
    currency: stored.currency,
    method,
    installments: method === 'pix' ? 1 : stored.installments,
    status,
    nextSteps:
      status === 'paid'
        ? {
            buyersGroupUrl: (await deps.settings()).contacts.buyersGroupUrl,
            accessBy: accessChannel(stored.buyer),
          }
        : null,
  };
}
