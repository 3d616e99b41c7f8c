// Triggers → whatsapp_jobs rows: each tick, every active cadence's steps coming due get their job,
// once per lead, cadence, step and subject (the table's unique key makes a second insert a no-op, so
// several processes may plan at once).
import {
  CADENCE_TRIGGERS,
  type CadenceStep,
  type CadenceTrigger,
  cadenceStepSchema,
} from '@funil/core/cadence';
import { z } from 'zod';
import { OPEN_CHECKOUT_STATUSES } from '../metrics/definitions.ts';
import type { DomainLogger } from '../ports/logger.ts';
import type { CadencePlannerStore, StoredCadence, UnplannedQuery } from '../ports/whatsapp-planner.ts';
import { newRowId } from '../row-id.ts';
import { SETTLED_STATUSES } from './message-values.ts';
import { nextTurn } from './next-turn.ts';
import { WHATSAPP_CONSENT_PURPOSE } from './whatsapp-rules.ts';

/**
 * The look-back: a step first seen more than this long after its due time is never planned. A new
 * cadence (or one resumed after a pause) thus reaches only what happened in the last hours, not every
 * old lead; the runner being down for a while (a restart, a deploy) still catches up.
 */
export const LATE_LIMIT_MINUTES = 120;

/**
 * Jobs are written this long before they are due, not at the trigger: the due time of a reminder
 * follows the event or the PIX expiry as it stands shortly before (staff may move the call), and the
 * runner finds each job already there when its time comes.
 */
export const PLAN_AHEAD_MINUTES = 60;

/** Subjects read per query (a short statement); a larger backlog is read again in the same tick. */
const BATCH = 100;
/** A tick plans at most this many batches per step, so one tick never runs unbounded. */
const MAX_BATCHES = 10;

const MINUTE = 60_000;

/**
 * Triggers whose anchor is the moment this server wrote the row (the lead's save, the checkout's
 * creation): a step resumes a little before its latest planned anchor instead of rereading its whole
 * look-back window every tick (on SQLite, with 100,000 leads in two hours, that read alone held
 * requests for ~90 ms). The margin covers rows committed a moment after their time.
 */
const RESUMABLE: readonly CadenceTrigger[] = ['lead_captured', 'checkout_unpaid'];
const RESUME_MARGIN_MINUTES = 10;

/** Triggers whose steps count backwards from the anchor (the event's start, the PIX expiry). */
const COUNTS_BACK: readonly CadenceTrigger[] = ['event_reminder', 'pix_expiring'];

/** The checkouts each checkout trigger runs for, by status. */
const CHECKOUT_STATUSES: Partial<Record<CadenceTrigger, readonly string[]>> = {
  checkout_unpaid: OPEN_CHECKOUT_STATUSES,
  pix_expiring: OPEN_CHECKOUT_STATUSES,
  purchase_approved: SETTLED_STATUSES,
};

export interface PlanCadenceJobsDeps {
  store: CadencePlannerStore;
  logger: DomainLogger;
  newId?: () => string;
  /** True once the server is stopping: planning ends after the batch under way (the rest waits for the next start). */
  stopRequested?: () => boolean;
}

const stepsSchema = z.array(cadenceStepSchema);

/** The cadence's trigger and steps, or undefined for a row no staff screen could have saved. */
export function parseCadence(
  cadence: StoredCadence,
): { trigger: CadenceTrigger; steps: CadenceStep[] } | undefined {
  if (!(CADENCE_TRIGGERS as readonly string[]).includes(cadence.trigger)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(cadence.steps);
  } catch {
    return undefined;
  }
  const steps = stepsSchema.safeParse(json);
  return steps.success ? { trigger: cadence.trigger as CadenceTrigger, steps: steps.data } : undefined;
}

/** When a step is due for a subject whose trigger happened (or will happen) at `anchorAt`. */
export function stepDueAt(trigger: CadenceTrigger, anchorAt: string, delayMinutes: number): string {
  const sign = COUNTS_BACK.includes(trigger) ? -1 : 1;
  return new Date(Date.parse(anchorAt) + sign * delayMinutes * MINUTE).toISOString();
}

