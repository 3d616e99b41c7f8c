// A purchase is reported once: the checkout keeps its real installment count and when a browser
// claimed the Purchase pixel; the outbox is read by lead for the buyer's browser facts.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('checkouts')
    // What the buyer chose on the provider's page (1 for PIX); null until the provider says.
    .addColumn('installments', 'integer')
    .execute();
  await db.schema
    .alterTable('checkouts')
    // Set by the first thank-you page that asked for the purchase: no other browser fires it again.
    .addColumn('browser_purchase_claimed_at', 'text')
    .execute();
  await db.schema
    .createIndex('tracking_events_lead_idx')
    .on('tracking_events')
    .columns(['lead_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tracking_events_lead_idx').execute();
  await db.schema.alterTable('checkouts').dropColumn('browser_purchase_claimed_at').execute();
  await db.schema.alterTable('checkouts').dropColumn('installments').execute();
}
