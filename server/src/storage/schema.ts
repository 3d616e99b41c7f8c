// The database's shape as Kysely sees it; migrations create it, repositories query it.
import type { Generated, SqlBool } from 'kysely';
import type { InstagramProfilesTable } from './instagram-profiles-table.ts';
import type { StaffSessionsTable, StaffUsersTable } from './staff-tables.ts';

export interface Database {
  leads: LeadsTable;
  lead_interactions: LeadInteractionsTable;
  lead_visits: LeadVisitsTable;
  lead_capabilities: LeadCapabilitiesTable;
  lead_claims: LeadClaimsTable;
  events: EventsTable;
  event_message_templates: EventMessageTemplatesTable;
  event_registrations: EventRegistrationsTable;
  checkouts: CheckoutsTable;
  provider_events: ProviderEventsTable;
  tracking_events: TrackingEventsTable;
  consents: ConsentsTable;
  partners: PartnersTable;
  offers: OffersTable;
  offer_seats: OfferSeatsTable;
  offer_batches: OfferBatchesTable;
  coupons: CouponsTable;
  order_bumps: OrderBumpsTable;
  checkout_items: CheckoutItemsTable;
  event_waitlist: EventWaitlistTable;
  instagram_profiles: InstagramProfilesTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  behaviour_entries: BehaviourEntriesTable;
  behaviour_daily: BehaviourDailyTable;
  conversion_models: ConversionModelsTable;
  onboarding_checklists: OnboardingChecklistsTable;
  launches: LaunchesTable;
  launch_audit: LaunchAuditTable;
  current_launch: CurrentLaunchTable;
  launch_periods: LaunchPeriodsTable;
  job_runs: JobRunsTable;
  sandbox_sessions: SandboxSessionsTable;
  sandbox_installment_plans: SandboxInstallmentPlansTable;
  sandbox_pix_charges: SandboxPixChargesTable;
  partner_offer_commissions: PartnerOfferCommissionsTable;
  commissions: CommissionsTable;
  webhook_endpoints: WebhookEndpointsTable;
  outbound_events: OutboundEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  cadences: CadencesTable;
  whatsapp_jobs: WhatsAppJobsTable;
  whatsapp_planning_marks: WhatsAppPlanningMarksTable;
  whatsapp_messages: WhatsAppMessagesTable;
  sandbox_whatsapp_messages: SandboxWhatsAppMessagesTable;
  installation_secrets: InstallationSecretsTable;
}

/** JSON documents (device_info, url_params, clicks_data, page_views…) are stored as text. */
type JsonText = string;
/** Instants are UTC ISO-8601 text, e.g. '2025-04-26T12:00:00.000Z', on both engines. */
type IsoTime = string;
/** SQLite hands booleans back as 0/1, PostgreSQL as true/false; write 1/0, read with isTrue(). */
type Bool = SqlBool;

/** Where a visitor came from, kept on the lead and on each event registration. */
export interface AttributionColumns {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  referrer: string | null;
  landing_page: string | null;
}

