// Attribution is first touch (decision 0019): where a lead came from is written once, when the row is
// made; a later save of the lead's own browser is its last touch, kept in columns of its own.
import { ATTRIBUTION_KEYS } from '@funil/core/attribution';
import type { LastTouchColumns, LeadTouch } from './ports/leads.ts';

/** The touch's non-empty values; the partner code is checked apart (only an active one counts). */
export function touchOf(source: Partial<Record<keyof LeadTouch, string | undefined>>): LeadTouch {
  const touch: LeadTouch = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = source[key]?.trim();
    if (value) touch[key] = value;
  }
  return touch;
}

/**
 * A later touch replaces the previous last touch whole (its blanks included: they say where this
 * one did not come from); a save that says nothing about where it came from is no touch.
 */
export function lastTouchColumns(
  touch: LeadTouch,
  partner: string | undefined,
  time: string,
): LastTouchColumns | undefined {
  if (partner === undefined && Object.keys(touch).length === 0) return undefined;
  return {
    last_partner_code: partner ?? null,
    last_utm_source: touch.utm_source ?? null,
    last_utm_medium: touch.utm_medium ?? null,
    last_utm_campaign: touch.utm_campaign ?? null,
    last_utm_content: touch.utm_content ?? null,
    last_utm_term: touch.utm_term ?? null,
    last_referrer: touch.referrer ?? null,
    last_landing_page: touch.landing_page ?? null,
    last_touch_at: time,
  };
}

/** The partner a lead's latest touch came through: its first touch's until a later one is recorded. */
export function lastTouchPartner(lead: {
  partner_code: string | null;
  last_partner_code: string | null;
  last_touch_at: string | null;
}): string | null {
  return lead.last_touch_at === null ? lead.partner_code : lead.last_partner_code;
}
