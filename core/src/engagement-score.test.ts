import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_RULES, engagementScore } from './engagement-score.ts';

const idle = {
  visitCount: 0,
  timeOnPageMs: 0,
  clicks: 0,
  instagramGiven: false,
  checkoutCreated: false,
  checkoutVisited: false,
  checkoutAbandoned: false,
};

describe('engagementScore', () => {
  it('is 0 with no parts for a lead that did nothing', () => {
    expect(engagementScore(idle)).toEqual({ score: 0, parts: [] });
  });

  it('adds each signal as a named part', () => {
    const result = engagementScore({ ...idle, visitCount: 2, timeOnPageMs: 60_000, instagramGiven: true });
    expect(result.parts).toEqual([
      { signal: 'visitCount', label: 'Visitas', points: 10 },
      { signal: 'timeOnPageMs', label: 'Tempo na página', points: 5 },
      { signal: 'instagramGiven', label: 'Informou o Instagram', points: 10 },
    ]);
    expect(result.score).toBe(25);
  });

  it('caps every signal, so the most engaged lead scores exactly 100', () => {
    const caps = Object.values(ENGAGEMENT_RULES).reduce((sum, rule) => sum + rule.max, 0);
    expect(caps).toBe(100);
    const result = engagementScore({
      visitCount: 50,
      timeOnPageMs: 10_000_000,
      clicks: 500,
      instagramGiven: true,
      checkoutCreated: true,
      checkoutVisited: true,
      checkoutAbandoned: true,
    });
    expect(result.score).toBe(100);
  });

  it('treats negative counts as none', () => {
    expect(engagementScore({ ...idle, visitCount: -3 }).score).toBe(0);
  });
});
