// Behaviour tracking records (spec §3) the tracker sends every 30 s and on unload.
import { z } from 'zod';
import { leadCapabilityFields } from './lead-capability.ts';
import { phoneLookupSchema } from './phone-plan.ts';
import { lineText } from './text-field.ts';

export const MAX_CLICKS = 100;
export const MAX_PAGE_VIEWS = 50;
export const ELEMENT_TEXT_MAX = 50;

/** Milliseconds since the epoch, as Date.now() gives them. */
const timestamp = z.number().int().nonnegative().max(8.64e15);
const coordinate = z.number().finite();

export const clickSchema = z.object({
  elementId: lineText().max(200).default(''),
  // Longer text is cut, not refused: the tracker's cap is a courtesy, not a contract to enforce.
  elementText: z
    .string()
    .default('')
    .transform((text) => text.slice(0, ELEMENT_TEXT_MAX)),
  elementType: lineText().max(50).default(''),
  timestamp,
  x: coordinate,
  y: coordinate,
  path: lineText().max(2_000).default(''),
});

export const pageViewSchema = z.object({
  url: lineText().max(2_000),
  title: lineText().max(300).default(''),
  timestamp,
  /** Time spent on the page; time_on_page is the sum of these. */
  timeSpent: z.number().finite().nonnegative().max(1e10).default(0),
});

/** Up to a few times the caps per request; the server keeps only the newest. */
export const behaviourSchema = z.object({
  /** Sent by older trackers; the capability names the lead (decision 0019). */
  phone: phoneLookupSchema.optional(),
  ...leadCapabilityFields,
  clicks: z
    .array(clickSchema)
    .max(MAX_CLICKS * 5)
    .default([]),
  pageViews: z
    .array(pageViewSchema)
    .max(MAX_PAGE_VIEWS * 5)
    .default([]),
  /** Accepted for older trackers; time_on_page is derived from the page views. */
  timeSpent: z.number().finite().nonnegative().optional(),
});

export type Click = z.output<typeof clickSchema>;
export type PageView = z.output<typeof pageViewSchema>;
export type BehaviourInput = z.input<typeof behaviourSchema>;
export type Behaviour = z.output<typeof behaviourSchema>;