/** Spec §3 Lead, one column per field, snake_case like the browser sends it. */
export interface LeadsTable extends AttributionColumns {
  id: string;
  name: string;
  email: Generated<string>;
  phone: string;
  instagram: string | null;
  region: string | null;
  last_visit: IsoTime | null;
  visit_count: Generated<number>;
  visit_timestamp: IsoTime | null;
  journey_stage: Generated<string>;
  conversion_stage: Generated<string>;
  cadence_status: Generated<string>;
  last_message_sent_at: IsoTime | null;
  last_message_received_at: IsoTime | null;
  messages_count: Generated<number>;
  last_message_content: string | null;
  last_interaction_at: IsoTime | null;
  cadence_step: Generated<number>;
  cadence_attempts: Generated<number>;
  cadence_next_attempt_at: IsoTime | null;
  cadence_last_attempt_at: IsoTime | null;
  has_purchased: Generated<Bool>;
  purchase_date: IsoTime | null;
  purchase_id: string | null;
  checkout_status: string | null;
  checkout_url: string | null;
  checkout_created_at: IsoTime | null;
  checkout_updated_at: IsoTime | null;
  checkout_visited_at: IsoTime | null;
  checkout_abandoned_at: IsoTime | null;
  pix_qrcode: string | null;
  pix_url: string | null;
  pix_code: string | null;
  pix_expiration_date: IsoTime | null;
  pix_generated_at: IsoTime | null;
  payment_provider_transaction_key: string | null;
  plan_name: string | null;
  plan_key: string | null;
  product_key: string | null;
  trans_installments: number | null;
  /** Integer cents, like all money in storage. */
  trans_value: number | null;
  trans_status: string | null;
  trans_status_code: string | null;
  instagram_processed: Generated<Bool>;
  instagram_processed_at: IsoTime | null;
  visit_pending: Generated<Bool>;
  last_page_visit: string | null;
  instagram_profile_id: string | null;
  device_info: JsonText | null;
  url_params: JsonText | null;
  clicks_data: JsonText | null;
  page_views: JsonText | null;
  time_on_page: Generated<number>;
  engagement_score: number | null;
  conversion_probability: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  /** The active partner whose page brought the lead, if any. */
  partner_code: string | null;
  /** Staff's mark on the qualification screen: 'qualified', 'not_qualified' or not yet judged. */
  qualification_status: string | null;
  qualified_at: IsoTime | null;
  /** The e-mail of the staff member who set the mark. */
  qualified_by: string | null;
  /** When the lead's personal data was erased (LGPD); the row is then an anonymous record. */
  anonymized_at: IsoTime | null;
  /** The first save of the lead form: what makes the person a lead (decision 0017). */
  lead_at: IsoTime | null;
  /**
   * The latest touch (decision 0019): where a later save of the lead's own browser came from. The
   * columns above keep the first touch, which is credited; these are null until a later touch.
   */
  last_partner_code: string | null;
  last_utm_source: string | null;
  last_utm_medium: string | null;
  last_utm_campaign: string | null;
  last_utm_content: string | null;
  last_utm_term: string | null;
  last_referrer: string | null;
  last_landing_page: string | null;
  last_touch_at: IsoTime | null;
}

/** A lead capability (decision 0019): the SHA-256 of a secret one browser holds, never the secret. */
export interface LeadCapabilitiesTable {
  token_hash: string;
  lead_id: string;
  /** Null: the lead's own browser. Set: a claim's browser, which may only fill blanks. */
  claim_id: string | null;
  /** SHA-256 of the Idempotency-Key of the save that made it. */
  request_key_hash: string | null;
  created_at: IsoTime;
}

