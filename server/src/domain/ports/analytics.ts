// The staff dashboards' reports and the conversion model's training (storage/analytics/*).
import type {
  BehaviourReport,
  FunnelReport,
  JourneyReport,
  LaunchReport,
  LeadTimeline,
  ModelSummary,
  OpportunitiesReport,
  PredictionsReport,
} from '@funil/core/analytics';
import type { Period } from '@funil/core/analytics-period';
import type { LeadSearchResult } from '@funil/core/lead-search';

export interface AnalyticsReports {
  funnel(period: Period, now: Date): Promise<FunnelReport>;
  journey(period: Period, now: Date): Promise<JourneyReport>;
  behaviour(period: Period): Promise<BehaviourReport>;
  opportunities(period: Period, now: Date): Promise<OpportunitiesReport>;
  predictions(period: Period): Promise<PredictionsReport>;
  launch(period: Period): Promise<LaunchReport>;
  /** Leads whose name, phone, e-mail or Instagram matches what staff typed. */
  findLeadsByContact(typed: string): Promise<LeadSearchResult>;
  leadTimeline(leadId: string): Promise<LeadTimeline | undefined>;
  /** Trains the model on the leads so far and scores the open ones; undefined without enough data. */
  trainAndScore(now: Date): Promise<ModelSummary | undefined>;
}
