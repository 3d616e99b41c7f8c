// Spec §5 save rule (a lead is known by its phone: update if found, insert otherwise), for the lead's
// own browser; any other save of a known phone only fills blanks, as a claim (decision 0019).
import type { LeadSave, LeadSaved } from '@funil/core/lead';
import { regionForPhone } from '@funil/core/regions';
import { botReason } from './bot-check.ts';
import { FREE_CALL_SLUG, freeCallRegistration, registerForFreeCall, warnNoFreeCall } from './free-call.ts';
import {
  grantCapability,
  newCapability,
  newLeadToken,
  regrantByRequestKey,
  resolveHolder,
} from './lead-capability.ts';
import { fillLeadBlanks } from './lead-claim.ts';
import { leadConsentRow, recordLeadConsent } from './lead-consent.ts';
import { firstLeadByPhone } from './lead-store.ts';
import { lastTouchColumns, touchOf } from './lead-touch.ts';
import {
  freeCallRegisteredEvent,
  leadCapturedEvent,
  withRegisteredEvent,
} from './outbound-events/lead-events.ts';
import type {
  LeadFields,
  LeadMatch,
  LeadStore,
  LeadTouch,
  NewLead,
  NewLeadOutcome,
  NewLeadWriter,
  NewLeadWrites,
} from './ports/leads.ts';
import type { DomainLogger } from './ports/logger.ts';
import type { TransactionScope } from './ports/transaction-scope.ts';
import { newRowId } from './row-id.ts';

export interface SaveLeadDeps {
  store: LeadStore;
  logger: DomainLogger;
  now: () => Date;
  newId?: () => string;
  /** The slug of the free call the modal promised: the launch's own (the template's when left out). */
  freeCallSlug?: string;
}

export interface SaveRequest {
  /** The request's Idempotency-Key: the outbox resends a save under the same one. */
  requestKey?: string | undefined;
}

/** A save read and checked, before any lead is looked up. */
interface PreparedSave {
  lead: LeadSave;
  request: SaveRequest;
  time: string;
  fields: LeadFields;
  partner: string | undefined;
  touch: LeadTouch;
  newId: () => string;
  freeCallSlug: string;
}

/**
 * Runs the whole save on one store, inside the caller's transaction: the route's path, with the
 * store itself as the new-lead writer and the caller's transaction as the known phone's.
 */
export function saveLead(deps: SaveLeadDeps, lead: LeadSave, request: SaveRequest = {}): Promise<LeadSaved> {
  const { store } = deps;
  return saveNewOrKnown({ ...deps, writer: storeWriter(store), scope: (work) => work(store) }, lead, request);
}

export interface SaveLeadOnceDeps extends Omit<SaveLeadDeps, 'store'> {
  /** Where a new phone's rows are written at once (tests may leave it out). */
  writer?: NewLeadWriter;
  /** One transaction for everything else (and every save where there is no writer). */
  scope: TransactionScope<LeadStore>;
}

/**
 * The lead route's save. Most saves are a new phone: with a writer, that is one write and no
 * transaction (issue 17: one round trip on PostgreSQL, no query building on SQLite). Without one,
 * the same path runs whole in one transaction (saveLead).
 */
export function saveLeadOnce(
  deps: SaveLeadOnceDeps,
  lead: LeadSave,
  request: SaveRequest = {},
): Promise<LeadSaved> {
  const { writer, scope } = deps;
  if (!writer) return scope((store) => saveLead({ ...deps, store }, lead, request));
  return saveNewOrKnown({ ...deps, writer }, lead, request);
}

/**
 * The one path of every save: the bot and partner checks, then the new lead's rows are built and
 * handed to the writer, which looks the phone up under its lock and writes them only when no lead
 * has it. A known phone's save reads the lead and the browser's capability before it writes: it
 * runs in one transaction, under the same lock.
 */
async function saveNewOrKnown(
  deps: SaveLeadOnceDeps & { writer: NewLeadWriter },
  lead: LeadSave,
  request: SaveRequest,
): Promise<LeadSaved> {
  const prepared = await prepareSave(deps, deps.writer, lead, request);
  if ('answer' in prepared) return prepared.answer;
  // The writer saw a lead that the transaction then did not find (erased in between): once more.
  for (let tries = 0; tries < 2; tries++) {
    const built = newLeadWrites(prepared);
    const outcome = await deps.writer.insertIfPhoneNew(built.writes);
    if (outcome !== 'phone_known') return newLeadSaved(deps.logger, built, outcome);
    const known = await deps.scope((store) => saveKnownPhone({ ...deps, store }, prepared));
    if (known) return known;
  }
  throw new Error('the writer found the phone known, but no lead has it');
}

