// Issue 29: an offer is the program or a ticket for one of the launch's events with a capacity. Each
// seat is a row, so a checkout holds one with one conditional UPDATE that two requests can never both
// win, on either engine; a sold-out event keeps a waitlist of leads.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // program or ticket; every offer so far was the program.
  await db.schema
    .alterTable('offers')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('program'))
    .execute();
  // A ticket's event and how many seats it sells; null for the program.
  await db.schema.alterTable('offers').addColumn('event_id', 'text').execute();
  await db.schema.alterTable('offers').addColumn('capacity', 'integer').execute();
  await db.schema.createIndex('offers_launch_kind_idx').on('offers').columns(['launch_id', 'kind']).execute();

  // One row per seat of a ticket offer. Free: no checkout, or a hold that lapsed (held_until past)
  // and never sold. Held: a checkout until it expires or is paid. Sold: sold_at set.
  await db.schema
    .createTable('offer_seats')
    .addColumn('offer_code', 'text', (col) => col.notNull())
    .addColumn('seat_no', 'integer', (col) => col.notNull())
    .addColumn('checkout_id', 'text')
    .addColumn('held_until', 'text')
    .addColumn('sold_at', 'text')
    .addPrimaryKeyConstraint('offer_seats_pk', ['offer_code', 'seat_no'])
    .execute();
  await db.schema.createIndex('offer_seats_checkout_idx').on('offer_seats').column('checkout_id').execute();

  // Who asked for a seat once there were none: a lead per event, once.
  await db.schema
    .createTable('event_waitlist')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('lead_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('event_waitlist_event_lead_key', ['event_id', 'lead_id'])
    .execute();
  await db.schema.createIndex('event_waitlist_lead_idx').on('event_waitlist').column('lead_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_waitlist').execute();
  await db.schema.dropTable('offer_seats').execute();
  await db.schema.dropIndex('offers_launch_kind_idx').execute();
  for (const column of ['capacity', 'event_id', 'kind']) {
    await db.schema.alterTable('offers').dropColumn(column).execute();
  }
}
