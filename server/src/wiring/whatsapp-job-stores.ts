// The WhatsApp runner's stores and use cases built on the database: the loop's jobs and message
// log, the cadences' planner and composer, and the webhook's events applied (jobs/whatsapp-job.ts
// runs the loop; routes/whatsapp-webhook.ts calls the handler).
import type { LaunchSettings } from '@funil/core/launch-settings';
import type { Kysely } from 'kysely';
import type { DomainLogger } from '../domain/ports/logger.ts';
import type { WhatsAppWebhookEvent } from '../domain/ports/whatsapp.ts';
import { createComposeMessage } from '../domain/whatsapp/compose-message.ts';
import { planCadenceJobs } from '../domain/whatsapp/plan-jobs.ts';
import { applyWhatsAppEvents } from '../domain/whatsapp/whatsapp-events.ts';
import type { WhatsAppJobDeps } from '../jobs/whatsapp-job.ts';
import type { Database } from '../storage/schema.ts';
import { createWhatsAppJobStore } from '../storage/whatsapp-jobs-repository.ts';
import { createWhatsAppMessageLog, whatsAppEventsScope } from '../storage/whatsapp-messages-repository.ts';
import { createWhatsAppPlannerRepository } from '../storage/whatsapp-planner-repository.ts';

/** The loop's own stores: the due jobs and the log of what was sent. */
export function whatsAppJobStores(db: Kysely<Database>): WhatsAppJobDeps['stores'] {
  return { jobs: createWhatsAppJobStore(db), messages: createWhatsAppMessageLog(db) };
}

/** The webhook route's onEvents: applyWhatsAppEvents on the database, at the server's clock. */
export function whatsAppEventsHandler(deps: {
  db: Kysely<Database>;
  logger: DomainLogger;
  now: () => Date;
}): (events: WhatsAppWebhookEvent[]) => Promise<void> {
  const scope = whatsAppEventsScope(deps.db);
  return async (events) => {
    await applyWhatsAppEvents(
      { scope, logger: deps.logger, newId: () => crypto.randomUUID() },
      events,
      deps.now(),
    );
  };
}

/** The planner's halves on the database: what each tick plans and how each due step is composed. */
export function whatsAppCadences(
  db: Kysely<Database>,
  logger: DomainLogger,
  settings: () => Promise<LaunchSettings>,
): Pick<WhatsAppJobDeps, 'compose' | 'plan'> {
  const store = createWhatsAppPlannerRepository(db);
  return {
    compose: createComposeMessage({ store, settings }),
    plan: (at, stopRequested) => planCadenceJobs({ store, logger, stopRequested }, at),
  };
}