/** The bot check, the partner check and the values every branch writes. */
async function prepareSave(
  deps: Omit<SaveLeadDeps, 'store'>,
  partners: Pick<LeadStore, 'isActivePartner'>,
  lead: LeadSave,
  request: SaveRequest,
): Promise<PreparedSave | { answer: LeadSaved }> {
  const now = deps.now();
  const newId = deps.newId ?? newRowId;
  const reason = botReason(lead, now);
  if (reason !== undefined) {
    // Answered like a success (a new lead's shape) so the bot learns nothing; nothing is stored.
    deps.logger.info({ reason }, 'Cadastro descartado: parece automático');
    return { answer: { id: newId(), created: true, token: newLeadToken() } };
  }
  const partner = lead.partner && (await partners.isActivePartner(lead.partner)) ? lead.partner : undefined;
  return {
    lead,
    request,
    time: now.toISOString(),
    fields: identityFields(lead),
    partner,
    touch: touchOf(lead),
    newId,
    freeCallSlug: deps.freeCallSlug ?? FREE_CALL_SLUG,
  };
}

/** A new lead's rows: the lead, its capability, the free call it was promised, its consent. */
function newLeadWrites(save: PreparedSave): { writes: NewLeadWrites; token: string } {
  const { lead, time, partner, newId } = save;
  const id = newId();
  const { token, row: capability } = newCapability({
    leadId: id,
    claimId: null,
    requestKey: save.request.requestKey,
    time,
  });
  const newLead: NewLead = {
    ...save.fields,
    ...save.touch,
    ...(partner ? { partner_code: partner } : {}),
    id,
    visit_pending: true,
    lead_at: time,
    created_at: time,
    updated_at: time,
  };
  const writes: NewLeadWrites = {
    lead: newLead,
    capability,
    captured: leadCapturedEvent(newLead, lead.free_call === true),
  };
  if (lead.free_call) {
    const registration = freeCallRegistration(newId(), id, lead, time);
    writes.freeCall = {
      eventSlug: save.freeCallSlug,
      registration,
      registered: freeCallRegisteredEvent(newLead, registration),
    };
  }
  const consent = leadConsentRow({ leadId: id, consent: lead.consent, partner, time }, newId);
  if (consent) writes.consent = consent;
  return { writes, token };
}

/**
 * NewLeadWriter on a store, inside the caller's transaction: the phone's lock and look-up, then
 * the rows. The lock stays held for the known phone's save in the same transaction.
 */
function storeWriter(store: LeadStore): NewLeadWriter {
  return {
    isActivePartner: (code) => store.isActivePartner(code),
    async insertIfPhoneNew(writes) {
      await store.lockPhone(writes.lead.phone);
      const known = await store.findByPhone(writes.lead.phone);
      return known.length > 0 ? 'phone_known' : writeNewLead(store, writes);
    },
  };
}

async function writeNewLead(store: LeadStore, writes: NewLeadWrites): Promise<NewLeadOutcome> {
  await store.insert(writes.lead);
  await store.insertCapability(writes.capability);
  await store.queueOutboundEvent(writes.captured);
  let outcome: NewLeadOutcome = 'saved';
  if (writes.freeCall) {
    const event = await store.findEventBySlug(writes.freeCall.eventSlug);
    const info = event && (await store.eventForRegistration(event.id));
    if (event && info) {
      await store.insertRegistrationIfMissing({ ...writes.freeCall.registration, event_id: event.id });
      await store.queueOutboundEvent(withRegisteredEvent(writes.freeCall.registered, info));
    } else outcome = 'saved_without_call';
  }
  if (writes.consent) await store.recordConsent(writes.consent);
  return outcome;
}

function newLeadSaved(
  logger: DomainLogger,
  built: { writes: NewLeadWrites; token: string },
  outcome: NewLeadOutcome,
): LeadSaved {
  if (outcome === 'saved_without_call')
    warnNoFreeCall(logger, built.writes.lead.id, built.writes.freeCall?.eventSlug);
  return { id: built.writes.lead.id, created: true, token: built.token };
}

/**
 * A known phone's save, in one transaction under the phone's lock: the lead's own browser, or a
 * claim. Undefined when no lead has the phone any more.
 */
async function saveKnownPhone(deps: SaveLeadDeps, save: PreparedSave): Promise<LeadSaved | undefined> {
  const { lead, request, time, fields, partner, touch, newId } = save;
  let holder = await resolveHolder(deps.store, lead);
  let token = lead.leadToken;

  await deps.store.lockPhone(lead.phone);
  const first = await firstLeadByPhone(deps.store, deps.logger, lead.phone);
  if (!first) return undefined;

  // The resend of a save whose answer was lost is the browser it was: same id, fresh secret, and
  // answered as the first time (its touch is the first one, not a later).
  let resent = false;
  if (holder?.leadId !== first.id) {
    const regranted = await regrantByRequestKey(deps.store, first.id, request.requestKey);
    if (regranted) ({ holder, token } = regranted);
    resent = regranted !== undefined;
  }

  if (holder?.kind === 'owner' && holder.leadId === first.id) {
    // First touch stays where it was; this one is the last touch (decision 0019).
    const last = resent ? undefined : lastTouchColumns(touch, partner, time);
    await deps.store.update(first.id, {
      ...fields,
      ...(last ?? {}),
      visit_pending: true,
      lead_at: time,
      updated_at: time,
    });
    await registerFreeCall(deps, first.id, lead, time, newId);
    await recordLeadConsent(deps.store, { leadId: first.id, consent: lead.consent, partner, time }, newId);
    return { id: first.id, created: resent, token: token as string };
  }

  const ownClaim = holder?.kind === 'claim' && holder.leadId === first.id ? holder.claimId : undefined;
  const saved = await claimLead(deps, {
    lead,
    first,
    ownClaim,
    token,
    fields,
    partner,
    request,
    newId,
    time,
  });
  if (lead.free_call) await registerClaimForFreeCall(deps, first.id, saved.id, time, newId);
  // What an unconfirmed browser sent is kept under the lead too (as an interaction): so is the
  // notice it agreed to, unless the lead already agreed to that version.
  await recordLeadConsent(deps.store, { leadId: first.id, consent: lead.consent, partner, time }, newId);
  return resent ? { ...saved, created: true } : saved;
}

