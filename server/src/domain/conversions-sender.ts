// The background sender: drains the tracking outbox into the ads provider, with back-off and expiry.
import type { ConversionEvent, ConversionsProvider } from '../providers/ads/conversions-provider.ts';
import type { ClaimedTrackingEvent, TrackingOutbox } from '../storage/tracking-events-repository.ts';

/** Meta refuses events whose event_time is more than 7 days old; a minute's margin for the trip. */
export const MAX_EVENT_AGE_SECONDS = 7 * 24 * 60 * 60 - 60;

export interface SenderLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface ConversionsSenderOptions {
  outbox: TrackingOutbox;
  provider: ConversionsProvider;
  logger: SenderLogger;
  now?: () => Date;
  /** Events per request; the Conversions API takes up to 1,000. */
  batchSize?: number;
  /** Pause between passes when the outbox is empty or only holds events waiting to retry. */
  intervalMs?: number;
  /** After this many refused attempts an event is marked failed. */
  maxAttempts?: number;
  /** First retry after this; each further one waits twice as long, up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claim holds; longer than a send can take, so a live sender never loses its rows. */
  leaseMs?: number;
}

export interface PassResult {
  delivered: number;
  retrying: number;
  failed: number;
  expired: number;
  /** Rows claimed; a full batch means more may be waiting. */
  claimed: number;
}

export interface ConversionsSender {
  /** One pass: expire old events, claim one batch, send it, mark the outcome. */
  runOnce(): Promise<PassResult>;
  /** Passes until nothing due is left (tests and shutdown flushes). */
  drain(): Promise<PassResult>;
  start(): void;
  /** Ends the loop after the pass under way has marked its rows. */
  stop(): Promise<void>;
}

export function backoffMs(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}

export function createConversionsSender(options: ConversionsSenderOptions): ConversionsSender {
  const {
    outbox,
    provider,
    logger,
    now = () => new Date(),
    batchSize = 100,
    intervalMs = 5_000,
    maxAttempts = 12,
    baseBackoffMs = 30_000,
    maxBackoffMs = 6 * 60 * 60 * 1000,
    leaseMs = 5 * 60 * 1000,
  } = options;

  async function runOnce(): Promise<PassResult> {
    const at = now();
    const oldestEventTime = Math.floor(at.getTime() / 1000) - MAX_EVENT_AGE_SECONDS;
    const expired = await outbox.expire({ now: at, oldestEventTime });
    if (expired > 0)
      logger.warn({ expired }, 'Eventos de conversão com mais de 7 dias descartados sem envio');
    const claimed = await outbox.claimDue({
      now: at,
      leaseUntil: new Date(at.getTime() + leaseMs),
      limit: batchSize,
      oldestEventTime,
    });
    const result: PassResult = { delivered: 0, retrying: 0, failed: 0, expired, claimed: claimed.length };
    if (claimed.length === 0) return result;

    const outcome = await provider.send(claimed.map(toEvent));
    if (outcome.ok) {
      result.delivered += await outbox.markDelivered(ids(claimed), now());
    } else if (!outcome.retryable && claimed.length > 1) {
      // A refused batch may hold one bad event: send each alone so the good ones still go.
      for (const row of claimed) await settle([row], await provider.send([toEvent(row)]), result);
    } else {
      await settle(claimed, outcome, result);
    }
    return result;
  }

  async function settle(
    rows: ClaimedTrackingEvent[],
    outcome: Awaited<ReturnType<ConversionsProvider['send']>>,
    result: PassResult,
  ): Promise<void> {
    if (outcome.ok) {
      result.delivered += await outbox.markDelivered(ids(rows), now());
      return;
    }
    const attempts = Math.max(...rows.map((row) => row.attempts));
    const giveUp = attempts >= maxAttempts;
    const retryAt = giveUp
      ? null
      : new Date(now().getTime() + backoffMs(attempts, baseBackoffMs, maxBackoffMs));
    const marked = await outbox.markFailed(ids(rows), outcome.error, retryAt);
    if (giveUp) result.failed += marked;
    else result.retrying += marked;
    logger.warn(
      {
        provider: provider.name,
        events: rows.length,
        attempts,
        retryAt: retryAt?.toISOString(),
        error: outcome.error,
      },
      giveUp
        ? 'Eventos de conversão recusados na última tentativa'
        : 'Envio de eventos de conversão falhou; nova tentativa agendada',
    );
  }

  async function drain(): Promise<PassResult> {
    const total: PassResult = { delivered: 0, retrying: 0, failed: 0, expired: 0, claimed: 0 };
    for (;;) {
      const pass = await runOnce();
      for (const key of Object.keys(total) as (keyof PassResult)[]) total[key] += pass[key];
      if (pass.claimed < batchSize) return total;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((pass) => schedule(pass.claimed === batchSize ? 0 : intervalMs))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'Erro no envio de eventos de conversão');
          schedule(intervalMs);
        });
    }, delay);
    // The sender alone must not keep the process alive.
    timer.unref();
  }

  return {
    runOnce,
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}

function ids(rows: ClaimedTrackingEvent[]): string[] {
  return rows.map((row) => row.id);
}

function toEvent(row: ClaimedTrackingEvent): ConversionEvent {
  return JSON.parse(row.payload) as ConversionEvent;
}
