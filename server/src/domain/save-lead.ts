// Spec §5 save rule: a lead is known by its phone, so saving again updates the first match.
import type { LeadSave, LeadSaved } from '@funil/core/lead';
import { regionForPhone } from '@funil/core/regions';
import { botReason } from './bot-check.ts';
import { type FreeCallStore, registerForFreeCall } from './free-call.ts';
import { type DomainLogger, firstLeadByPhone, type PhoneLookup } from './lead-store.ts';
import { newRowId } from './row-id.ts';

/** Columns a save may write; optional ones are absent when the browser did not send them. */
export type LeadFields = Partial<Omit<LeadSave, 'partner' | 'website' | 'started_at' | 'free_call'>> &
  Pick<LeadSave, 'name' | 'phone'> & { partner_code?: string; region?: string };

export type { LeadMatch } from './lead-store.ts';

/** `lead_at`: this save of the form, which makes the person a lead (the store keeps the first). */
export type NewLead = LeadFields & {
  id: string;
  visit_pending: true;
  lead_at: string;
  created_at: string;
  updated_at: string;
};
export type LeadChanges = LeadFields & { visit_pending: true; lead_at: string; updated_at: string };

/** What the save needs from storage; repositories implement it, tests may fake it. */
export interface LeadStore extends PhoneLookup, FreeCallStore {
  insert(lead: NewLead): Promise<void>;
  update(id: string, changes: LeadChanges): Promise<void>;
  isActivePartner(code: string): Promise<boolean>;
}

/** Kept for callers that only warn; the save also reports discarded bot submits at info level. */
export type WarningLogger = DomainLogger;

export interface SaveLeadDeps {
  store: LeadStore;
  logger: DomainLogger;
  now: () => Date;
  newId?: () => string;
}

export async function saveLead(deps: SaveLeadDeps, lead: LeadSave): Promise<LeadSaved> {
  const now = deps.now();
  const newId = deps.newId ?? newRowId;

  const reason = botReason(lead, now);
  if (reason !== undefined) {
    // Answered like a success so the bot learns nothing; nothing is stored.
    deps.logger.info({ reason }, 'Cadastro descartado: parece automático');
    return { id: newId(), created: true };
  }

  const time = now.toISOString();
  const fields = providedFields(lead);
  if (lead.partner && (await deps.store.isActivePartner(lead.partner))) fields.partner_code = lead.partner;

  await deps.store.lockPhone(lead.phone);
  const first = await firstLeadByPhone(deps.store, deps.logger, lead.phone);
  const saved: LeadSaved = first ? { id: first.id, created: false } : { id: newId(), created: true };
  if (first)
    await deps.store.update(first.id, { ...fields, visit_pending: true, lead_at: time, updated_at: time });
  else
    await deps.store.insert({
      ...fields,
      id: saved.id,
      visit_pending: true,
      lead_at: time,
      created_at: time,
      updated_at: time,
    });

  // In the same transaction: a lead the modal promised the call to is never saved without it.
  if (lead.free_call) {
    await registerForFreeCall({ store: deps.store, logger: deps.logger, newId }, saved.id, lead, time);
  }
  return saved;
}

const NOT_COLUMNS: ReadonlySet<string> = new Set(['partner', 'website', 'started_at', 'free_call']);

/**
 * Drops empty and missing values, so a later save from a page without UTM parameters or
 * without the e-mail field never wipes what an earlier save recorded.
 */
function providedFields(lead: LeadSave): LeadFields {
  const entries = Object.entries(lead).filter(
    ([key, value]) => !NOT_COLUMNS.has(key) && typeof value === 'string' && value !== '',
  );
  // The region staff filter by: the area code's, as the form's regional line shows it.
  return {
    ...Object.fromEntries(entries),
    name: lead.name,
    phone: lead.phone,
    region: regionForPhone(lead.phone).name,
  };
}
