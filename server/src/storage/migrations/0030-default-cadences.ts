// The default WhatsApp cadences (issue 18): welcome, checkout recovery, PIX about to expire, purchase
// approved and the free call's reminders, all active. Once, here, so a cadence staff deleted or
// edited stays as they left it; with the index the PIX warning's planning reads. The free call's
// reminder templates come with the seed (storage/cadences-defaults.ts): on a fresh install the
// event row does not exist yet when this runs.
import type { Kysely } from 'kysely';
import { DEFAULT_CADENCES } from '../cadences-defaults.ts';
import { FALSE, TRUE } from '../sql-values.ts';

interface Tables {
  cadences: {
    id: string;
    name: string;
    trigger: string;
    status: string;
    steps: string;
    stop_on_purchase: number;
    stop_on_reply: number;
    created_at: string;
    updated_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const time = new Date().toISOString();
  await (db as Kysely<Tables>)
    .insertInto('cadences')
    .values(
      DEFAULT_CADENCES.map((cadence) => ({
        id: cadence.id,
        name: cadence.name,
        trigger: cadence.trigger,
        status: 'active',
        steps: JSON.stringify(cadence.steps),
        // 1/0: the spelling both engines accept for a boolean column (sql-values.ts).
        stop_on_purchase: cadence.stop_on_purchase ? TRUE : FALSE,
        stop_on_reply: cadence.stop_on_reply ? TRUE : FALSE,
        created_at: time,
        updated_at: time,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // The planner looks for PIX checkouts about to expire every tick.
  await db.schema.createIndex('checkouts_expires_at_idx').on('checkouts').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('checkouts_expires_at_idx').execute();
  await (db as Kysely<Tables>)
    .deleteFrom('cadences')
    .where(
      'id',
      'in',
      DEFAULT_CADENCES.map((cadence) => cadence.id),
    )
    .execute();
}
