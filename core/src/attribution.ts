// Where a visitor came from (UTM parameters, referrer, landing page), shared by every body that records it.
import { ATTRIBUTION_KEYS, type AttributionKey } from './attribution-keys.ts';
import { lineText } from './text-field.ts';

export { ATTRIBUTION_KEYS };

export const optionalText = (max: number) => lineText().max(max).optional();

export const attributionFields: Record<AttributionKey, ReturnType<typeof optionalText>> = {
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_content: optionalText(200),
  utm_term: optionalText(200),
  referrer: optionalText(2_000),
  landing_page: optionalText(2_000),
};
