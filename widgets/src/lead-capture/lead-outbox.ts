// No lead is ever lost: a save that fails for want of a server waits in localStorage and is sent
// again, under the same Idempotency-Key, until the server has it — on later pages too, for 7 days.
// The back-off lives with the page: a new page, or the browser coming back online, sends at once.
// The queued body keeps the secret of this browser's earlier save, and a resend whose first answer
// was lost gets the lead's secret back by that key (decision 0019).
import type { LeadSaved, LeadSaveInput } from '@funil/core/lead';
import { backoffMs } from '../lib/backoff.ts';
import { publishLeadSaved } from '../lib/lead-saved-event.ts';
import { removeItem, writeJson } from '../lib/storage.ts';
import { PENDING_LEADS_KEY } from '../lib/storage-keys.ts';
import { readJson } from '../lib/stored-json.ts';
import { readLeadCapability, rememberLeadId } from '../lib/stored-lead.ts';
import { randomId } from '../lib/uuid.ts';
import { isRetriable, saveLead } from './lead-api.ts';

/** A visitor's name and number wait on the device at most this long (LGPD): then they are dropped. */
export const PENDING_LEAD_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface PendingLead {
  key: string;
  input: LeadSaveInput;
  /** Failed tries on every page so far: kept for diagnosis, it sets no wait. */
  attempts: number;
  /** Epoch ms when this data was put on the device. */
  queuedAt: number;
}

/** The save failed for want of a server; the outbox keeps the lead and sends it when it can. */
export class LeadQueuedError extends Error {
  override name = 'LeadQueuedError';
  constructor(override readonly cause: unknown) {
    super();
  }
}

export interface LeadOutbox {
  /**
   * Tries at once; on a retriable failure keeps the lead for later and rejects with
   * LeadQueuedError, so the caller moves on; a refusal (4xx) rejects with the server's error.
   */
  save(input: LeadSaveInput): Promise<LeadSaved>;
  /** Sends every lead whose wait is over, then waits for the next one. */
  flush(): Promise<void>;
  /** Forgets this page's back-off and sends everything now (the connection came back). */
  retryNow(): Promise<void>;
  stop(): void;
}

export interface LeadOutboxDeps {
  send(input: LeadSaveInput, idempotencyKey: string): Promise<LeadSaved>;
  onSaved?(saved: LeadSaved, input: LeadSaveInput): void;
  now?(): number;
}

/** An entry of this version, or of the earlier one that had `nextAt` (a fair lower bound on its age). */
function readEntry(value: unknown): PendingLead | undefined {
  const entry = value as (PendingLead & { nextAt?: number }) | null;
  const queuedAt = entry?.queuedAt ?? entry?.nextAt;
  if (
    typeof entry?.key !== 'string' ||
    typeof entry.input?.phone !== 'string' ||
    typeof queuedAt !== 'number'
  )
    return undefined;
  return { key: entry.key, input: entry.input, attempts: Number(entry.attempts) || 0, queuedAt };
}

function writePending(entries: PendingLead[]): void {
  // Nothing left to send leaves nothing behind on the page's origin.
  if (entries.length === 0) removeItem(PENDING_LEADS_KEY);
  else writeJson(PENDING_LEADS_KEY, entries);
}

/** The entries still worth sending; older ones are removed from the device as they are found. */
function readPending(now: number): PendingLead[] {
  const stored = readJson(PENDING_LEADS_KEY);
  if (!Array.isArray(stored)) return [];
  const entries = stored.map(readEntry).filter((entry) => entry !== undefined);
  const fresh = entries.filter((entry) => now - entry.queuedAt < PENDING_LEAD_MAX_AGE_MS);
  if (fresh.length !== stored.length) writePending(fresh);
  return fresh;
}

