// The WhatsApp runner's tick (issue 18): plan what triggers asked for, then claim due jobs and send
// each one through the provider, keeping quiet hours, the per-number limit and the 24 h window.
//
// Never twice. The Cloud API takes no idempotency key, so a process killed after Meta accepted a
// message and before its commit cannot know whether the message went out. The runner records its
// intent first (a 'pending' whatsapp_messages row, unique per job) and only then calls the
// provider; a job claimed again that still has such a row with no provider id belonged to a run
// that died mid-send. That job is not sent again: it ends 'failed' with 'interrupted' and its row
// says so. This is at-most-once: a kill in the instant between the intent's commit and the request
// reaching Meta loses that one message (one per runner in flight, visible in the log), while
// at-least-once would send a lead the same recovery message twice, which costs the number its
// quality rating. Refusals that certainly sent nothing (an HTTP answer with an error) drop the intent
// and retry with back-off.
import type { DomainLogger } from '../ports/logger.ts';
import type { WhatsAppProvider } from '../ports/whatsapp.ts';
import { WhatsAppProviderError } from '../ports/whatsapp.ts';
import type { ClaimedJob, WhatsAppJobStore, WhatsAppMessageLog } from '../ports/whatsapp-runner.ts';
import type { ComposedMessage, ComposeMessage } from './cadence-job.ts';
import { nextTurn } from './next-turn.ts';
import { RATE_WINDOW_MS, rateLimitedUntil } from './number-rate-limit.ts';
import { nextSendTime, type SendHours, withinSendHours } from './quiet-hours.ts';
import { windowOpenUntil } from './whatsapp-rules.ts';

/** Minutes before each retry after a refused send; the attempt after the last one fails the job. */
export const RETRY_MINUTES = [1, 5, 30, 120] as const;
export const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;
export const INTERRUPTED = 'interrupted';

export interface WhatsAppRunnerDeps {
  jobs: WhatsAppJobStore;
  messages: WhatsAppMessageLog;
  provider: WhatsAppProvider;
  compose: ComposeMessage;
  /** The planner (planCadenceJobs): turns triggers into jobs; returns how many it created. */
  plan: (now: Date) => Promise<number>;
  logger: DomainLogger;
  newId: () => string;
  sendHours: SendHours;
  maxPerNumberPerHour: number;
  /** Jobs per claim; a tick claims until none is due or maxPerTick is reached. */
  batchSize?: number;
  maxPerTick?: number;
  /** How long a claim holds a job; far longer than a send may take. */
  leaseMs?: number;
  /** True once the server is stopping: the tick claims nothing more. */
  stopRequested?: () => boolean;
}

export interface TickResult {
  planned: number;
  /** Moved to the next opening because the tick ran in quiet hours. */
  deferred: number;
  claimed: number;
  sent: number;
  cancelled: number;
  failed: number;
  retrying: number;
  /** Given back for later by the per-number limit. */
  postponed: number;
  interrupted: number;
}

type Outcome = Exclude<keyof TickResult, 'planned' | 'deferred' | 'claimed'>;

export async function runWhatsAppTick(deps: WhatsAppRunnerDeps, now: Date): Promise<TickResult> {
  const result: TickResult = {
    planned: 0,
    deferred: 0,
    claimed: 0,
    sent: 0,
    cancelled: 0,
    failed: 0,
    retrying: 0,
    postponed: 0,
    interrupted: 0,
  };
  try {
    result.planned = await deps.plan(now);
  } catch (error) {
    // Jobs already planned still go out.
    deps.logger.warn({ err: error }, 'Falha ao agendar as mensagens de WhatsApp das cadências');
  }
  const at = now.toISOString();
  if (!withinSendHours(now, deps.sendHours)) {
    result.deferred = await deps.jobs.deferAllDue(at, nextSendTime(now, deps.sendHours).toISOString());
    return result;
  }
  const batchSize = deps.batchSize ?? 50;
  // A tick's share of the event loop stays small; a backlog drains over the next ticks.
  const maxPerTick = deps.maxPerTick ?? 100;
  const leaseUntil = new Date(now.getTime() + (deps.leaseMs ?? 5 * 60_000)).toISOString();
  while (result.claimed < maxPerTick && !deps.stopRequested?.()) {
    const claimed = await deps.jobs.claimDue({
      now: at,
      leaseUntil,
      limit: Math.min(batchSize, maxPerTick - result.claimed),
    });
    result.claimed += claimed.length;
    for (const job of claimed) {
      result[await sendOne(deps, job, now)] += 1;
      await nextTurn();
    }
    if (claimed.length < batchSize) break;
  }
  return result;
}

