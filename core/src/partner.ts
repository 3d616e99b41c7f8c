// A partner as the public site may show it: the code in its link and the name its audience knows.
import { z } from 'zod';
import { PARTNER_CODE_MAX_LENGTH, PARTNER_CODE_PATTERN } from './partner-code.ts';

/** GET /api/partners/{code}: an active partner, nothing more. */
export interface PublicPartner {
  code: string;
  name: string;
}

export { isPartnerCode } from './partner-code.ts';

/** Codes are short slugs; anything else cannot name a partner and is not worth a query. */
export const partnerCodeSchema = z.string().min(1).max(PARTNER_CODE_MAX_LENGTH).regex(PARTNER_CODE_PATTERN);
