// The real app on a drill's database, quiet, with the sandbox payments and limits no drill trips over.

import { createSandboxProvider, wireApp } from '@funil/testkit/server/server-parts';
import type { Database } from '@funil/testkit/server/storage';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { pino } from 'pino';

export const WEBHOOK_TOKEN = 'token-do-webhook-ensaio';

export function drillApp(db: Kysely<Database>): Hono {
  return wireApp(db, {
    logger: pino({ level: 'silent' }),
    publicWritesPerMinute: 1_000_000,
    payments: {
      provider: createSandboxProvider(),
      webhookToken: WEBHOOK_TOKEN,
      checkoutsPerMinute: 1_000_000,
    },
  });
}
