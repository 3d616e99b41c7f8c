// Keeps conversion_probability fresh: fills behaviour entries written before 0014 once, trains at startup, then on a timer.
import type { Kysely } from 'kysely';
import type { DomainLogger } from '../../domain/lead-store.ts';
import { backfillBehaviourEntries } from '../behaviour-entries-repository.ts';
import type { Database } from '../schema.ts';
import { trainAndScore } from './predictions-queries.ts';

export const MODEL_INTERVAL_MS = 60 * 60_000;

export interface ConversionModelJob {
  /** Resolves when the run under way (if any) has finished. */
  stop(): Promise<void>;
  /** One training pass (after the backfill, the first time); what the startup and the timer run. */
  runOnce(): Promise<void>;
}

export function createConversionModelJob(deps: {
  db: Kysely<Database>;
  logger: DomainLogger;
  now: () => Date;
  intervalMs?: number;
}): ConversionModelJob {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let backfilled = false;

  const pass = async () => {
    try {
      // Once per process: afterwards the behaviour update keeps the entries in step itself.
      if (!backfilled) {
        const filled = await backfillBehaviourEntries(deps.db);
        if (filled > 0) deps.logger.info({ leads: filled }, 'Comportamento normalizado para os painéis');
        backfilled = true;
      }
      const summary = await trainAndScore(deps.db, deps.now());
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

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().then(schedule), deps.intervalMs ?? MODEL_INTERVAL_MS);
    timer.unref();
  };

  void runOnce().then(schedule);
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
