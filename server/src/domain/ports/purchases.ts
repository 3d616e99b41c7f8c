// The buyer's purchase as the thank-you page and the browser's Purchase read it
// (storage/purchase-summary-repository.ts and browser-purchase-repository.ts implement it).
export interface BrowserPurchaseStore {
  /** The payload of a queued Conversions API event, by its name and id. */
  queuedEventPayload(eventName: string, eventId: string): Promise<string | undefined>;
  /** Marks the checkout's browser Purchase as claimed; false when a browser claimed it before. */
  claimBrowserPurchase(checkoutId: string, time: string): Promise<boolean>;
}

/** One checkout as the store reads it: no lead, no buyer, nothing about a person. */
export interface StoredPurchase {
  offerName: string;
  /** The event a ticket admits to; null for the program. */
  ticketEvent: {
    slug: string;
    kind: string;
    title: string;
    description: string;
    startsAt: string;
    endsAt: string;
    location: string;
  } | null;
  /** Our checkout's endpoint: 'pix', 'credit-card' or 'multi' (PIX or card on the provider's page). */
  method: string;
  amountCents: number;
  currency: string;
  status: string;
  installments: number | null;
  /** For a 'multi' checkout, the billing type its payment event named ('PIX', 'CREDIT_CARD'). */
  paidBillingType: string | null;
  /** What it charged, line by line (checkout_items); empty for a checkout from before items. */
  items: { kind: 'main' | 'bump'; name: string; amountCents: number }[];
  couponCode: string | null;
  discountCents: number;
  /** Who bought, as far as the channel goes: never their contacts themselves. */
  buyer: {
    /** The checkout has a lead (from the form, or made from the provider's customer). */
    hasLead: boolean;
    /** How a buyer without the lead form became the lead (checkouts.buyer_link), else null. */
    link: string | null;
    hasPhone: boolean;
    hasEmail: boolean;
  };
}

export interface PurchaseSummaryStore {
  findPurchase(checkoutId: string): Promise<StoredPurchase | undefined>;
}
