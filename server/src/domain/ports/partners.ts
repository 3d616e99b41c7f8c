// The public partner page's look-up (storage/partners-repository.ts implements it).
import type { PublicPartner } from '@funil/core/partner';

export interface PartnerStore {
  /** The active partner with exactly this code; inactive ones are not found. */
  findActivePartner(code: string): Promise<PublicPartner | undefined>;
}
