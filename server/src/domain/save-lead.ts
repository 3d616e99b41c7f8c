// Spec §5 save rule: a lead is known by its phone, so saving again updates the first match.
import type { LeadSave, LeadSaved } from '@funil/core/lead';

/** Fields a save may write; optional ones are absent when the browser did not send them. */
export type LeadFields = Partial<LeadSave> & Pick<LeadSave, 'name' | 'phone'>;

export interface LeadMatch {
  id: string;
  created_at: string;
}

export type NewLead = LeadFields & {
  id: string;
  visit_pending: true;
  created_at: string;
  updated_at: string;
};
export type LeadChanges = LeadFields & { visit_pending: true; updated_at: string };

/** What the save needs from storage; repositories implement it, tests may fake it. */
export interface LeadStore {
  /** Every lead with exactly this phone, oldest first. */
  findByPhone(phone: string): Promise<LeadMatch[]>;
  insert(lead: NewLead): Promise<void>;
  update(id: string, changes: LeadChanges): Promise<void>;
}

/** The one logger call the rule makes; pino's logger fits it. */
export interface WarningLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface SaveLeadDeps {
  store: LeadStore;
  logger: WarningLogger;
  now: () => Date;
  newId?: () => string;
}

export async function saveLead(deps: SaveLeadDeps, lead: LeadSave): Promise<LeadSaved> {
  const time = deps.now().toISOString();
  const fields = providedFields(lead);
  const [first, ...others] = await deps.store.findByPhone(lead.phone);

  if (first) {
    if (others.length > 0) {
      // Ids only: the phone is personal data and the ids are enough to find the rows.
      deps.logger.warn(
        { leadId: first.id, duplicateIds: others.map((other) => other.id) },
        'Vários leads com o mesmo telefone; usando o primeiro',
      );
    }
    await deps.store.update(first.id, { ...fields, visit_pending: true, updated_at: time });
    return { id: first.id, created: false };
  }

  const id = (deps.newId ?? (() => crypto.randomUUID()))();
  await deps.store.insert({ ...fields, id, visit_pending: true, created_at: time, updated_at: time });
  return { id, created: true };
}

/**
 * Drops empty and missing values, so a later save from a page without UTM parameters or
 * without the e-mail field never wipes what an earlier save recorded.
 */
function providedFields(lead: LeadSave): LeadFields {
  const entries = Object.entries(lead).filter(([, value]) => typeof value === 'string' && value !== '');
  return { ...Object.fromEntries(entries), name: lead.name, phone: lead.phone };
}
