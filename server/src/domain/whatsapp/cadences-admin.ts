// Staff manage cadences (issue 18): check a cadence against core's schema with a pt-BR message per
// field, save it, pause and resume it, and list each with the messages it sent.
import {
  type CadenceInput,
  type CadenceStatus,
  type CadenceStep,
  type CadenceTrigger,
  cadenceInputSchema,
  isCadenceVariable,
  variablesIn,
} from '@funil/core/cadence';
import { ERRORS } from '@funil/core/errors';
import type { CadenceSummary } from '@funil/core/whatsapp-staff';
import type { CadenceRow, CadencesStore, CadenceWrite } from '../ports/whatsapp-staff.ts';
import { nextSendTime, type SendHours } from './quiet-hours.ts';
import { QUEUED_JOB_STATUSES, SENT_MESSAGE_STATUSES } from './sent-messages.ts';

export type CadenceCheck =
  | { ok: true; cadence: CadenceInput }
  | { ok: false; message: string; fields: Record<string, string> };

/** The schema's rules, and the one it cannot say: every {variable} of a text must exist. */
export function checkCadence(value: unknown): CadenceCheck {
  const parsed = cadenceInputSchema.safeParse(value);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      fields[fieldOf(path)] ??= messageFor(path);
    }
  }
  // Read from what was sent, so a cadence refused for its name still hears about its texts.
  const steps = (value as { steps?: unknown } | null)?.steps;
  if (Array.isArray(steps)) {
    steps.forEach((step: unknown, index) => {
      const text = (step as { text?: unknown } | null)?.text;
      const unknown =
        typeof text === 'string' ? variablesIn(text).find((name) => !isCadenceVariable(name)) : undefined;
      if (unknown !== undefined)
        fields[`steps.${index}.text`] ??= ERRORS.cadence_variable_unknown.replace('{name}', `{${unknown}}`);
    });
  }
  const first = Object.values(fields)[0];
  if (!parsed.success || first !== undefined)
    return { ok: false, message: first ?? ERRORS.validation_failed, fields };
  return { ok: true, cadence: parsed.data };
}

/** A template's name and language are one field on the form. */
function fieldOf(path: string[]): string {
  const templateAt = path.indexOf('template');
  return (templateAt >= 0 ? path.slice(0, templateAt + 1) : path).join('.') || '_';
}

function messageFor(path: string[]): string {
  if (path[0] === 'name') return ERRORS.cadence_name_invalid;
  if (path[0] === 'trigger') return ERRORS.cadence_trigger_invalid;
  if (path[0] !== 'steps') return ERRORS.launch_option_invalid;
  if (path.length === 1) return ERRORS.cadence_steps_invalid;
  if (path.includes('template')) return ERRORS.cadence_template_invalid;
  if (path[2] === 'delay_minutes') return ERRORS.cadence_delay_invalid;
  if (path[2] === 'text') return ERRORS.cadence_text_invalid;
  return ERRORS.cadence_steps_invalid;
}

export function cadenceWrite(cadence: CadenceInput): CadenceWrite {
  return {
    name: cadence.name,
    trigger: cadence.trigger,
    status: cadence.status,
    steps: JSON.stringify(cadence.steps),
    stop_on_purchase: cadence.stop_on_purchase,
    stop_on_reply: cadence.stop_on_reply,
  };
}

interface CadenceFigures {
  messagesSent: number;
  lastSentAt: string | null;
  messagesQueued: number;
  nextQueuedAt: string | null;
}

export function cadenceOf(row: CadenceRow, figures?: CadenceFigures) {
  const summary: CadenceSummary = {
    id: row.id,
    name: row.name,
    trigger: row.trigger as CadenceTrigger,
    status: row.status as CadenceStatus,
    steps: JSON.parse(row.steps) as CadenceStep[],
    stopOnPurchase: row.stop_on_purchase,
    stopOnReply: row.stop_on_reply,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    messagesSent: figures?.messagesSent ?? 0,
    lastSentAt: figures?.lastSentAt ?? null,
    messagesQueued: figures?.messagesQueued ?? 0,
    nextQueuedAt: figures?.nextQueuedAt ?? null,
  };
  return summary;
}

/** When a job due at `dueAt` may go out: not before now, and only inside the send hours. */
export function queuedSendTime(dueAt: string, now: Date, sendHours: SendHours): string {
  const earliest = new Date(Math.max(Date.parse(dueAt), now.getTime()));
  return nextSendTime(earliest, sendHours).toISOString();
}

/** What the cadence screens need to say about queued messages: the clock and the send hours. */
export interface QueueClock {
  now: Date;
  sendHours: SendHours;
}

/** Every cadence, by trigger then name, with what it sent. */
export async function listCadences(store: CadencesStore, clock: QueueClock): Promise<CadenceSummary[]> {
  const [rows, figures, queued] = await Promise.all([
    store.list(),
    store.sentFigures(SENT_MESSAGE_STATUSES),
    store.queuedFigures(QUEUED_JOB_STATUSES),
  ]);
  const byCadence = new Map(figures.map((f) => [f.cadence_id, f]));
  const queuedBy = new Map(queued.map((f) => [f.cadence_id, f]));
  return rows.map((row) => {
    const sent = byCadence.get(row.id);
    const waiting = queuedBy.get(row.id);
    return cadenceOf(row, {
      messagesSent: Number(sent?.messages_sent ?? 0),
      lastSentAt: sent?.last_sent_at ?? null,
      messagesQueued: Number(waiting?.messages_queued ?? 0),
      nextQueuedAt: waiting?.next_due_at
        ? queuedSendTime(waiting.next_due_at, clock.now, clock.sendHours)
        : null,
    });
  });
}

export async function findCadence(
  store: CadencesStore,
  id: string,
  clock: QueueClock,
): Promise<CadenceSummary | undefined> {
  const row = await store.find(id);
  if (!row) return undefined;
  return (await listCadences(store, clock)).find((cadence) => cadence.id === row.id) ?? cadenceOf(row);
}

export interface CadenceWriteDeps {
  store: CadencesStore;
  now: () => Date;
  newId: () => string;
  sendHours: SendHours;
}

const clockOf = (deps: Omit<CadenceWriteDeps, 'newId'>): QueueClock => ({
  now: deps.now(),
  sendHours: deps.sendHours,
});

export async function createCadence(deps: CadenceWriteDeps, cadence: CadenceInput): Promise<CadenceSummary> {
  const id = deps.newId();
  await deps.store.insert(id, cadenceWrite(cadence), deps.now().toISOString());
  return (await findCadence(deps.store, id, clockOf(deps))) as CadenceSummary;
}

/** Undefined when there is no such cadence. */
export async function updateCadence(
  deps: Omit<CadenceWriteDeps, 'newId'>,
  id: string,
  cadence: CadenceInput,
): Promise<CadenceSummary | undefined> {
  if (!(await deps.store.update(id, cadenceWrite(cadence), deps.now().toISOString()))) return undefined;
  return findCadence(deps.store, id, clockOf(deps));
}

export async function setCadenceStatus(
  deps: Omit<CadenceWriteDeps, 'newId'>,
  id: string,
  status: CadenceStatus,
): Promise<CadenceSummary | undefined> {
  if (!(await deps.store.setStatus(id, status, deps.now().toISOString()))) return undefined;
  return findCadence(deps.store, id, clockOf(deps));
}
