// Which leads are worth a message now, and the message: an abandoned checkout, or high engagement without a purchase.

import type { OpportunitiesReport, Opportunity } from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import { whatsAppLink } from '@funil/core/phone-plan';
import { firstName } from '@funil/core/text';
import { checkoutStates } from '../metrics/definitions.ts';
import { periodMetrics } from '../metrics/period-metrics.ts';
import type { OpportunityLeadRow, OpportunityQueries } from '../ports/opportunity-queries.ts';
import { dailySeries } from './daily-series.ts';

/** Rows listed per kind; the totals count them all. */
export const OPPORTUNITY_LIST_LIMIT = 100;

/** The engagement score (0–100) from which a lead without a purchase deserves a message. */
export const ENGAGED_MIN_SCORE = 60;

export type OpportunityKind = 'abandoned_checkout' | 'engaged_lead';

/** The event template message_type staff fill for each list (event_message_templates). */
export const TEMPLATE_TYPES: Record<OpportunityKind, string> = {
  abandoned_checkout: 'checkout_abandonado',
  engaged_lead: 'lead_engajado',
};

/** Sent when the current event has no active template of that type. */
export const DEFAULT_TEMPLATES: Record<OpportunityKind, string> = {
  abandoned_checkout:
    'Olá, {nome}! Vi que você começou sua inscrição em {evento} e não concluiu o pagamento. Posso te ajudar a terminar?',
  engaged_lead:
    'Olá, {nome}! Vi que você se interessou por {evento}. Quer que eu te conte os detalhes e tire suas dúvidas?',
};

/** The first word of the name, or 'tudo bem' when there is none, so the greeting still reads. */
export function greetingName(name: string): string {
  return firstName(name) || 'tudo bem';
}

/** Fills {nome} and {evento} (also written {{nome}}, {{evento}}). */
export function fillTemplate(template: string, values: { name: string; event: string }): string {
  return template
    .replace(/\{\{?\s*nome\s*\}?\}/g, greetingName(values.name))
    .replace(/\{\{?\s*evento\s*\}?\}/g, values.event);
}

/** A chat with the lead's own number with the message typed in; a number without its country is Brazilian. */
export function whatsappUrl(phone: string, text: string): string {
  return whatsAppLink(phone, text);
}

/** Leads to message now, each with its WhatsApp link and message; the period's abandoned and engaged per day. */
export async function opportunitiesReport(
  queries: OpportunityQueries,
  period: Period,
  now: Date,
): Promise<OpportunitiesReport> {
  const rows = await queries.opportunityRows({
    period,
    now,
    checkouts: checkoutStates(now),
    minimumScore: ENGAGED_MIN_SCORE,
    limit: OPPORTUNITY_LIST_LIMIT,
    templateTypes: { abandoned: TEMPLATE_TYPES.abandoned_checkout, engaged: TEMPLATE_TYPES.engaged_lead },
  });
  const eventTitle = rows.eventTitle ?? 'nosso evento';
  const abandonedTemplate = rows.templates.abandoned ?? DEFAULT_TEMPLATES.abandoned_checkout;
  const engagedTemplate = rows.templates.engaged ?? DEFAULT_TEMPLATES.engaged_lead;
  const toOpportunity =
    (template: string) =>
    (row: OpportunityLeadRow): Opportunity => ({
      id: row.id,
      name: row.name,
      phone: row.phone,
      instagram: row.instagram,
      engagementScore: row.engagement_score === null ? null : Number(row.engagement_score),
      checkoutStatus: row.checkout_status,
      at: row.at ?? '',
      optedOut: row.opted_out,
      // No link to write to someone who said no: the screen shows why instead.
      whatsappUrl: row.opted_out
        ? null
        : whatsappUrl(row.phone, fillTemplate(template, { name: row.name, event: eventTitle })),
    });

  const abandonedDays = await periodMetrics(queries, period, now, ['checkoutsAbandoned']);
  const engagedDays = dailySeries(period, ['engaged'] as const, rows.engaged.hourly);
  const series = abandonedDays.series.map((day, i) => ({
    day: day.day,
    abandoned: day.checkoutsAbandoned,
    engaged: engagedDays[i]?.engaged ?? 0,
  }));

  return {
    period,
    checkoutsAbandoned: abandonedDays.totals.checkoutsAbandoned,
    abandoned: {
      total: rows.abandoned.total,
      leads: rows.abandoned.leads.map(toOpportunity(abandonedTemplate)),
      template: abandonedTemplate,
    },
    engaged: {
      total: series.reduce((sum, day) => sum + day.engaged, 0),
      leads: rows.engaged.leads.map(toOpportunity(engagedTemplate)),
      template: engagedTemplate,
      minimumScore: ENGAGED_MIN_SCORE,
    },
    series,
  };
}
