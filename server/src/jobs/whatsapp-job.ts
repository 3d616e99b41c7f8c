// The WhatsApp runner's loop (issue 18): one tick (domain/whatsapp/send-due-jobs.ts) every
// WHATSAPP_TICK_SECONDS on the stores it is given. Ticks never overlap: a tick asked for while one
// runs (the test clock's) waits for it; stop() waits for the tick under way, which ends after its
// current batch of planning or of sends.
import type { DomainLogger } from '../domain/ports/logger.ts';

import type { WhatsAppProvider } from '../domain/ports/whatsapp.ts';
import type { ComposeMessage } from '../domain/whatsapp/cadence-job.ts';
import {
  runWhatsAppTick,
  type TickResult,
  type WhatsAppRunnerDeps,
} from '../domain/whatsapp/send-due-jobs.ts';
import type { WhatsAppRunnerConfig } from './whatsapp-runner-config.ts';

export interface WhatsAppJob {
  /** Runs one tick after the one under way, if any; resolves with its result. */
  tick(): Promise<TickResult | undefined>;
  /** Ends the loop after the tick under way. */
  stop(): Promise<void>;
}

export interface WhatsAppJobDeps {
  /** The jobs' and messages' stores (wiring/whatsapp-job-stores.ts builds them on storage). */
  stores: Pick<WhatsAppRunnerDeps, 'jobs' | 'messages'>;
  logger: DomainLogger;
  now: () => Date;
  provider: WhatsAppProvider;
  compose: ComposeMessage;
  /** planCadenceJobs bound to its stores; it ends between batches once stopRequested answers true. */
  plan: (now: Date, stopRequested: () => boolean) => Promise<number>;
  config: WhatsAppRunnerConfig;
}

export function startWhatsAppJob(deps: WhatsAppJobDeps): WhatsAppJob {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const runner = {
    ...deps.stores,
    provider: deps.provider,
    compose: deps.compose,
    // A tick plans up to 10 batches per step: a stop waits for the batch under way only.
    plan: (now: Date) => deps.plan(now, () => stopped),
    logger: deps.logger,
    newId: () => crypto.randomUUID(),
    sendHours: deps.config.sendHours,
    maxPerNumberPerHour: deps.config.maxPerNumberPerHour,
    stopRequested: () => stopped,
    leaseMs: deps.config.leaseSeconds * 1000,
  };

  const pass = async (): Promise<TickResult | undefined> => {
    try {
      const result = await runWhatsAppTick(runner, deps.now());
      if (result.claimed > 0 || result.deferred > 0)
        deps.logger.info({ ...result }, 'WhatsApp: envios da rodada');
      return result;
    } catch (error) {
      deps.logger.warn({ err: error }, 'Falha na rodada de envios de WhatsApp');
      return undefined;
    }
  };
  const tick = () => {
    const next = running.then(pass);
    running = next;
    return next;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().then(schedule), deps.config.tickSeconds * 1000);
    timer.unref();
  };

  running = runner.jobs
    .releaseLeasesOfDeadRunners(deps.now().toISOString())
    .then((released) => {
      if (released > 0) deps.logger.warn({ released }, 'WhatsApp: envios de um processo encerrado retomados');
    })
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'Falha ao retomar envios de WhatsApp'));
  void tick().then(schedule);
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
