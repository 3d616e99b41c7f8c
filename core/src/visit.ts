// POST /api/visits: a known visitor (by phone) opened a page; unknown phones become 'visitor' leads.
import { z } from 'zod';
import { phoneSchema } from './lead.ts';

const optionalText = (max: number) => z.string().trim().max(max).optional();
/** Small free-form JSON objects (screen size, query parameters), stored as JSON text. */
const smallObject = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 4_000);

export const visitSchema = z.object({
  phone: phoneSchema,
  name: z.string().trim().max(120).optional(),
  /** The page visited (path or URL), kept as last_page_visit. */
  page: optionalText(2_000),
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_content: optionalText(200),
  utm_term: optionalText(200),
  referrer: optionalText(2_000),
  landing_page: optionalText(2_000),
  device_info: smallObject.optional(),
  url_params: smallObject.optional(),
});

export type VisitInput = z.input<typeof visitSchema>;
export type Visit = z.output<typeof visitSchema>;

export interface VisitRecorded {
  id: string;
  created: boolean;
}
