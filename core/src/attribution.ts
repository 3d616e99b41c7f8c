// Where a visitor came from (UTM parameters, referrer, landing page), shared by every body that records it.
import { lineText } from './text-field.ts';

export const optionalText = (max: number) => lineText().max(max).optional();

export const attributionFields = {
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_content: optionalText(200),
  utm_term: optionalText(200),
  referrer: optionalText(2_000),
  landing_page: optionalText(2_000),
};

/** The attribution fields' names, in one order: what a lead's touch records and its registration copies. */
export const ATTRIBUTION_KEYS = /* @__PURE__ */ Object.keys(
  attributionFields,
) as (keyof typeof attributionFields)[];
