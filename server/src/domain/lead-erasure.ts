// LGPD rules: how a phone is searched, what anonymising writes, which payments survive an erasure.
// docs/decisions/0012-lgpd-erasure.md explains the choices.
import { phoneDigits } from '@funil/core/phone';
import { normalisePhoneNumber } from '@funil/core/phone-plan';
import type { PrivacyExport } from '@funil/core/privacy';
import { toggleNinthDigit } from './brazilian-ninth-digit.ts';
import { normaliseEmail, normaliseExternalId, sha256 } from './conversions-user-data.ts';
import type {
  AnonymizationRules,
  DeletionRules,
  ErasedPerson,
  ErasureResult,
  LeadTraces,
  PrivacyStore,
} from './ports/privacy-store.ts';

export const ANONYMIZED_NAME = 'Lead anonimizado';

/**
 * Payments that happened stay as anonymous financial records (tax law keeps sales for five
 * years); attempts that never charged anyone are personal data with no such duty and go. A sale
 * is a checkout that was paid, whatever happened to it later (decision 0017).
 */
export function isRetainedCheckout(checkout: { paid_at: string | null }): boolean {
  return checkout.paid_at !== null;
}

/** What a provider event keeps of its payload once the person behind it is erased. */
export const PURGED_PAYLOAD = JSON.stringify({ anonimizado: true });

/**
 * Every spelling a stored phone may have for what staff typed: as a save stores it today, with or
 * without the country code, with or without the Brazilian ninth digit.
 */
export function phoneSearchVariants(typed: string): string[] {
  const digits = phoneDigits(typed);
  const variants = new Set([digits]);
  const normalised = normalisePhoneNumber(typed);
  if (normalised) variants.add(normalised);
  // A national number (area code + 8 or 9 digits) is stored with Brazil's 55 in front.
  if (!digits.startsWith('55') && (digits.length === 10 || digits.length === 11)) variants.add(`55${digits}`);
  for (const variant of [...variants]) {
    const toggled = toggleNinthDigit(variant);
    if (toggled) variants.add(toggled);
  }
  return [...variants];
}

/**
 * How rows that do not carry the lead's id name the person (decision 0012): by phone (WhatsApp
 * messages, the sandbox's conversations; every spelling of the number, unless another lead has
 * it), by the ids and hashed contacts the ads outbox keeps in its payloads, and by text that names
 * them in the labels the behaviour charts sum.
 */
export function leadTraces(
  person: ErasedPerson,
  claimIds: readonly string[],
  otherLeads: { phones: ReadonlySet<string>; emails: ReadonlySet<string> },
): LeadTraces {
  const phones = person.phone
    ? phoneSearchVariants(person.phone).filter((phone) => !otherLeads.phones.has(phone))
    : [];
  const email = normaliseEmail(person.email);
  const ownEmail = email !== undefined && !otherLeads.emails.has(email) ? email : undefined;
  const ids = [person.id, ...claimIds];
  return {
    phones,
    payloadKeys: [
      ...ids,
      // The ads outbox keeps every matching key hashed, as Meta receives it (conversions-user-data.ts).
      ...ids.map((id) => sha256(normaliseExternalId(id) ?? id)),
      ...phones.map((phone) => sha256(phone)),
      ...(ownEmail ? [sha256(ownEmail)] : []),
    ],
    namesPerson: textNaming(person, ids, phones, ownEmail),
  };
}

/** A name part this short ('Li', 'Jo') is too common to say a text is about this person. */
const MIN_NAME_PART = 3;

function textNaming(
  person: ErasedPerson,
  ids: readonly string[],
  phones: readonly string[],
  email: string | undefined,
): (text: string) => boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const parts = fold(person.name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= MIN_NAME_PART);
  // Whole words only: the name 'Ana' is in 'Olá, Ana' but not in 'Banana'.
  const words = parts.map((part) => new RegExp(`(?<![\\p{L}\\p{N}])${part}(?![\\p{L}\\p{N}])`, 'u'));
  // The subscriber's last 8 digits are in every spelling of the number, formatted or not.
  const subscribers = [...new Set(phones.map((phone) => phone.slice(-8)))].filter((d) => d.length === 8);
  const handle = person.instagram?.toLowerCase();
  return (text) => {
    const folded = fold(text);
    const digits = text.replace(/\D/g, '');
    return (
      ids.some((id) => folded.includes(id.toLowerCase())) ||
      words.some((word) => word.test(folded)) ||
      subscribers.some((subscriber) => digits.includes(subscriber)) ||
      (email !== undefined && folded.includes(email)) ||
      (handle !== undefined && handle !== '' && folded.includes(handle))
    );
  };
}

/**
 * The lead row after anonymisation: who the person is (name, contacts, Instagram), where they
 * were (device, URLs, behaviour) and what they wrote are gone; the purchase columns, stages,
 * region (a state) and campaign UTMs stay as anonymous figures.
 */
