// The explainable engagement score (0–100) behind hot leads and the leads' engagement_score column:
// each signal adds points up to its own cap, and the parts are shown to staff as they were added.

export interface EngagementSignals {
  visitCount: number;
  /** Milliseconds, summed over the kept page views (leads.time_on_page). */
  timeOnPageMs: number;
  clicks: number;
  instagramGiven: boolean;
  checkoutCreated: boolean;
  checkoutVisited: boolean;
  checkoutAbandoned: boolean;
}

export interface EngagementPart {
  signal: keyof EngagementSignals;
  label: string;
  points: number;
}

export interface EngagementScore {
  score: number;
  parts: EngagementPart[];
}

/** Points per unit and the most each signal can add; the caps sum to 100. */
export const ENGAGEMENT_RULES = {
  visitCount: { label: 'Visitas', perUnit: 5, max: 20 },
  timeOnPageMs: { label: 'Tempo na página', perUnit: 1 / 12_000, max: 20 }, // 1 point per 12 s
  clicks: { label: 'Cliques', perUnit: 1, max: 15 },
  instagramGiven: { label: 'Informou o Instagram', perUnit: 10, max: 10 },
  checkoutCreated: { label: 'Abriu o pagamento', perUnit: 10, max: 10 },
  checkoutVisited: { label: 'Visitou o checkout', perUnit: 15, max: 15 },
  checkoutAbandoned: { label: 'Abandonou o checkout', perUnit: 10, max: 10 },
} as const satisfies Record<keyof EngagementSignals, { label: string; perUnit: number; max: number }>;

export function engagementScore(signals: EngagementSignals): EngagementScore {
  const parts: EngagementPart[] = [];
  for (const signal of Object.keys(ENGAGEMENT_RULES) as (keyof EngagementSignals)[]) {
    const rule = ENGAGEMENT_RULES[signal];
    const value = signals[signal];
    const amount = typeof value === 'boolean' ? Number(value) : Math.max(0, value);
    const points = Math.round(Math.min(rule.max, amount * rule.perUnit));
    if (points > 0) parts.push({ signal, label: rule.label, points });
  }
  return { score: parts.reduce((sum, part) => sum + part.points, 0), parts };
}
