// Issue 31: the commission a checkout's charge carries, decided when the charge is made (the split
// sent to the provider, or the amount to be paid by hand), so the ledger row written when it is paid
// says what the provider pays, whatever staff change in the partner's terms meanwhile. JSON of
// domain/commissions/commission-plan.ts's CommissionPlan; null: no partner commission.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checkouts').addColumn('commission_plan', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checkouts').dropColumn('commission_plan').execute();
}
