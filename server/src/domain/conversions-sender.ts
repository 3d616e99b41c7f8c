// The background sender: drains the tracking outbox into the ads provider, with back-off and expiry.

import { withoutContactData } from './conversion-custom-data.ts';
import { pollingLoop } from './polling-loop.ts';
import type { ConversionEvent, ConversionsProvider, SendResult } from './ports/conversions.ts';
import type { SenderLogger } from './ports/logger.ts';
import type { ClaimedTrackingEvent, TrackingOutbox } from './ports/tracking-outbox.ts';

/**
 * Meta de-duplicates a server event against its browser copy only when both arrive within 48
 * hours of each other; one sent later would be counted twice, so it is not sent at all. A
 * minute's margin for the trip.
 */
export const MAX_EVENT_AGE_SECONDS = 48 * 60 * 60 - 60;

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
  /** First pause when the provider throttles us; each throttle in a row doubles it, up to maxThrottleMs. */
  baseThrottleMs?: number;
  maxThrottleMs?: number;
}

export interface PassResult {
  delivered: number;
  retrying: number;
  failed: number;
  expired: number;
  /** Rows handed back untouched because the provider throttled us (their attempt not counted). */
  throttled: number;
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
    baseThrottleMs = 60_000,
    maxThrottleMs = 60 * 60 * 1000,
  } = options;

  /** While the provider throttles us, nothing is sent before this time. */
  let pausedUntil = 0;
  let throttlesInARow = 0;

  async function runOnce(): Promise<PassResult> {
    const at = now();
    const oldestEventTime = Math.floor(at.getTime() / 1000) - MAX_EVENT_AGE_SECONDS;
    const expired = await outbox.expire({ now: at, oldestEventTime });
    if (expired > 0)
      logger.warn(
        { expired },
        'Eventos de conversão com mais de 48 horas descartados sem envio (a Meta não os deduplicaria mais)',
      );
    const result: PassResult = { delivered: 0, retrying: 0, failed: 0, expired, throttled: 0, claimed: 0 };
    if (at.getTime() < pausedUntil) return result;
    const claimed = await outbox.claimDue({
      now: at,
      leaseUntil: new Date(at.getTime() + leaseMs),
      limit: batchSize,
      oldestEventTime,
    });
    result.claimed = claimed.length;
    if (claimed.length === 0) return result;

    const outcome = await provider.send(claimed.map(toEvent));
    if (outcome.ok) {
      throttlesInARow = 0;
      result.delivered += await outbox.markDelivered(ids(claimed), now());
    } else if (outcome.throttled) {
      await throttle(claimed, outcome, result);
    } else if (!outcome.retryable && claimed.length > 1) {
      // A refused batch may hold one bad event: send each alone so the good ones still go.
      for (const [index, row] of claimed.entries()) {
        const alone = await provider.send([toEvent(row)]);
        if (!alone.ok && alone.throttled) {
          await throttle(claimed.slice(index), alone, result);
          break;
        }
        await settle([row], alone, result);
      }
    } else {
      await settle(claimed, outcome, result);
    }
    return result;
  }

  /**
   * Throttling is about us, not about these events: they go back untouched (their attempt not
   * counted) and the whole sender pauses, longer each time in a row, instead of retrying them.
   */
  async function throttle(
    rows: ClaimedTrackingEvent[],
    outcome: Extract<SendResult, { ok: false }>,
    result: PassResult,
  ): Promise<void> {
    throttlesInARow += 1;
    const pause = backoffMs(throttlesInARow, baseThrottleMs, maxThrottleMs);
    const resumeAt = new Date(now().getTime() + pause);
    pausedUntil = resumeAt.getTime();
    result.throttled += await outbox.release(ids(rows), outcome.error, resumeAt);
    logger.warn(
      {
        provider: provider.name,
        events: rows.length,
        resumeAt: resumeAt.toISOString(),
        error: outcome.error,
      },
      'A Meta limitou os envios (throttling): o envio de eventos de conversão pausa e retoma depois',
    );
  }

  async function settle(
    rows: ClaimedTrackingEvent[],
    outcome: SendResult,
    result: PassResult,
  ): Promise<void> {
    if (outcome.ok) {
      throttlesInARow = 0;
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
    const total: PassResult = { delivered: 0, retrying: 0, failed: 0, expired: 0, throttled: 0, claimed: 0 };
    for (;;) {
      const pass = await runOnce();
      for (const key of Object.keys(total) as (keyof PassResult)[]) total[key] += pass[key];
      if (pass.claimed < batchSize) return total;
    }
  }

  const loop = pollingLoop({
    pass: async () => (await runOnce()).claimed === batchSize,
    intervalMs,
    logger,
    errorMessage: 'Erro no envio de eventos de conversão',
  });

  return { runOnce, drain, start: () => loop.start(), stop: () => loop.stop() };
}

function ids(rows: ClaimedTrackingEvent[]): string[] {
  return rows.map((row) => row.id);
}

/** As queued; events queued before custom data was cleaned at intake are cleaned on the way out. */
function toEvent(row: ClaimedTrackingEvent): ConversionEvent {
  const event = JSON.parse(row.payload) as ConversionEvent;
  return { ...event, custom_data: withoutContactData(event.custom_data ?? {}) };
}
