// Keeps conversion_probability fresh: fills behaviour entries written before 0014 once, then trains
// once an hour across every process (PeriodicJobClaims): each process's timer only asks whether the
// run is due and unclaimed.
import { backfillBehaviourEntries } from '../behaviour-sync.ts';
import type { BehaviourEntriesStore } from '../ports/behaviour-entries-store.ts';
import type { ConversionModelStore } from '../ports/conversion-model-store.ts';
import type { DomainLogger } from '../ports/logger.ts';
import type { PeriodicJobClaims } from '../ports/periodic-job-claims.ts';
import { trainAndScore } from './train-conversion-model.ts';

export const MODEL_INTERVAL_MS = 60 * 60_000;
/** How often each process asks whether the hourly run is due. */
export const MODEL_CHECK_MS = 5 * 60_000;
const JOB = 'modelo-de-conversao';

export interface ConversionModelJob {
  /** Resolves when the run under way (if any) has finished. */
  stop(): Promise<void>;
  /** One training pass (after the backfill, the first time), due or not. */
  runOnce(): Promise<void>;
  /** A pass only if the interval has gone by since any process's last one, and none holds it. */
  runIfDue(): Promise<void>;
}

export interface ConversionModelJobDeps {
  model: ConversionModelStore;
  behaviour: BehaviourEntriesStore;
  claims: PeriodicJobClaims;
  logger: DomainLogger;
  now: () => Date;
  intervalMs?: number;
  checkEveryMs?: number;
}

/** Starts the timer (the first check right away); stop() ends it. */
export function startConversionModelJob(deps: ConversionModelJobDeps): ConversionModelJob {
  const { claims } = deps;
  const intervalMs = deps.intervalMs ?? MODEL_INTERVAL_MS;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let backfilled = false;

  const pass = async () => {
    try {
      // Once per process: afterwards the behaviour update keeps the entries in step itself.
      if (!backfilled) {
        const filled = await backfillBehaviourEntries(deps.behaviour);
        if (filled > 0) deps.logger.info({ leads: filled }, 'Comportamento normalizado para os painéis');
        backfilled = true;
      }
      const summary = await trainAndScore(deps.model, deps.now());
      deps.logger.info(
        summary ? { examples: summary.examples, positives: summary.positives } : {},
        summary
          ? 'Modelo de conversão treinado'
          : 'Modelo de conversão: ainda não há compradores e não compradores',
      );
    } catch (error) {
      deps.logger.warn({ err: error }, 'Falha ao treinar o modelo de conversão');
    }
  };

  const runOnce = () => {
    running = running.then(pass);
    return running;
  };

  const runIfDue = () => {
    running = running.then(async () => {
      try {
        if (!(await claims.claim(JOB, deps.now(), intervalMs))) return;
      } catch (error) {
        deps.logger.warn({ err: error }, 'Falha ao verificar a vez do modelo de conversão');
        return;
      }
      await pass();
      await claims.finished(JOB, deps.now()).catch(() => undefined);
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runIfDue().then(schedule), deps.checkEveryMs ?? MODEL_CHECK_MS);
    timer.unref();
  };

  void runIfDue().then(schedule);
  return {
    runOnce,
    runIfDue,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
