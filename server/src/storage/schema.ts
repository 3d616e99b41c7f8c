// The database's shape as Kysely sees it; migrations create it, repositories query it.
import type { Generated, SqlBool } from 'kysely';
import type { InstagramProfilesTable } from './instagram-profiles-table.ts';

export interface Database {
  leads: LeadsTable;
  instagram_profiles: InstagramProfilesTable;
}

/** JSON documents (device_info, url_params, clicks_data, page_views) are stored as text. */
type JsonText = string;
/** Instants are UTC ISO-8601 text, e.g. '2025-04-26T12:00:00.000Z'. */
type IsoTime = string;

/** Spec §3 Lead, one column per field, snake_case like the browser sends it. */
export interface LeadsTable {
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
  /** SQLite hands booleans back as 0/1, PostgreSQL as true/false. */
  has_purchased: Generated<SqlBool>;
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
  instagram_processed: Generated<SqlBool>;
  instagram_processed_at: IsoTime | null;
  visit_pending: Generated<SqlBool>;
  last_page_visit: string | null;
  instagram_profile_id: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  referrer: string | null;
  device_info: JsonText | null;
  url_params: JsonText | null;
  landing_page: string | null;
  clicks_data: JsonText | null;
  page_views: JsonText | null;
  time_on_page: Generated<number>;
  engagement_score: number | null;
  conversion_probability: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}