export function createLeadOutbox(deps: LeadOutboxDeps): LeadOutbox {
  const now = deps.now ?? Date.now;
  const sending = new Set<string>();
  /** This page's back-off per key: an entry without one is due now. */
  const waits = new Map<string, { failures: number; at: number }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pending = () => readPending(now());
  const remove = (key: string) => writePending(pending().filter((entry) => entry.key !== key));
  const isDue = (entry: PendingLead) => !sending.has(entry.key) && (waits.get(entry.key)?.at ?? 0) <= now();

  function schedule() {
    clearTimeout(timer);
    const waiting = pending().filter((entry) => !sending.has(entry.key));
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((entry) => waits.get(entry.key)?.at ?? 0));
    timer = setTimeout(() => void flush(), Math.max(0, next - now()));
  }

  function postpone(failed: PendingLead) {
    const failures = (waits.get(failed.key)?.failures ?? 0) + 1;
    waits.set(failed.key, { failures, at: now() + backoffMs(failures) });
    writePending(
      pending().map((entry) =>
        entry.key === failed.key ? { ...entry, attempts: entry.attempts + 1 } : entry,
      ),
    );
  }

  async function attempt(entry: PendingLead): Promise<LeadSaved> {
    sending.add(entry.key);
    try {
      const saved = await deps.send(entry.input, entry.key);
      remove(entry.key);
      waits.delete(entry.key);
      deps.onSaved?.(saved, entry.input);
      return saved;
    } catch (error) {
      // A refusal (4xx) will not change by waiting: only a missing server is worth another try.
      if (!isRetriable(error)) {
        remove(entry.key);
        throw error;
      }
      postpone(entry);
      // Only a lead that is really on the device (storage may be off) is promised for later.
      throw pending().some((kept) => kept.key === entry.key) ? new LeadQueuedError(error) : error;
    } finally {
      sending.delete(entry.key);
      schedule();
    }
  }

  async function flush() {
    for (const entry of pending().filter(isDue)) await attempt(entry).catch(() => undefined);
    schedule();
  }

  return {
    save(input) {
      // One pending save per phone: the newest data (e.g. now with the handle) replaces the older,
      // under its key while it is not on its way: the server may have applied the older one without
      // its answer arriving, and the key is what gets this browser that lead's secret back.
      const entries = pending();
      const previous = entries.find((entry) => entry.input.phone === input.phone);
      const key = previous && !sending.has(previous.key) ? previous.key : randomId();
      const entry: PendingLead = { key, input, attempts: previous?.attempts ?? 0, queuedAt: now() };
      writePending([...entries.filter((other) => other.input.phone !== input.phone), entry]);
      return attempt(entry);
    },
    flush,
    retryNow() {
      waits.clear();
      return flush();
    },
    stop: () => clearTimeout(timer),
  };
}

const outboxes = new Map<string, LeadOutbox>();
const forgetters = new Set<() => void>();

/** The page's outbox for an API base; the first call also sends what earlier pages left behind. */
export function leadOutboxFor(apiBase: string): LeadOutbox {
  let outbox = outboxes.get(apiBase);
  if (!outbox) {
    const created = createLeadOutbox({
      // A save queued before this browser had a secret goes with the one it holds by now.
      send: (input, key) =>
        saveLead(apiBase, input.leadToken ? input : { ...input, ...readLeadCapability() }, key),
      // Every save the server confirmed, at once or by a resend on a later page, passes here: this
      // is the one place that keeps the lead's id and secret (lib/stored-lead.ts), and the one
      // announcement of it, before the save resolves. The page's tracker reports it
      // (tracker/lead-events.ts), and the modal that started it learns its id (lead-store.ts).
      onSaved: (saved, input) => {
        rememberLeadId(saved);
        // The secret stays with the stored id: listeners hear of the save's fields only.
        const { leadToken: _token, leadId: _id, ...visible } = input;
        publishLeadSaved({ ...visible, id: saved.id });
      },
    });
    outboxes.set(apiBase, created);
    // Coming back online is the likeliest moment for the server to be reachable again.
    const onOnline = () => void created.retryNow();
    addEventListener('online', onOnline);
    forgetters.add(() => {
      created.stop();
      removeEventListener('online', onOnline);
    });
    void created.flush();
    outbox = created;
  }
  return outbox;
}

/** Whether an earlier page left a lead the server does not have yet. */
export function hasPendingLeads(): boolean {
  return readPending(Date.now()).length > 0;
}

/**
 * For hosts whose pages do not open the lead modal on load: sends what earlier pages left behind
 * (and keeps trying), without waiting for the visitor to open the modal again.
 */
export function resumePendingLeads(apiBase = ''): void {
  if (hasPendingLeads()) leadOutboxFor(apiBase);
}

/** Starts the page afresh: each unit test is a new page, with no timer or listener carried over. */
export function forgetLeadOutboxes(): void {
  for (const forget of forgetters) forget();
  forgetters.clear();
  outboxes.clear();
}
