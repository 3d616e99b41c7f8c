// A partner as the public site may show it: the code in its link and the name its audience knows.
import { z } from 'zod';

/** GET /api/partners/{code}: an active partner, nothing more. */
export interface PublicPartner {
  code: string;
  name: string;
}

/** Codes are short slugs; anything else cannot name a partner and is not worth a query. */
export const partnerCodeSchema = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9._-]+$/);

export function isPartnerCode(value: string): boolean {
  return partnerCodeSchema.safeParse(value).success;
}