/** In the same transaction: a lead the modal promised the call to is never saved without it. */
async function registerFreeCall(
  deps: SaveLeadDeps,
  leadId: string,
  lead: LeadSave,
  time: string,
  newId: () => string,
): Promise<void> {
  if (lead.free_call)
    await registerForFreeCall(
      { store: deps.store, logger: deps.logger, newId, slug: deps.freeCallSlug },
      leadId,
      lead,
      time,
    );
}

interface ClaimInput {
  lead: LeadSave;
  first: LeadMatch;
  /** The claim on this lead the browser already holds, if any. */
  ownClaim: string | undefined;
  /** Its secret, answered back unchanged. */
  token: string | undefined;
  fields: LeadFields;
  partner: string | undefined;
  request: SaveRequest;
  newId: () => string;
  time: string;
}

/**
 * A save of a known phone without that lead's secret: the lead's blanks are filled, the rest is
 * kept for staff as an interaction, and the browser gets its claim (the one it already holds, or
 * a new one answered exactly like a new lead), never the lead's id.
 */
async function claimLead(deps: SaveLeadDeps, input: ClaimInput): Promise<LeadSaved> {
  const { lead, first, ownClaim, fields, time } = input;
  const claimId = ownClaim ?? input.newId();

  const filled = await fillLeadBlanks(deps.store, first.id, { ...fields, lead_at: time }, time);
  await deps.store.insertInteraction({
    id: input.newId(),
    lead_id: first.id,
    interaction_type: 'unverified_save',
    data: JSON.stringify({ claimId, submitted: submittedValues(lead, input.partner), filled }),
    created_at: time,
  });
  deps.logger.info(
    { leadId: first.id, claimId, filled },
    'Cadastro de telefone já conhecido sem o token do lead',
  );

  if (ownClaim !== undefined) {
    await deps.store.updateClaim(ownClaim, {
      name: fields.name,
      ...(fields.instagram ? { instagram: fields.instagram } : {}),
      conversion_stage: 'new_lead',
      updated_at: time,
    });
    return { id: ownClaim, created: false, token: input.token as string };
  }
  await deps.store.insertClaim({
    id: claimId,
    lead_id: first.id,
    name: fields.name,
    instagram: fields.instagram || null,
    conversion_stage: 'new_lead',
    visit_count: 0,
    registered_for_event: 0,
    last_visit_key: null,
    created_at: time,
    updated_at: time,
  });
  const token = await grantCapability(deps.store, {
    leadId: first.id,
    claimId,
    requestKey: input.request.requestKey,
    time,
  });
  return { id: claimId, created: true, token };
}

/**
 * The modal promised the call: the person behind the phone is registered (an addition, never a
 * change), and the claim says so to its page, as the lead's registration would.
 */
async function registerClaimForFreeCall(
  deps: SaveLeadDeps,
  leadId: string,
  claimId: string,
  time: string,
  newId: () => string,
): Promise<void> {
  // Without where it came from: attribution is not an unconfirmed browser's to give.
  const outcome = await registerForFreeCall(
    { store: deps.store, logger: deps.logger, newId, slug: deps.freeCallSlug },
    leadId,
    {},
    time,
  );
  if (outcome !== 'no_event')
    await deps.store.updateClaim(claimId, { registered_for_event: 1, updated_at: time });
}

/**
 * Drops empty and missing values, so a later save from a page without the e-mail field never
 * wipes what an earlier save recorded. The region is the area code's, as the form shows it.
 */
function identityFields(lead: LeadSave): LeadFields {
  return {
    name: lead.name,
    phone: lead.phone,
    ...(lead.email ? { email: lead.email } : {}),
    ...(lead.instagram ? { instagram: lead.instagram } : {}),
    region: regionForPhone(lead.phone).name,
  };
}

/** What an unconfirmed browser sent, for staff to read beside the lead (never its secrets). */
function submittedValues(lead: LeadSave, partner: string | undefined): Record<string, string> {
  const {
    leadToken: _token,
    leadId: _id,
    website: _website,
    started_at: _started,
    free_call: _call,
    consent: _consent,
    ...rest
  } = lead;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest))
    if (typeof value === 'string' && value !== '') values[key] = value;
  if (partner) values.partner = partner;
  else delete values.partner;
  return values;
}