export function anonymizedLeadColumns(time: string) {
  return {
    name: ANONYMIZED_NAME,
    phone: '',
    email: '',
    instagram: null,
    instagram_profile_id: null,
    instagram_processed: 0 as const,
    instagram_processed_at: null,
    referrer: null,
    landing_page: null,
    last_page_visit: null,
    device_info: null,
    url_params: null,
    clicks_data: null,
    page_views: null,
    time_on_page: 0,
    last_message_content: null,
    checkout_url: null,
    pix_qrcode: null,
    pix_url: null,
    pix_code: null,
    partner_code: null,
    // The last touch goes like the first: where the person browsed, and through whom.
    last_partner_code: null,
    last_referrer: null,
    last_landing_page: null,
    // Scores are profiling of the person; they are computed again from what is left if ever needed.
    engagement_score: null,
    conversion_probability: null,
    anonymized_at: time,
    updated_at: time,
  };
}

/**
 * A checkout's record of the visit that bought (migration 0040) that can name or follow the
 * person: its addresses (a query string may carry a name or a phone), the ad click id, the partner.
 */
const ERASED_CHECKOUT_VISIT = { referrer: null, landing_page: null, fbc: null, partner_code: null };

/** JSON kept as text in storage, parsed for the export file so it reads as data, not strings. */
const JSON_COLUMNS: ReadonlySet<string> = new Set([
  'device_info',
  'url_params',
  'clicks_data',
  'page_views',
  'data',
  'payload',
  'purposes',
]);

export function exportRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      JSON_COLUMNS.has(key) && typeof value === 'string' ? parseOrKeep(value) : value,
    ]),
  );
}

function parseOrKeep(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Anonymising (decision 0012): what identifies or locates the person goes (browser events, the
 * browsers' secrets and claims, the cached Instagram profile, the behaviour rows; the daily sums name
 * no one and stay); the rest stays as anonymous figures with its personal columns blanked.
 */
export function anonymizationRules(time: string): AnonymizationRules {
  return {
    traces: leadTraces,
    remove: [
      'tracking_events',
      // No browser may change the anonymous record again, nor read a claim's name back (decision 0019).
      'lead_capabilities',
      'lead_claims',
      'instagram_profiles',
      // The chart sums naming the person go before the rows that say which ones they are.
      'behaviour_daily',
      'behaviour_entries',
      // What was said to and by the person, and what was still to be said; the sandbox's copy first.
      'sandbox_whatsapp_messages',
      'whatsapp_messages',
      'whatsapp_jobs',
      // A place on a waiting list is a promise to write to the person when seats open.
      'event_waitlist',
      // The payment sandbox's copy of the checkout request (name, phone, e-mail), and of the
      // in-page PIX charge's customer (CPF too).
      'sandbox_sessions',
      'sandbox_pix_charges',
      // What the producer's systems were to hear of the person: not sent once erased (issue 31).
      'outbound_events',
    ],
    leadColumns: anonymizedLeadColumns(time),
    rewrite: {
      lead_interactions: { data: '{}' },
      event_registrations: { referrer: null, landing_page: null, updated_at: time },
      // When and on what kind of device stay as figures for the visit counts; where goes.
      lead_visits: { page: null, referrer: null },
      // The sale's campaign stays, as the lead's does; where the person browsed, and through whom, go.
      checkouts: { link: null, ...ERASED_CHECKOUT_VISIT, updated_at: time },
      provider_events: { payload: PURGED_PAYLOAD },
      onboarding_checklists: { notes: '' },
    },
    count: ['consents'],
  };
}

/** Deleting: everything about the person goes but the payments that happened, kept without them. */
export function deletionRules(leadId: string, time: string): DeletionRules {
  return {
    traces: leadTraces,
    keepsCheckout: isRetainedCheckout,
    keptCheckoutColumns: (checkout) => ({
      lead_id: null,
      link: null,
      ...ERASED_CHECKOUT_VISIT,
      // Kept for the books, never offered for onboarding again.
      buyer_erased_at: time,
      // The reference embeds the lead id; the provider's own checkout id still reconciles the sale.
      external_reference: checkout.external_reference.replaceAll(leadId, 'anonimo'),
    }),
    // Payments that happened keep their provider log, without the payer in it.
    keptProviderEventColumns: { payload: PURGED_PAYLOAD },
  };
}

export function anonymizeLead(store: PrivacyStore, id: string, time: string): Promise<ErasureResult> {
  return store.anonymizeLead(id, anonymizationRules(time));
}

export function deleteLead(store: PrivacyStore, id: string, time: string): Promise<ErasureResult> {
  return store.deleteLead(id, deletionRules(id, time));
}

/** The export file: every row about the lead, JSON columns as data. */
export async function exportLead(
  store: PrivacyStore,
  id: string,
  time: string,
): Promise<PrivacyExport | undefined> {
  const rows = await store.exportRows(id);
  if (!rows) return undefined;
  return {
    exportedAt: time,
    lead: exportRow(rows.lead),
    interactions: rows.interactions.map(exportRow),
    registrations: rows.registrations.map(exportRow),
    checkouts: rows.checkouts.map(exportRow),
    providerEvents: rows.providerEvents.map(exportRow),
    trackingEvents: rows.trackingEvents.map(exportRow),
    consents: rows.consents.map(exportRow),
    onboarding: rows.onboarding ? exportRow(rows.onboarding) : null,
    instagramProfiles: rows.instagramProfiles.map(exportRow),
    visits: rows.visits.map(exportRow),
    whatsappMessages: rows.whatsappMessages.map(exportRow),
    waitlists: rows.waitlists.map(exportRow),
  };
}
