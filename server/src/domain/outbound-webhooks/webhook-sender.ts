// The producer's webhook sender: fans the outbox's new events out into deliveries, then claims due
// deliveries under a lease and makes one signed attempt of each, recording every attempt. Several
// processes may each run one: a lease (claim_id, claimed_until) keeps two from sending the same attempt.
import { pollingLoop } from '../polling-loop.ts';
import type { SenderLogger } from '../ports/logger.ts';
import type {
  ClaimedDelivery,
  TransportResult,
  WebhookDeliveryStore,
  WebhookTransport,
} from '../ports/webhook-deliveries.ts';
import {
  DISABLE_AFTER_FAILING_MS,
  DISABLED_REASON_FAILING,
  nextAttemptAfterFailure,
} from './delivery-schedule.ts';
import { signedWebhookHeaders } from './webhook-signature.ts';

/** How long an attempt may take before it counts as a timeout (the transport enforces it). */
export const WEBHOOK_TIMEOUT_MS = 15_000;

export interface WebhookSenderOptions {
  store: WebhookDeliveryStore;
  transport: WebhookTransport;
  logger: SenderLogger;
  now?: () => Date;
  /** Deliveries claimed and sent at once per pass. */
  batchSize?: number;
  /** Events fanned out per pass. */
  fanOutLimit?: number;
  /** Pause between passes when nothing more is due. */
  intervalMs?: number;
  /** How long a claim holds: longer than an attempt can take, so a live sender never loses one. */
  leaseMs?: number;
  /** Names this sender in its claims (claim_id = senderId:n). */
  senderId?: string;
}

export interface WebhookPassResult {
  fannedOut: number;
  claimed: number;
  succeeded: number;
  retrying: number;
  failed: number;
  /** Endpoints disabled by this pass (failing for 5 days). */
  disabled: number;
}

export interface WebhookSender {
  runOnce(): Promise<WebhookPassResult>;
  /** Passes until nothing due is left (tests). */
  drain(): Promise<WebhookPassResult>;
  /** Releases a dead process's leases (SQLite) and starts the loop. */
  start(): void;
  /** Ends the loop after the pass under way has recorded its attempts. */
  stop(): Promise<void>;
}

const EMPTY: WebhookPassResult = {
  fannedOut: 0,
  claimed: 0,
  succeeded: 0,
  retrying: 0,
  failed: 0,
  disabled: 0,
};

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const {
    store,
    transport,
    logger,
    now = () => new Date(),
    batchSize = 16,
    fanOutLimit = 200,
    intervalMs = 2_000,
    leaseMs = 60_000,
    senderId = `snd_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`,
  } = options;
  let claims = 0;

  async function runOnce(): Promise<WebhookPassResult> {
    const result = { ...EMPTY };
    result.fannedOut = await store.fanOut({ now: now().toISOString(), limit: fanOutLimit });
    const at = now();
    claims += 1;
    const claimId = `${senderId}:${claims}`;
    const claimed = await store.claimDue({
      now: at.toISOString(),
      leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
      claimId,
      limit: batchSize,
    });
    result.claimed = claimed.length;
    await Promise.all(claimed.map((delivery) => attempt(delivery, claimId, result)));
    return result;
  }

  async function attempt(delivery: ClaimedDelivery, claimId: string, result: WebhookPassResult) {
    const number = delivery.attempts + 1;
    const startedAt = now();
    const headers = {
      'content-type': 'application/json',
      ...signedWebhookHeaders({
        secret: delivery.secret,
        id: delivery.eventId,
        at: startedAt,
        body: delivery.payload,
      }),
    };
    const started = performance.now();
    const answer = await transport
      .post(delivery.url, headers, delivery.payload)
      .catch((error: unknown): TransportResult => {
        logger.warn({ err: error, delivery: delivery.id }, 'Erro inesperado ao enviar um webhook');
        return { kind: 'unreachable' };
      });
    const durationMs = Math.max(0, Math.round(performance.now() - started));
    const ok = answer.kind === 'status' && answer.code >= 200 && answer.code <= 299;
    const after = now();
    const retryAt = ok ? null : nextAttemptAfterFailure(number, after);
    const outcome = await store.recordAttempt({
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      claimId,
      attempt: number,
      startedAt: startedAt.toISOString(),
      durationMs,
      statusCode: 'code' in answer ? answer.code : null,
      error: ok ? null : errorOf(answer),
      status: ok ? 'succeeded' : retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt?.toISOString() ?? null,
      disableIfFailingSince: new Date(after.getTime() - DISABLE_AFTER_FAILING_MS).toISOString(),
      disabledReason: DISABLED_REASON_FAILING,
      now: after.toISOString(),
    });
    if (!outcome.recorded) {
      logger.warn(
        { delivery: delivery.id, attempt: number },
        'Tentativa de webhook não registrada: a reserva da entrega expirou antes da resposta',
      );
      return;
    }
    if (ok) result.succeeded += 1;
    else if (retryAt) result.retrying += 1;
    else {
      result.failed += 1;
      logger.warn(
        { delivery: delivery.id, endpoint: delivery.endpointId, event: delivery.eventId, attempts: number },
        'Webhook não entregue: todas as tentativas falharam',
      );
    }
    if (outcome.endpointDisabled) {
      result.disabled += 1;
      logger.error(
        { endpoint: delivery.endpointId, reason: DISABLED_REASON_FAILING },
        'Endpoint de webhook desativado: as entregas falham há 5 dias. Corrija o sistema que recebe e cadastre o endpoint de novo na área da equipe (Webhooks de saída).',
      );
    }
  }

  async function drain(): Promise<WebhookPassResult> {
    const total = { ...EMPTY };
    for (;;) {
      const pass = await runOnce();
      for (const key of Object.keys(total) as (keyof WebhookPassResult)[]) total[key] += pass[key];
      if (pass.claimed === 0 && pass.fannedOut === 0) return total;
    }
  }

  const loop = pollingLoop({
    pass: async () => {
      const pass = await runOnce();
      return pass.claimed === batchSize || pass.fannedOut === fanOutLimit;
    },
    intervalMs,
    logger,
    errorMessage: 'Erro no envio de webhooks',
  });

  return {
    runOnce,
    drain,
    start() {
      // A killed process's claims are freed first, so its deliveries are sent again.
      loop.start(() =>
        store
          .releaseLeasesOfDeadSenders(now().toISOString())
          .catch((error: unknown) => logger.error({ err: error }, 'Erro ao liberar entregas de webhook')),
      );
    },
    stop: () => loop.stop(),
  };
}

function errorOf(answer: TransportResult): string {
  return answer.kind === 'status' ? `http_${answer.code}` : answer.kind;
}
