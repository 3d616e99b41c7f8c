// What the opportunities dashboard reads (domain/analytics/opportunities.ts writes the messages and
// folds the days); implemented by storage/analytics/opportunities-queries.ts.
import type { Period } from '@funil/core/analytics-period';
import type { CheckoutStates, MetricQueries } from './metric-queries.ts';

export interface OpportunityLeadRow {
  id: string;
  name: string;
  phone: string;
  instagram: string | null;
  engagement_score: number | null;
  checkout_status: string | null;
  /** Answered SAIR or PARAR or took back their contact consent (domain/whatsapp/opt-out.ts). */
  opted_out: boolean;
  /** When it became an opportunity: the latest abandoned checkout, or the first save of the form. */
  at: string | null;
}

export interface OpportunityQuery {
  period: Period;
  /** Picks the event the messages speak of. */
  now: Date;
  /** Which checkouts are opened and abandoned (decision 0017). */
  checkouts: CheckoutStates;
  /** Engaged: a score at least this high. */
  minimumScore: number;
  /** Rows listed per kind; the totals count them all. */
  limit: number;
  /** The stored message types of the two templates. */
  templateTypes: { abandoned: string; engaged: string };
}

export interface OpportunityRows {
  /** The event the messages speak of: the next active one, else the latest; null when there is none. */
  eventTitle: string | null;
  /** The event's active templates, when staff wrote them. */
  templates: { abandoned: string | null; engaged: string | null };
  /** Reachable people (not erased, not customers) with an abandoned checkout opened in the period. */
  abandoned: { total: number; leads: OpportunityLeadRow[] };
  /** Reachable engaged leads of the period without an abandoned checkout, and how many per UTC hour. */
  engaged: { leads: OpportunityLeadRow[]; hourly: { hour: string; engaged: number }[] };
}

export interface OpportunityQueries extends MetricQueries {
  opportunityRows(query: OpportunityQuery): Promise<OpportunityRows>;
}
