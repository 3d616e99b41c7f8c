// GET /api/purchases/{checkoutId}: what the thank-you page may say about one purchase. The checkout
// id (a random UUID the success link names) is the capability; the answer names no buyer.

/**
 * - paid: the money arrived (also after a partial refund): the buyer's next steps follow.
 * - confirming: the checkout is open; the provider may send the buyer back a moment before its
 *   payment webhook reaches us.
 * - not_paid: it expired, was cancelled or failed; nothing was charged.
 * - refunded: it was paid, then refunded in full or contested at the bank (chargeback).
 */
export const PURCHASE_STATUSES = ['paid', 'confirming', 'not_paid', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** How the buyer paid: 'pix_or_card' only while a checkout that offered both is not paid yet. */
export const PURCHASE_METHODS = ['pix', 'card', 'pix_or_card'] as const;
export type PurchaseMethod = (typeof PURCHASE_METHODS)[number];

/**
 * How the access details reach the buyer, from what the buyer gave us (decision 0034):
 * - whatsapp: a WhatsApp number the buyer gave (the lead form, or the payment page without an e-mail);
 * - email: the e-mail a buyer who skipped the lead form gave on the payment page;
 * - team: nothing to reach them by is known yet: the page asks them to talk to the team.
 */
export const ACCESS_CHANNELS = ['whatsapp', 'email', 'team'] as const;
export type AccessChannel = (typeof ACCESS_CHANNELS)[number];

/** What a paid purchase leads to. */
export interface PurchaseNextSteps {
  /** The buyers' WhatsApp group (launch settings); null while staff have not set it. */
  buyersGroupUrl: string | null;
  /** Where the access details go; never the address itself (the link is the only key). */
  accessBy: AccessChannel;
}

/** The event a ticket admits to, as the thank-you page dates it and adds it to a calendar. */
export interface PurchasedEvent {
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
  /** The .ics the server serves for it (GET /api/calendar/events/{slug}.ics). */
  calendarPath: string;
  /** The file's name: imersao-ia-na-pratica.ics for the immersion, else the event's slug. */
  calendarFileName: string;
  /** A Google Calendar template link with the event filled in. */
  webCalendarUrl: string;
}

export interface PurchaseSummary {
  /** The offer bought: the program ('IA NA PRÁTICA') or a ticket for one of the launch's events. */
  product: { kind: 'program'; name: string } | { kind: 'ticket'; name: string; event: PurchasedEvent };
  /** What our checkout charges, in cents (the card total for a card sale): every item, after the coupon. */
  amountCents: number;
  /**
   * Every item charged, the main offer first, then each order bump (issue 30); one item for a
   * checkout from before items were kept.
   */
  items: { kind: 'main' | 'bump'; name: string; amountCents: number }[];
  /** The coupon applied and what it took off; null without one. */
  coupon: { code: string; discountCents: number } | null;
  currency: string;
  method: PurchaseMethod;
  /** For a card sale, the installments chosen (1 for PIX); null while the provider has not said. */
  installments: number | null;
  status: PurchaseStatus;
  /** Only for a paid purchase. */
  nextSteps: PurchaseNextSteps | null;
}

export function purchaseSummaryPath(checkoutId: string): string {
  return `/api/purchases/${encodeURIComponent(checkoutId)}`;
}
