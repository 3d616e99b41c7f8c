// POST /api/visits: a known visitor (by phone) opened a page; unknown phones become 'visitor' leads.
import { z } from 'zod';
import { attributionFields, optionalText } from './attribution.ts';
import { phoneSchema } from './lead.ts';

/** Small free-form JSON objects (screen size, query parameters), stored as JSON text. */
const smallObject = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 4_000);

export const visitSchema = z.object({
  phone: phoneSchema,
  name: z.string().trim().max(120).optional(),
  /** The page visited (path or URL), kept as last_page_visit. */
  page: optionalText(2_000),
  ...attributionFields,
  device_info: smallObject.optional(),
  url_params: smallObject.optional(),
});

export type VisitInput = z.input<typeof visitSchema>;
export type Visit = z.output<typeof visitSchema>;

export interface VisitRecorded {
  id: string;
  created: boolean;
}
