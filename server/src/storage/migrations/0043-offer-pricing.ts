// Issue 30: an offer sells at the price of its current batch ("lote"), a coupon takes a discount
// off it, and up to five order bumps ride on the same charge. A checkout keeps what it charged,
// item by item, so /obrigado, the Purchase event and the reports list every one. A batch with a
// quantity sells units held like a ticket's seats (offer_seats keyed `lote:<batch id>`), so of
// checkouts racing for its last unit exactly one gets its price.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A price of an offer from starts_at until ends_at (either open) or until quantity are sold.
  await db.schema
    .createTable('offer_batches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('offer_code', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('pix_price_cents', 'integer', (col) => col.notNull())
    .addColumn('card_total_cents', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('quantity', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('offer_batches_offer_position_key', ['offer_code', 'position'])
    .execute();

  // A code that takes a percentage (basis points) or a fixed amount off one offer's price.
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('offer_code', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('percent_bp', 'integer')
    .addColumn('amount_cents', 'integer')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('coupons_offer_code_key', ['offer_code', 'code'])
    .execute();

  // Another offer sold beside the main one, at its bump price, with a one-line pitch.
  await db.schema
    .createTable('order_bumps')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('offer_code', 'text', (col) => col.notNull())
    .addColumn('bump_offer_code', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('pitch', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('order_bumps_offer_bump_key', ['offer_code', 'bump_offer_code'])
    .execute();

  // What a checkout charged, line by line: the main offer (its batch, its coupon) and each bump.
  await db.schema
    .createTable('checkout_items')
    .addColumn('checkout_id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('offer_code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('list_cents', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('batch_id', 'text')
    .addColumn('bump_id', 'text')
    .addPrimaryKeyConstraint('checkout_items_pk', ['checkout_id', 'position'])
    .execute();

  // The checkout's batch and coupon, and for a PIX charge made on our page its copy-and-paste code
  // (the unpaid-PIX message's {codigo_pix}) and QR image.
  await db.schema.alterTable('checkouts').addColumn('batch_id', 'text').execute();
  await db.schema.alterTable('checkouts').addColumn('coupon_code', 'text').execute();
  await db.schema
    .alterTable('checkouts')
    .addColumn('discount_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('checkouts').addColumn('pix_payload', 'text').execute();
  await db.schema.alterTable('checkouts').addColumn('pix_qr_image', 'text').execute();
  /** When the coupon's use was counted (on payment, once). */
  await db.schema.alterTable('checkouts').addColumn('coupon_counted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'coupon_counted_at',
    'pix_qr_image',
    'pix_payload',
    'discount_cents',
    'coupon_code',
    'batch_id',
  ]) {
    await db.schema.alterTable('checkouts').dropColumn(column).execute();
  }
  await db.schema.dropTable('checkout_items').execute();
  await db.schema.dropTable('order_bumps').execute();
  await db.schema.dropTable('coupons').execute();
  await db.schema.dropTable('offer_batches').execute();
}
