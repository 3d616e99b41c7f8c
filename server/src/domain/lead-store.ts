// Finding a lead by its phone, where duplicates resolve to the oldest (spec §8); the store is a port.
import type { LeadMatch, PhoneLookup } from './ports/leads.ts';
import type { DomainLogger } from './ports/logger.ts';

/** The first lead with the phone (spec §8: duplicates use the first and log a warning). */
export async function firstLeadByPhone(
  store: PhoneLookup,
  logger: DomainLogger,
  phone: string,
): Promise<LeadMatch | undefined> {
  const [first, ...others] = await store.findByPhone(phone);
  if (first && others.length > 0) {
    // Ids only: the phone is personal data and the ids are enough to find the rows.
    logger.warn(
      { leadId: first.id, duplicateIds: others.map((other) => other.id) },
      'Vários leads com o mesmo telefone; usando o primeiro',
    );
  }
  return first;
}