/**
 * The anchors whose step is due in [now − late limit, now + plan ahead]. A step counted back from
 * the anchor (a reminder before the call, a warning before the PIX expires) is only planned while
 * the anchor is still ahead: after the call started, "falta uma hora" is wrong. A step at the anchor
 * itself ("começou") is the exception.
 */
export function anchorWindow(
  trigger: CadenceTrigger,
  delayMinutes: number,
  now: Date,
): { anchorFrom: string; anchorTo: string } {
  const t = now.getTime();
  const earliestDue = t - LATE_LIMIT_MINUTES * MINUTE;
  const latestDue = t + PLAN_AHEAD_MINUTES * MINUTE;
  const delay = delayMinutes * MINUTE;
  if (COUNTS_BACK.includes(trigger)) {
    const from = delayMinutes > 0 ? Math.max(earliestDue + delay, t + 1) : earliestDue;
    return { anchorFrom: new Date(from).toISOString(), anchorTo: new Date(latestDue + delay).toISOString() };
  }
  // A trigger that has not happened yet has nothing to plan.
  return {
    anchorFrom: new Date(earliestDue - delay).toISOString(),
    anchorTo: new Date(Math.min(t, latestDue - delay)).toISOString(),
  };
}

/** anchorWindow, started where the step's planning left off for a trigger that allows it. */
async function resumedWindow(
  store: CadencePlannerStore,
  cadenceId: string,
  step: number,
  trigger: CadenceTrigger,
  delayMinutes: number,
  now: Date,
): Promise<{ anchorFrom: string; anchorTo: string }> {
  const window = anchorWindow(trigger, delayMinutes, now);
  if (!RESUMABLE.includes(trigger)) return window;
  const lastDue = await store.lastPlannedDueAt(cadenceId, step);
  if (lastDue === undefined) return window;
  const resumeFrom = new Date(
    Date.parse(lastDue) - (delayMinutes + RESUME_MARGIN_MINUTES) * MINUTE,
  ).toISOString();
  return resumeFrom > window.anchorFrom ? { ...window, anchorFrom: resumeFrom } : window;
}

/** Schedules every step coming due of every active cadence; answers how many jobs it wrote. */
export async function planCadenceJobs(deps: PlanCadenceJobsDeps, now: Date): Promise<number> {
  const newId = deps.newId ?? newRowId;
  const createdAt = now.toISOString();
  const stopping = () => deps.stopRequested?.() ?? false;
  let planned = 0;
  for (const cadence of await deps.store.listActiveCadences()) {
    const parsed = parseCadence(cadence);
    if (!parsed) {
      deps.logger.warn({ cadenceId: cadence.id }, 'Cadência com gatilho ou passos inválidos: nada agendado');
      continue;
    }
    for (const [step, { delay_minutes }] of parsed.steps.entries()) {
      if (stopping()) break;
      const query: UnplannedQuery = {
        trigger: parsed.trigger,
        cadenceId: cadence.id,
        step,
        ...(await resumedWindow(deps.store, cadence.id, step, parsed.trigger, delay_minutes, now)),
        checkoutStatuses: CHECKOUT_STATUSES[parsed.trigger] ?? [],
        consentPurpose: WHATSAPP_CONSENT_PURPOSE,
        limit: BATCH,
      };
      for (let batch = 0; batch < MAX_BATCHES && !stopping(); batch++) {
        const subjects = await deps.store.findUnplanned(query);
        planned += await deps.store.insertJobs(
          subjects.map((subject) => ({
            id: newId(),
            leadId: subject.leadId,
            cadenceId: cadence.id,
            step,
            subjectId: subject.subjectId,
            dueAt: stepDueAt(parsed.trigger, subject.anchorAt, delay_minutes),
            createdAt,
          })),
        );
        await nextTurn();
        if (subjects.length < BATCH) break;
      }
    }
  }
  if (planned > 0) deps.logger.info({ planned }, 'Mensagens de WhatsApp agendadas');
  return planned;
}
