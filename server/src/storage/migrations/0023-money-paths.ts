// The money paths (docs/decisions/0020): the site a partner's pages live on, which callbacks may
// return to; and the payment each webhook names plus what kept it from being applied, for staff.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // An origin (scheme://host[:port]) the partner's pages are served from; null until staff set it.
  await db.schema.alterTable('partners').addColumn('site_origin', 'text').execute();

  // The provider's payment id: a later event of the same payment finds its checkout by it.
  await db.schema.alterTable('provider_events').addColumn('provider_payment_id', 'text').execute();
  // Why an authenticated event changed nothing: invalid_body, unknown_checkout, ambiguous_reference.
  await db.schema.alterTable('provider_events').addColumn('problem', 'text').execute();
  // Before this, an event that found no checkout was left with neither a checkout nor a processing time.
  await sql`update provider_events set problem = 'unknown_checkout'
    where checkout_id is null and processed_at is null`.execute(db);
  await db.schema
    .createIndex('provider_events_payment_idx')
    .on('provider_events')
    .columns(['provider', 'provider_payment_id'])
    .execute();
  // The staff's webhook log: newest first, all or only those with a problem.
  await db.schema
    .createIndex('provider_events_received_at_idx')
    .on('provider_events')
    .columns(['received_at', 'id'])
    .execute();
  await db.schema
    .createIndex('provider_events_problem_idx')
    .on('provider_events')
    .columns(['problem', 'received_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('provider_events_problem_idx').execute();
  await db.schema.dropIndex('provider_events_received_at_idx').execute();
  await db.schema.dropIndex('provider_events_payment_idx').execute();
  await db.schema.alterTable('provider_events').dropColumn('problem').execute();
  await db.schema.alterTable('provider_events').dropColumn('provider_payment_id').execute();
  await db.schema.alterTable('partners').dropColumn('site_origin').execute();
}
