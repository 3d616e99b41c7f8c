// The loop an outbox sender runs: a pass now, the next one at once while a pass says there is more,
// else after the interval; an error is logged and the loop goes on. It never keeps the process alive.
import type { SenderLogger } from './ports/logger.ts';

export interface PollingLoop {
  /** Starts the passes after `before` (a start-up step, e.g. freeing a dead process's claims). */
  start(before?: () => Promise<unknown>): void;
  /** Stops scheduling and waits for the pass under way. */
  stop(): Promise<void>;
}

export function pollingLoop(options: {
  /** One pass; true when it did all it could and more is waiting. */
  pass: () => Promise<boolean>;
  intervalMs: number;
  logger: Pick<SenderLogger, 'error'>;
  /** The log line of a failed pass (pt-BR). */
  errorMessage: string;
}): PollingLoop {
  const { pass, intervalMs, logger, errorMessage } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .then((more) => schedule(more ? 0 : intervalMs))
        .catch((error: unknown) => {
          logger.error({ err: error }, errorMessage);
          schedule(intervalMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    start(before) {
      if (!stopped) return;
      stopped = false;
      if (!before) return schedule(0);
      running = before().then(() => schedule(0));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
