// What the lead use cases need from storage; the repository implements it, tests may fake it.

export interface LeadMatch {
  id: string;
  created_at: string;
}

/** The logger calls the use cases make; pino's logger fits it. */
export interface DomainLogger {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

export interface PhoneLookup {
  /**
   * Holds other writers of this phone off until the surrounding transaction ends, so two
   * requests cannot both insert a lead for one phone.
   */
  lockPhone(phone: string): Promise<void>;
  /** Every lead with exactly this phone, oldest first. */
  findByPhone(phone: string): Promise<LeadMatch[]>;
}

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
