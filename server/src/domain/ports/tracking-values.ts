// The amounts the server backs a tracked value event with (storage/tracking-values-repository.ts).
/** What the server itself says a value is worth: integer cents and the currency. */
export interface BackedValue {
  cents: number;
  currency: string;
}

export interface TrackingValueStore {
  /**
   * The value of the server's own queued Purchase with this event id (the webhook queues it when a
   * payment is confirmed; the thank-you page reuses its id for the browser's copy).
   */
  serverPurchaseValue(eventName: string, eventId: string): Promise<BackedValue | undefined>;
  /** The value of the lead's newest checkout that reached the payment provider. */
  leadCheckoutValue(leadId: string): Promise<BackedValue | undefined>;
}
