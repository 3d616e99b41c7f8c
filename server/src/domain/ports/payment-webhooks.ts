// What a payment provider's webhook reads and writes inside its one transaction
// (storage/checkouts-repository.ts implements it; app.ts wires the scope).
import type { ProviderEventProblem } from '@funil/core/payment-webhook';
import type { LeadAdConsent } from './ad-consent.ts';
import type { CheckoutAttributionColumns, CheckoutStatus, StoredCheckout } from './checkouts.ts';
import type { CommissionLedgerStore } from './commissions.ts';
import type { NewTrackingEvent } from './tracking-outbox.ts';

export interface RecordedEvent {
  id: string;
  provider: string;
  provider_event_id: string;
  event_type: string;
  payload: string;
  received_at: string;
  /** The provider's payment id, when the event names a payment. */
  provider_payment_id: string | null;
  problem: ProviderEventProblem | null;
}

/** Storage seen from inside one transaction. */
export interface WebhookStore extends CommissionLedgerStore {
  /** What the checkout charged, line by line (issue 30); empty for a checkout from before items. */
  checkoutItems(checkoutId: string): Promise<{ offer_code: string; amount_cents: number }[]>;
  /** False when this provider event id was recorded before (UNIQUE): a repeat. */
  recordEvent(event: RecordedEvent): Promise<boolean>;
  findCheckoutByProviderId(providerCheckoutId: string): Promise<StoredCheckout | undefined>;
  /** The checkout an earlier event of this provider payment was applied to. */
  findCheckoutByPaymentId(providerPaymentId: string): Promise<StoredCheckout | undefined>;
  /** Up to `limit` attempts with this reference that reached the provider (only those can be paid). */
  findCheckoutsByReference(externalReference: string, limit: number): Promise<StoredCheckout[]>;
  /** Keeps the event for staff with the reason it changed nothing. */
  markProblem(eventId: string, problem: ProviderEventProblem): Promise<void>;
  findCheckoutById(id: string): Promise<StoredCheckout | undefined>;
  /** Until the transaction ends, other deliveries for this checkout wait: each sees the last one's state. */
  lockCheckout(id: string): Promise<void>;
  /** Moves the checkout only from one of `from`; false when another delivery got there first. */
  moveCheckout(id: string, from: CheckoutStatus[], to: CheckoutStatus, time: string): Promise<boolean>;
  /** Raises the checkout's refunded amount to `cents` (never lowers it: events may come in any order). */
  raiseRefunded(id: string, cents: number, time: string): Promise<void>;
  /** Records the installments of a paid checkout, on it and on its lead, where not known yet. */
  recordInstallments(checkoutId: string, count: number): Promise<void>;
  findLeadState(leadId: string): Promise<LeadPurchaseState | undefined>;
  updateLead(leadId: string, changes: Record<string, string | number | null>): Promise<void>;
  /** The lead row's contact fields, for the Purchase's hashed user data. */
  findBuyer(leadId: string): Promise<PurchaseBuyer | undefined>;
  /** What the lead's browser sent with its latest tracked event, if it ever sent one. */
  latestBrowserFacts(leadId: string): Promise<BrowserFacts | undefined>;
  /** The lead's answer to the cookie notice, as the server holds it (decision 0024). */
  leadAdConsent(leadId: string): Promise<LeadAdConsent | undefined>;
  /** Queues a Conversions API event in the outbox; false when one with its name and id is there. */
  queueConversion(event: NewTrackingEvent): Promise<boolean>;
  markProcessed(eventId: string, checkoutId: string | null, time: string): Promise<void>;
  /** Leaves the event unprocessed on its checkout, to be applied after the step it needs. */
  deferEvent(eventId: string, checkoutId: string): Promise<void>;
  /** The checkout's waiting events, oldest first. */
  deferredEvents(checkoutId: string): Promise<{ id: string; payload: string }[]>;
  /** Whether the checkout's buyer was erased or anonymised (LGPD, decision 0012). */
  buyerErased(checkoutId: string): Promise<boolean>;
  replaceEventPayload(eventId: string, payload: string): Promise<void>;
  /**
   * Makes the paying customer of a checkout without a lead its lead: the lead with that phone (else
   * that e-mail) if there is one, a new lead with the sale's attribution otherwise.
   */
  linkBuyer(
    checkoutId: string,
    buyer: BuyerLink,
    time: string,
  ): Promise<{ leadId: string; created: boolean }>;
}

export type WebhookScope = <T>(work: (store: WebhookStore) => Promise<T>) => Promise<T>;

export interface LeadPurchaseState {
  has_purchased: boolean;
  purchase_id: string | null;
  checkout_url: string | null;
}

/** The buyer as our lead row knows them; absent for a buyer who never filled the lead form. */
export interface PurchaseBuyer {
  id: string;
  name: string;
  email: string;
  phone: string;
}

/** What the buyer's own browser last told us (its latest tracked event): ad ids, page, agent, IP. */
export interface BrowserFacts {
  fbc?: string | undefined;
  fbp?: string | undefined;
  client_user_agent?: string | undefined;
  client_ip_address?: string | undefined;
  event_source_url?: string | undefined;
}

/** The sale's attribution as its checkout keeps it (the click id stays with the sale). */
export type SaleAttribution = Omit<CheckoutAttributionColumns, 'fbc'>;

/** The lead row a buyer becomes, as storage writes it. */
export type BuyerLeadRow = SaleAttribution & {
  id: string;
  name: string;
  /** Digits with the country code, or '' when the provider had no valid number. */
  phone: string;
  email: string;
  region: string | null;
  lead_at: string;
  created_at: string;
  updated_at: string;
};

/** What storage needs to find the buyer's lead, or to make one: the rules stay here. */
export interface BuyerLink {
  /** Every way the phone may be stored (the ninth digit either way); empty without a phone. */
  phones: string[];
  /** Searched only without a phone. */
  email: string | null;
  /** The new lead, credited to the sale's attribution. */
  newLead(sale: SaleAttribution): BuyerLeadRow;
}