/** A claim on a lead by a browser without its secret: what that browser sent and sees, not the lead's. */
export interface LeadClaimsTable {
  id: string;
  lead_id: string;
  name: string;
  instagram: string | null;
  conversion_stage: string;
  visit_count: Generated<number>;
  registered_for_event: Generated<Bool>;
  /** The page load counted last, so the same load registered again counts once. */
  last_visit_key: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface LeadInteractionsTable {
  id: string;
  lead_id: string;
  interaction_type: string;
  data: Generated<JsonText>;
  created_at: IsoTime;
}

/** One registered page load of a known person; erased with the lead. */
export interface LeadVisitsTable {
  id: string;
  lead_id: string;
  visited_at: IsoTime;
  /** The page's path. */
  page: string | null;
  referrer: string | null;
  /** 'mobile' or 'desktop', as the behaviour charts name devices. */
  device: string | null;
  /** The page load's own id (the browser's visit_id); unique per lead, so a load counts once. */
  visit_key: string | null;
}

export interface EventsTable {
  id: string;
  slug: string;
  title: string;
  description: Generated<string>;
  starts_at: IsoTime;
  ends_at: IsoTime;
  location: Generated<string>;
  price_cents: Generated<number>;
  currency: Generated<string>;
  is_active: Generated<Bool>;
  created_at: IsoTime;
  /** The launch the event belongs to (migration 0041). */
  launch_id: string | null;
  /** free_call, immersion or other: how a launch finds its own events. */
  kind: string | null;
  updated_at: IsoTime;
}

export interface EventMessageTemplatesTable {
  id: string;
  event_id: string;
  message_type: string;
  title: Generated<string>;
  body: string;
  is_active: Generated<Bool>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface EventRegistrationsTable extends AttributionColumns {
  id: string;
  event_id: string;
  lead_id: string;
  registration_date: IsoTime;
  status: Generated<string>;
  message_sent: Generated<Bool>;
  /** When and by which staff e-mail the event message was marked sent. */
  message_sent_at: IsoTime | null;
  message_sent_by: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One payment attempt; the amount is ours, never the browser's or the webhook's. */
export interface CheckoutsTable {
  id: string;
  lead_id: string | null;
  offer_code: string;
  method: string;
  amount_cents: number;
  currency: Generated<string>;
  max_installments: Generated<number>;
  provider: string;
  provider_checkout_id: string | null;
  link: string | null;
  status: Generated<string>;
  external_reference: string;
  expires_at: IsoTime | null;
  paid_at: IsoTime | null;
  /** Integer cents given back to the buyer (partial or full refund); 0 when none. */
  refunded_cents: Generated<number>;
  /** The installments the buyer chose (1 for PIX); null until the provider says. */
  installments: number | null;
  /** When a thank-you page claimed this purchase's browser Purchase; only the first one fires it. */
  browser_purchase_claimed_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  /** When the buyer first opened the payment page, if we saw it. */
  visited_at: IsoTime | null;
  /** Set when the buyer was erased (LGPD) and this sale was kept without them. */
  buyer_erased_at: IsoTime | null;
  /** Where the buyer's visit came from, as the browser sent it with the checkout (decision 0034). */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  referrer: string | null;
  landing_page: string | null;
  /** Meta's click id of the visit. */
  fbc: string | null;
  /** The active partner whose page the checkout was opened on. */
  partner_code: string | null;
  /**
   * How a buyer without a lead form became this checkout's lead, from the payment provider's
   * customer: 'matched' (a lead with that phone existed) or 'created'; null for a checkout opened
   * by its lead (or with no lead yet).
   */
  buyer_link: string | null;
  /** The launch the checkout was opened in (migration 0041). */
  launch_id: string | null;
  /** The main offer's batch whose price it charged (migration 0043). */
  batch_id: string | null;
  /** The coupon applied, as the buyer typed it (upper case), and what it took off. */
  coupon_code: string | null;
  discount_cents: Generated<number>;
  /** A PIX charge made on our page: its copy-and-paste code and QR image (data: URL). */
  pix_payload: string | null;
  pix_qr_image: string | null;
  /** When the coupon's use was counted: on payment, once. */
  coupon_counted_at: IsoTime | null;
  /** The partner commission its charge carries (migration 0047), JSON; null: none. */
  commission_plan: string | null;
}

/** The webhook log; (provider, provider_event_id) is unique so a repeat changes nothing. */
export interface ProviderEventsTable {
  id: string;
  provider: string;
  provider_event_id: string;
  event_type: string;
  checkout_id: string | null;
  payload: JsonText;
  received_at: IsoTime;
  processed_at: IsoTime | null;
  /** The provider's payment id, when the event names a payment. */
  provider_payment_id: string | null;
  /** Why an authenticated event changed nothing (ProviderEventProblem); null when it was applied or waits. */
  problem: string | null;
}

export interface TrackingEventsTable {
  id: string;
  event_id: string;
  event_name: string;
  event_time: number;
  lead_id: string | null;
  payload: JsonText;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: IsoTime | null;
  last_error: string | null;
  delivered_at: IsoTime | null;
  created_at: IsoTime;
}

export interface ConsentsTable {
  id: string;
  lead_id: string;
  text_version: string;
  /** A JSON array of purpose names. */
  purposes: JsonText;
  granted_at: IsoTime;
  revoked_at: IsoTime | null;
  created_at: IsoTime;
  /** Where the notice was shown: 'site' or 'embed' (core consent-notice.ts); null before 0025. */
  source: string | null;
  /** The active partner whose page showed it. */
  partner_code: string | null;
}

export interface PartnersTable {
  id: string;
  code: string;
  name: string;
  is_active: Generated<Bool>;
  /** The origin the partner's own pages are served from (checkout callbacks may return there). */
  site_origin: string | null;
  /** The partner's commission on a sale credited to it, in basis points (1000 = 10 %); null: none. */
  commission_percent_bp: number | null;
  /** The partner's Asaas wallet, where the charge's split pays its commission. */
  asaas_wallet_id: string | null;
  /** SHA-256 (hex) of the secret in the partner's private page link; null: no link. */
  page_secret_hash: string | null;
  page_secret_rotated_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface OffersTable {
  code: string;
  name: string;
  pix_price_cents: number;
  card_total_cents: number;
  max_installments: Generated<number>;
  checkout_expiry_minutes: number;
  external_reference_prefix: string;
  is_active: Generated<Bool>;
  created_at: IsoTime;
  updated_at: IsoTime;
  /** The launch that sells it (migration 0041). */
  launch_id: string | null;
  /** program or ticket (migration 0042). */
  kind: Generated<string>;
  /** A ticket's event and its seats; null for the program. */
  event_id: string | null;
  capacity: number | null;
}

/** One seat of a ticket offer: free, held by a checkout until held_until, or sold (migration 0042). */
export interface OfferSeatsTable {
  offer_code: string;
  seat_no: number;
  checkout_id: string | null;
  held_until: IsoTime | null;
  sold_at: IsoTime | null;
}

/** A price of an offer for a time or a quantity (migration 0043); units held in offer_seats as `lote:<id>`. */
export interface OfferBatchesTable {
  id: string;
  offer_code: string;
  position: number;
  pix_price_cents: number;
  card_total_cents: number;
  starts_at: IsoTime | null;
  ends_at: IsoTime | null;
  quantity: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A discount code of one offer (migration 0043): percent_bp (basis points) or amount_cents. */
export interface CouponsTable {
  id: string;
  offer_code: string;
  code: string;
  kind: string;
  percent_bp: number | null;
  amount_cents: number | null;
  starts_at: IsoTime | null;
  ends_at: IsoTime | null;
  max_uses: number | null;
  uses: Generated<number>;
  is_active: Generated<Bool>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** Another offer sold beside an offer on the same charge (migration 0043). */
export interface OrderBumpsTable {
  id: string;
  offer_code: string;
  bump_offer_code: string;
  position: number;
  price_cents: number;
  pitch: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One line of what a checkout charged: 'main' or 'bump' (migration 0043). */
export interface CheckoutItemsTable {
  checkout_id: string;
  position: number;
  kind: string;
  offer_code: string;
  name: string;
  list_cents: number;
  amount_cents: number;
  batch_id: string | null;
  bump_id: string | null;
}

/** A lead waiting for a seat of a sold-out event (migration 0042). */
export interface EventWaitlistTable {
  id: string;
  event_id: string;
  lead_id: string;
  created_at: IsoTime;
}

/** A lead's kept clicks and page views, one row each, rewritten whenever its behaviour is updated. */
export interface BehaviourEntriesTable {
  lead_id: string;
  kind: 'click' | 'page_view';
  /** Position in the lead's kept list. */
  seq: number;
  /** What was clicked (id, text or type) or the page's path. */
  target: string;
  /** The page a click happened on, or the viewed page's path. */
  page: string;
  /** bigint: PostgreSQL answers it as text, read with Number(). */
  time_spent_ms: Generated<number | string>;
  device: string;
  occurred_at: IsoTime;
}

/** Behaviour entries summed per São Paulo day, kind, target and device: what the behaviour charts read. */
export interface BehaviourDailyTable {
  day: string;
  kind: 'click' | 'page_view';
  target: string;
  device: string;
  /** bigint: PostgreSQL answers it as text, read with Number(). */
  entries: number | string;
  time_spent_ms: number | string;
}

/** A trained conversion model; the newest row is the one in use. */
export interface ConversionModelsTable {
  id: string;
  trained_at: IsoTime;
  /** JSON of core's ModelSummary plus the weights needed to score. */
  summary: JsonText;
}

/** A buyer's onboarding (customer success): each item's time and staff e-mail, null when not done. */
export interface OnboardingChecklistsTable {
  /** The lead's id, or the paid checkout's for a buyer without a lead. */
  buyer_id: string;
  lead_id: string | null;
  checkout_id: string | null;
  confirmation_sent_at: IsoTime | null;
  confirmation_sent_by: string | null;
  in_whatsapp_group_at: IsoTime | null;
  in_whatsapp_group_by: string | null;
  attended_at: IsoTime | null;
  attended_by: string | null;
  notes: Generated<string>;
  updated_by: string;
  updated_at: IsoTime;
}

/** The launch settings document (core/src/launch-settings.ts) as JSON text; one row, id 'current'. */
/** A launch (issue 29, migration 0041): staff create, edit, publish and close it. */
export interface LaunchesTable {
  id: string;
  slug: string;
  name: string;
  /** draft, published or closed; a published launch's phase is its document's state. */
  status: string;
  /** The launch settings document; null means the spec's defaults as of the day it is read. */
  document: JsonText | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  published_at: IsoTime | null;
  closed_at: IsoTime | null;
}
/** Every change to a launch: who, when, what, and its settings before and after. */
export interface LaunchAuditTable {
  id: string;
  launch_id: string;
  action: string;
  changed_at: IsoTime;
  staff_id: string | null;
  staff_email: string | null;
  staff_name: string | null;
  before_document: JsonText | null;
  after_document: JsonText | null;
}
/** When each launch was the site's current one; the open period (no end) is the current launch's. */
export interface LaunchPeriodsTable {
  launch_id: string;
  started_at: IsoTime;
  ended_at: IsoTime | null;
}
/** One row (id 'site'): the launch the site shows. */
export interface CurrentLaunchTable {
  id: string;
  launch_id: string;
  updated_at: IsoTime;
}

/** When a periodic job last started and finished, whichever process ran it (periodic-job-claim.ts). */
export interface JobRunsTable {
  job: string;
  started_at: IsoTime;
  finished_at: IsoTime | null;
}

/** A secret this installation made for itself on first start (installation-secrets.ts). */
export interface InstallationSecretsTable {
  name: string;
  value: string;
  created_at: IsoTime;
}

/** A payment sandbox checkout, shared by every process (providers/payments/sandbox-provider.ts). */
export interface SandboxSessionsTable {
  id: string;
  key: string;
  request: JsonText;
  status: string;
  created_at: IsoTime;
  /** What the buyer typed on the sandbox page (name, e-mail, phone) as JSON, the provider's customer. */
  customer: JsonText | null;
}

export interface SandboxInstallmentPlansTable {
  id: string;
  installment_count: number;
}

/** A payment sandbox PIX charge paid on our own page (migration 0044). */
export interface SandboxPixChargesTable {
  id: string;
  key: string;
  /** The provider request (customer, valueCents, description, externalReference, expiresAt) as JSON. */
  request: JsonText;
  status: string;
  created_at: IsoTime;
}

/** A fixed commission for one offer, instead of the partner's percentage (migration 0045). */
export interface PartnerOfferCommissionsTable {
  partner_code: string;
  offer_code: string;
  fixed_cents: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** The commission ledger (migration 0045): one row per checkout and partner. */
export interface CommissionsTable {
  id: string;
  checkout_id: string;
  partner_code: string;
  launch_id: string | null;
  wallet_id: string | null;
  percent_bp: number | null;
  fixed_cents: number | null;
  base_cents: number;
  amount_cents: number;
  /** pending | released | cancelled | reversed */
  status: string;
  /** The provider's reason for a cancellation or a block, as it gave it. */
  status_reason: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  released_at: IsoTime | null;
  cancelled_at: IsoTime | null;
  reversed_at: IsoTime | null;
}

/** An address of the producer's that hears some events (migration 0045). */
export interface WebhookEndpointsTable {
  id: string;
  url: string;
  /** JSON array of event types. */
  events: JsonText;
  description: string | null;
  /** whsec_ + base64 of the signing key, Standard Webhooks' format. */
  secret: string;
  created_by: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  failing_since: IsoTime | null;
  disabled_at: IsoTime | null;
  disabled_reason: string | null;
  deleted_at: IsoTime | null;
}

/** The outbox of events the producer's systems hear (migration 0045). */
export interface OutboundEventsTable {
  /** msg_…: the `webhook-id` of every delivery of this event, stable across retries. */
  id: string;
  type: string;
  /** The body sent: { type, timestamp, data } as JSON. */
  payload: JsonText;
  /** The lead the event is about, so an erasure finds it. */
  lead_id: string | null;
  occurred_at: IsoTime;
  fanned_out_at: IsoTime | null;
}

/** One event for one endpoint (migration 0045). */
export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  /** pending | succeeded | failed */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: IsoTime | null;
  last_attempt_at: IsoTime | null;
  last_status_code: number | null;
  claim_id: string | null;
  claimed_until: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One try of a delivery (migration 0045). */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempt: number;
  started_at: IsoTime;
  duration_ms: number;
  status_code: number | null;
  /** Why there was no 2xx: timeout, unreachable, address_refused, redirect, or the status. */
  error: string | null;
}

/** A WhatsApp cadence staff define (issue 18; migration 0029 says what each column holds). */
export interface CadencesTable {
  id: string;
  name: string;
  trigger: string;
  status: Generated<string>;
  /** JSON array of { delay_minutes, text, template? }. */
  steps: JsonText;
  stop_on_purchase: Generated<Bool>;
  stop_on_reply: Generated<Bool>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One cadence step due for one lead; unique per (lead, cadence, step, subject). */
export interface WhatsAppJobsTable {
  id: string;
  lead_id: string;
  cadence_id: string;
  step: number;
  subject_id: Generated<string>;
  due_at: IsoTime;
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  locked_until: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** Where the planner resumes a cadence step: the latest due time it planned (never moves back). */
export interface WhatsAppPlanningMarksTable {
  cadence_id: string;
  step: number;
  due_at: IsoTime;
}

/** Every WhatsApp message in and out. */
export interface WhatsAppMessagesTable {
  id: string;
  lead_id: string | null;
  phone: string;
  direction: string;
  body: string;
  template_name: string | null;
  status: string;
  provider_message_id: string | null;
  job_id: string | null;
  cadence_id: string | null;
  step: number | null;
  checkout_id: string | null;
  sent_by: string | null;
  error: string | null;
  created_at: IsoTime;
  sent_at: IsoTime | null;
  delivered_at: IsoTime | null;
  read_at: IsoTime | null;
  updated_at: IsoTime;
}

/** What the local WhatsApp sandbox was asked to deliver, and the replies typed on its page. */
export interface SandboxWhatsAppMessagesTable {
  id: string;
  phone: string;
  direction: string;
  body: string;
  template_name: string | null;
  status: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}
