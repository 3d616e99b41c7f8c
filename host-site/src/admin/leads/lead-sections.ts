// How a lead's columns are grouped and written on its detail page: each field under a section a person
// looks for, by its pt-BR name, in the format its value means (money, instants, stages, JSON…).
import type { LeadFieldValue } from '@funil/core/admin-leads';
import {
  CADENCE_STATUS_LABELS,
  CHECKOUT_STATUS_LABELS,
  CONVERSION_STAGE_LABELS,
  JOURNEY_STAGE_LABELS,
  LEAD_FIELD_LABELS,
  labelFor,
  QUALIFICATION_LABELS,
} from '@funil/core/labels';
import { formatPhone } from '@funil/core/phone';
import {
  formatDateTime,
  formatDuration,
  formatInteger,
  formatMoney,
  formatPercent,
} from '../admin-format.ts';

type Labels = Readonly<Record<string, string>>;

/** How one field's value is written; `labels` names a stored code, `json` lists an object's keys. */
export type FieldFormat =
  | 'text'
  | 'datetime'
  | 'money'
  | 'boolean'
  | 'phone'
  | 'share'
  | 'duration'
  | 'integer'
  | 'installments'
  | 'instagram'
  | 'link'
  | 'present'
  | 'json'
  | { labels: Labels };

export interface FieldSpec {
  key: string;
  format: FieldFormat;
}

export interface SectionSpec {
  id: string;
  title: string;
  fields: FieldSpec[];
}

const field = (key: string, format: FieldFormat = 'text'): FieldSpec => ({ key, format });

export const LEAD_SECTIONS: SectionSpec[] = [
  {
    id: 'identificacao',
    title: 'Identificação e contato',
    fields: [
      field('name'),
      field('phone', 'phone'),
      field('email'),
      field('instagram', 'instagram'),
      field('region'),
      field('created_at', 'datetime'),
      field('lead_at', 'datetime'),
      field('updated_at', 'datetime'),
      field('anonymized_at', 'datetime'),
      field('id'),
    ],
  },
  {
    id: 'origem',
    title: 'Origem e atribuição',
    fields: [
      field('partner_code'),
      field('utm_source'),
      field('utm_medium'),
      field('utm_campaign'),
      field('utm_content'),
      field('utm_term'),
      field('referrer', 'link'),
      field('landing_page', 'link'),
      field('url_params', 'json'),
      // The latest touch, beside the first one above that gets the credit (decision 0019).
      field('last_touch_at', 'datetime'),
      field('last_partner_code'),
      field('last_utm_source'),
      field('last_utm_medium'),
      field('last_utm_campaign'),
      field('last_utm_content'),
      field('last_utm_term'),
      field('last_referrer', 'link'),
      field('last_landing_page', 'link'),
    ],
  },
  {
    id: 'visitas',
    title: 'Visitas e comportamento',
    fields: [
      field('visit_count', 'integer'),
      field('last_visit', 'datetime'),
      field('last_page_visit'),
      field('visit_timestamp', 'datetime'),
      field('visit_pending', 'boolean'),
      field('time_on_page', 'duration'),
      field('device_info', 'json'),
    ],
  },
  {
    id: 'instagram',
    title: 'Instagram',
    fields: [
      field('instagram_processed', 'boolean'),
      field('instagram_processed_at', 'datetime'),
      field('instagram_profile_id', 'present'),
    ],
  },
  {
    id: 'compra',
    title: 'Checkout e compra',
    fields: [
      field('journey_stage', { labels: JOURNEY_STAGE_LABELS }),
      field('conversion_stage', { labels: CONVERSION_STAGE_LABELS }),
      field('has_purchased', 'boolean'),
      field('purchase_date', 'datetime'),
      field('plan_name'),
      field('trans_value', 'money'),
      field('trans_installments', 'installments'),
      field('trans_status', { labels: CHECKOUT_STATUS_LABELS }),
      field('trans_status_code'),
      field('checkout_status', { labels: CHECKOUT_STATUS_LABELS }),
      field('checkout_created_at', 'datetime'),
      field('checkout_visited_at', 'datetime'),
      field('checkout_abandoned_at', 'datetime'),
      field('checkout_updated_at', 'datetime'),
      field('checkout_url', 'link'),
      field('pix_generated_at', 'datetime'),
      field('pix_expiration_date', 'datetime'),
      field('pix_url', 'link'),
      field('pix_code'),
      field('pix_qrcode', 'present'),
      field('purchase_id'),
      field('plan_key'),
      field('product_key'),
      field('payment_provider_transaction_key'),
    ],
  },
  {
    id: 'engajamento',
    title: 'Engajamento e previsão',
    fields: [
      field('engagement_score', 'integer'),
      field('conversion_probability', 'share'),
      field('qualification_status', { labels: QUALIFICATION_LABELS }),
      field('qualified_at', 'datetime'),
      field('qualified_by'),
    ],
  },
  {
    id: 'mensagens',
    title: 'Mensagens no WhatsApp',
    fields: [
      field('cadence_status', { labels: CADENCE_STATUS_LABELS }),
      field('cadence_step', 'integer'),
      field('cadence_attempts', 'integer'),
      field('cadence_last_attempt_at', 'datetime'),
      field('cadence_next_attempt_at', 'datetime'),
      field('messages_count', 'integer'),
      field('last_message_sent_at', 'datetime'),
      field('last_message_received_at', 'datetime'),
      field('last_message_content'),
      field('last_interaction_at', 'datetime'),
    ],
  },
];

/** Columns shown as their own tables (Páginas vistas, Cliques) rather than as a field. */
export const SHOWN_AS_TABLES: ReadonlySet<string> = new Set(['clicks_data', 'page_views']);

/** The pt-BR name of a column; one no list knows yet is spelled out rather than shown as stored. */
export function fieldLabel(key: string): string {
  const known = LEAD_FIELD_LABELS[key];
  if (known) return known;
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Columns the API answered that no section lists, so a new column still reaches staff. */
export function unsectionedKeys(lead: Record<string, LeadFieldValue>): string[] {
  const placed = new Set(LEAD_SECTIONS.flatMap((section) => section.fields.map((f) => f.key)));
  return Object.keys(lead).filter((key) => !placed.has(key) && !SHOWN_AS_TABLES.has(key));
}

/** A field's value as text ('—' when empty); JSON fields are listed by the page, not here. */
export function formatField(value: LeadFieldValue | undefined, format: FieldFormat): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof format === 'object') return labelFor(format.labels, String(value));
  const number = Number(value);
  switch (format) {
    case 'datetime':
      return formatDateTime(String(value));
    case 'money':
      return formatMoney(number);
    case 'boolean':
      return value === true || value === 1 || value === '1' ? 'Sim' : 'Não';
    case 'phone':
      return formatPhone(String(value));
    case 'share':
      return formatPercent(number);
    case 'duration':
      return formatDuration(number);
    case 'integer':
      return formatInteger(number);
    case 'installments':
      return number > 1 ? `${number}x` : 'À vista';
    case 'instagram':
      return `@${String(value).replace(/^@/, '')}`;
    case 'present':
      return 'Guardado';
    default:
      return String(value);
  }
}
