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

/** What a paid purchase leads to. */
export interface PurchaseNextSteps {
  /** The buyers' WhatsApp group (launch settings); null while staff have not set it. */
  buyersGroupUrl: string | null;
  /** The access details go to the WhatsApp the buyer gave: we keep no e-mail of theirs to promise. */
  accessBy: 'whatsapp';
}

export interface PurchaseSummary {
  /** The offer bought; every checkout today is the program's ('IA NA PRÁTICA'). */
  product: { kind: 'program'; name: string };
  /** What our checkout charges, in cents (the card total for a card sale). */
  amountCents: number;
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
