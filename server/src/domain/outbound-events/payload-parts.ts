// The pieces every outbound event's data is made of (core's outbound-event-payloads.ts), from the
// facts storage reads. Contact data is in (the receiver is the producer's own system); capabilities,
// checkout links, CPF and sandbox keys are never read, so they cannot leak into a payload.
import type {
  OutboundAttribution,
  OutboundCheckoutData,
  OutboundLead,
} from '@funil/core/outbound-event-payloads';
import type { CheckoutEventFacts, EventInfoFacts, LeadEventFacts } from '../ports/outbound-events.ts';

/** The columns a lead's, a registration's or a checkout's origin is kept in. */
export interface AttributionColumns {
  utm_source?: string | null | undefined;
  utm_medium?: string | null | undefined;
  utm_campaign?: string | null | undefined;
  utm_content?: string | null | undefined;
  utm_term?: string | null | undefined;
  referrer?: string | null | undefined;
  landing_page?: string | null | undefined;
  partner_code?: string | null | undefined;
}

/** A stored phone is digits with the country code first: E.164 adds the plus. */
export function e164(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}

export function outboundLead(lead: {
  id: string;
  name: string;
  phone: string;
  email?: string | null | undefined;
  instagram?: string | null | undefined;
}): OutboundLead {
  return {
    id: lead.id,
    name: lead.name,
    phone: e164(lead.phone),
    email: lead.email || null,
    instagram: lead.instagram || null,
  };
}

export function outboundAttribution(
  columns: AttributionColumns,
  lastTouchPartnerCode: string | null = null,
): OutboundAttribution {
  return {
    utmSource: columns.utm_source ?? null,
    utmMedium: columns.utm_medium ?? null,
    utmCampaign: columns.utm_campaign ?? null,
    utmContent: columns.utm_content ?? null,
    utmTerm: columns.utm_term ?? null,
    referrer: columns.referrer ?? null,
    landingPage: columns.landing_page ?? null,
    partnerCode: columns.partner_code ?? null,
    lastTouchPartnerCode,
  };
}

export function leadAttribution(lead: LeadEventFacts): OutboundAttribution {
  return outboundAttribution(lead, lead.last_partner_code);
}

export function outboundEventInfo(event: EventInfoFacts) {
  return { id: event.id, slug: event.slug, name: event.title, kind: event.kind, startsAt: event.starts_at };
}

/** The checkout, its offer, launch, lead and origin: what every checkout and purchase event carries. */
export function checkoutData(facts: CheckoutEventFacts): OutboundCheckoutData {
  const lead = facts.lead && !facts.lead.anonymized ? outboundLead(facts.lead) : null;
  return {
    checkout: {
      id: facts.id,
      status: facts.status,
      paymentMethod: facts.method === 'pix' ? 'pix' : 'card',
      amountCents: facts.amount_cents,
      discountCents: facts.discount_cents,
      couponCode: facts.coupon_code,
      installments: facts.installments,
      items: facts.items.map((item) => ({
        offerCode: item.offer_code,
        name: item.name,
        amountCents: item.amount_cents,
      })),
      createdAt: facts.created_at,
    },
    offer: facts.offer,
    launch: facts.launch,
    lead,
    attribution: outboundAttribution(facts, facts.lead?.last_partner_code ?? null),
  };
}