async function sendOne(deps: WhatsAppRunnerDeps, job: ClaimedJob, now: Date): Promise<Outcome> {
  const at = now.toISOString();
  if (job.interruptedMessageId !== undefined) {
    await deps.jobs.finish(job.id, 'failed', INTERRUPTED, at, job.interruptedMessageId);
    deps.logger.warn({ jobId: job.id }, 'Envio de WhatsApp interrompido por uma parada; não será repetido');
    return 'interrupted';
  }
  let composed: ComposedMessage;
  try {
    composed = await deps.compose(job, now);
  } catch (error) {
    deps.logger.warn({ err: error, jobId: job.id }, 'Falha ao montar a mensagem de WhatsApp');
    return retryOrFail(deps, job, now, error instanceof Error ? error.message : String(error));
  }
  if (composed.kind === 'skip') {
    await deps.jobs.finish(job.id, 'cancelled', composed.reason, at);
    return 'cancelled';
  }
  const recent = await deps.messages.outboundSince(
    composed.phone,
    new Date(now.getTime() - RATE_WINDOW_MS).toISOString(),
  );
  const until = rateLimitedUntil(recent, now, deps.maxPerNumberPerHour);
  if (until) {
    await deps.jobs.postpone(job.id, until.toISOString(), 'rate_limited', at);
    return 'postponed';
  }
  const lastInbound = await deps.messages.lastInboundAt(job.leadId, composed.phone);
  const inWindow = windowOpenUntil(lastInbound, now) !== null;
  let template = !inWindow && composed.template ? composed.template : undefined;
  const messageId = deps.newId();
  await deps.jobs.recordIntent({
    id: messageId,
    jobId: job.id,
    leadId: job.leadId,
    phone: composed.phone,
    body: composed.text,
    templateName: template?.name ?? null,
    cadenceId: job.cadenceId,
    step: job.step,
    checkoutId: composed.checkoutId ?? null,
    at,
  });
  try {
    let sent: { id: string };
    try {
      sent = await send(deps.provider, composed, template);
    } catch (error) {
      // Our record of the window may be behind Meta's: the refusal said nothing went out.
      const retryAsTemplate =
        error instanceof WhatsAppProviderError && error.failure === 'outside_window' && !template;
      if (!retryAsTemplate || !composed.template) throw error;
      template = composed.template;
      sent = await send(deps.provider, composed, template);
    }
    await deps.jobs.markSent({
      job,
      messageId,
      providerMessageId: sent.id,
      body: composed.text,
      templateName: template?.name ?? null,
      now: at,
    });
    return 'sent';
  } catch (error) {
    if (!(error instanceof WhatsAppProviderError)) {
      // Not the provider's answer (a bug or the database): whether the message left is unknown,
      // so the intent stays and the next claim ends the job as interrupted.
      deps.logger.warn({ err: error, jobId: job.id }, 'Falha inesperada ao enviar WhatsApp');
      throw error;
    }
    deps.logger.warn(
      { jobId: job.id, failure: error.failure, code: error.providerCode },
      'O provedor de WhatsApp recusou a mensagem',
    );
    if (error.retryable) {
      await deps.jobs.dropIntent(messageId);
      return retryOrFail(deps, job, now, `${error.failure}: ${error.message}`);
    }
    // The refusal stays in the log ('failed' with the error) for staff to see.
    await deps.jobs.finish(job.id, 'failed', `${error.failure}: ${error.message}`, at, messageId);
    return 'failed';
  }
}

function send(
  provider: WhatsAppProvider,
  composed: Extract<ComposedMessage, { kind: 'send' }>,
  template: { name: string; language: string; parameters: string[] } | undefined,
) {
  return template
    ? provider.sendTemplate({
        to: composed.phone,
        template: template.name,
        language: template.language,
        parameters: template.parameters,
      })
    : provider.sendText({ to: composed.phone, text: composed.text });
}

async function retryOrFail(
  deps: WhatsAppRunnerDeps,
  job: ClaimedJob,
  now: Date,
  reason: string,
): Promise<'retrying' | 'failed'> {
  const at = now.toISOString();
  const minutes = RETRY_MINUTES[job.attempts - 1];
  if (job.attempts >= MAX_ATTEMPTS || minutes === undefined) {
    await deps.jobs.finish(job.id, 'failed', reason, at);
    return 'failed';
  }
  await deps.jobs.retryAt(job.id, new Date(now.getTime() + minutes * 60_000).toISOString(), reason, at);
  return 'retrying';
}
