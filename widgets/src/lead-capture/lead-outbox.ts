// No lead is ever lost: a save that fails for want of a server waits in localStorage and is sent
// again with back-off, under the same Idempotency-Key, until the server has it — on later pages too.
// The queued body keeps the secret of this browser's earlier save, and a resend whose first answer
// was lost gets the lead's secret back by that key (decision 0019).
import type { LeadSaved, LeadSaveInput } from '@funil/core/lead';
import { backoffMs } from '../lib/backoff.ts';
import { LEAD_SAVED_EVENT } from '../lib/lead-saved-event.ts';
import { writeJson } from '../lib/storage.ts';
import { readJson } from '../lib/stored-json.ts';
import { readLeadCapability } from '../lib/stored-lead.ts';
import { randomId } from '../lib/uuid.ts';
import { isRetriable, saveLead } from './lead-api.ts';
import { rememberLeadId } from './lead-storage.ts';

export const PENDING_LEADS_KEY = 'pendingLeads';

interface PendingLead {
  key: string;
  input: LeadSaveInput;
  attempts: number;
  /** Epoch ms of the next try. */
  nextAt: number;
}

export interface LeadOutbox {
  /** Tries at once; on a retriable failure keeps the lead for later and still rejects, so the caller moves on. */
  save(input: LeadSaveInput): Promise<LeadSaved>;
  /** Sends every lead whose time has come, then waits for the next one. */
  flush(): Promise<void>;
  stop(): void;
}

export interface LeadOutboxDeps {
  send(input: LeadSaveInput, idempotencyKey: string): Promise<LeadSaved>;
  onSaved?(saved: LeadSaved, input: LeadSaveInput): void;
  now?(): number;
}

function isPending(value: unknown): value is PendingLead {
  const entry = value as PendingLead | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.key === 'string' &&
    typeof entry.input?.phone === 'string' &&
    typeof entry.attempts === 'number' &&
    typeof entry.nextAt === 'number'
  );
}

function readPending(): PendingLead[] {
  const stored = readJson(PENDING_LEADS_KEY);
  return Array.isArray(stored) ? stored.filter(isPending) : [];
}

function writePending(entries: PendingLead[]): void {
  writeJson(PENDING_LEADS_KEY, entries);
}

export function createLeadOutbox(deps: LeadOutboxDeps): LeadOutbox {
  const now = deps.now ?? Date.now;
  const sending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const remove = (key: string) => writePending(readPending().filter((entry) => entry.key !== key));

  function schedule() {
    clearTimeout(timer);
    const waiting = readPending().filter((entry) => !sending.has(entry.key));
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((entry) => entry.nextAt));
    timer = setTimeout(() => void flush(), Math.max(0, next - now()));
  }

  function postpone(failed: PendingLead) {
    const attempts = failed.attempts + 1;
    writePending(
      readPending().map((entry) =>
        entry.key === failed.key ? { ...entry, attempts, nextAt: now() + backoffMs(attempts) } : entry,
      ),
    );
  }

  async function attempt(entry: PendingLead): Promise<LeadSaved> {
    sending.add(entry.key);
    try {
      const saved = await deps.send(entry.input, entry.key);
      remove(entry.key);
      deps.onSaved?.(saved, entry.input);
      return saved;
    } catch (error) {
      // A refusal (4xx) will not change by waiting: only a missing server is worth another try.
      if (isRetriable(error)) postpone(entry);
      else remove(entry.key);
      throw error;
    } finally {
      sending.delete(entry.key);
      schedule();
    }
  }

  async function flush() {
    const due = readPending().filter((entry) => entry.nextAt <= now() && !sending.has(entry.key));
    for (const entry of due) await attempt(entry).catch(() => undefined);
    schedule();
  }

  return {
    save(input) {
      // One pending save per phone: the newest data (e.g. now with the handle) replaces the older,
      // under its key while it is not on its way: the server may have applied the older one without
      // its answer arriving, and the key is what gets this browser that lead's secret back.
      const previous = readPending().find((pending) => pending.input.phone === input.phone);
      const key = previous && !sending.has(previous.key) ? previous.key : randomId();
      const entry: PendingLead = { key, input, attempts: 0, nextAt: now() };
      writePending([...readPending().filter((pending) => pending.input.phone !== input.phone), entry]);
      return attempt(entry);
    },
    flush,
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
      // Every save the server confirmed, at once or by a resend on a later page: the page's
      // tracker reports it (tracker/lead-events.ts), whoever started it.
      onSaved: (saved, input) => {
        rememberLeadId(saved);
        // The page's scripts hear of the save, never of its secret.
        const { leadToken: _token, leadId: _id, ...visible } = input;
        document.dispatchEvent(new CustomEvent(LEAD_SAVED_EVENT, { detail: { ...visible, id: saved.id } }));
      },
    });
    outboxes.set(apiBase, created);
    // Coming back online is the likeliest moment for the server to be reachable again.
    const onOnline = () => void created.flush();
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
  return readPending().length > 0;
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
